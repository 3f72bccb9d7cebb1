import PlumbLayout
import Yams

/// Reads `metrics: {name: number}`: named constants for constraint text.
struct MetricsReader {
    let reader: NodeReader

    /// The metrics by name, or `nil` when the value is not a mapping.
    func metrics(_ node: Node) -> [String: Double]? {
        declaredMetrics(node)?.values
    }

    /// The metrics by name, and where each name was written (for clashes with view names).
    func declaredMetrics(_ node: Node) -> (values: [String: Double], locations: [String: SourceLocation])? {
        guard let entries = reader.mapping(node, for: "'metrics'") else { return nil }
        var metrics: [String: Double] = [:]
        var locations: [String: SourceLocation] = [:]
        for entry in entries {
            guard entry.key.count <= LayoutLimits.maximumNameLength else {
                reader.report(.limit, "a metric name is too long: \(entry.key.count) characters, at most "
                              + "\(LayoutLimits.maximumNameLength) are allowed", at: reader.location(of: entry.keyNode),
                              text: String(entry.key.prefix(40)) + "…")
                continue
            }
            guard NameRules.isIdentifier(entry.key) else {
                reader.report(.invalidValue, "'\(entry.key)' is not a valid metric name: use letters, digits and '_', not starting with a digit",
                              at: entry.keyNode)
                continue
            }
            guard !NameRules.reserved.contains(entry.key) else {
                reader.report(.nameClash, "'\(entry.key)' is reserved in constraints and cannot name a metric", at: entry.keyNode)
                continue
            }
            locations[entry.key] = reader.location(of: entry.keyNode)
            // A bad value is reported here; 0 stands in for it so that constraints using the name
            // do not add a second, false "unknown metric" error.
            metrics[entry.key] = reader.coordinate(entry.value, for: "metric '\(entry.key)'") ?? 0
        }
        return (metrics, locations)
    }
}
