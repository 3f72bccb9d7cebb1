import PlumbLayout
import Yams

/// Reads `metrics: {name: number}`: named constants for constraint text.
struct MetricsReader {
    let reader: NodeReader

    func metrics(_ node: Node) -> [String: Double]? {
        guard let entries = reader.mapping(node, for: "'metrics'") else { return nil }
        var metrics: [String: Double] = [:]
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
            if let value = reader.coordinate(entry.value, for: "metric '\(entry.key)'") {
                metrics[entry.key] = value
            }
        }
        return metrics
    }
}
