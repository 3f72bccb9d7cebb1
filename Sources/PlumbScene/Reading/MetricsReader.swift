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
            guard NameRules.isIdentifier(entry.key) else {
                reader.report("'\(entry.key)' is not a valid metric name: use letters, digits and '_', not starting with a digit",
                              at: entry.keyNode)
                continue
            }
            guard !NameRules.reserved.contains(entry.key) else {
                reader.report("'\(entry.key)' is reserved in constraints and cannot name a metric", at: entry.keyNode)
                continue
            }
            locations[entry.key] = reader.location(of: entry.keyNode)
            if let value = reader.coordinate(entry.value, for: "metric '\(entry.key)'") {
                metrics[entry.key] = value
            }
        }
        return (metrics, locations)
    }
}
