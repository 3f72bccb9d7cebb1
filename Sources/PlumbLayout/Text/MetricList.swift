/// Reads metrics written on one line, `pad=20,gap=8` (commas or spaces between pairs), as a
/// command line takes them.
public enum MetricList {
    /// - Throws: ``ConstraintTextError`` at a pair without `=`, a name that is not a C identifier,
    ///   or a value that is not a number.
    public static func parse(_ text: String, location: SourceLocation? = nil) throws(ConstraintTextError) -> [String: Double] {
        var metrics: [String: Double] = [:]
        var scanner = TextScanner(text, location: location)
        while true {
            while scanner.current == "," || scanner.current == " " || scanner.current == "\t" { scanner.advance() }
            if scanner.isAtEnd { return metrics }
            guard let name = scanner.scanIdentifier() else {
                throw scanner.error("expected a metric name (a C identifier), found \(scanner.foundDescription)")
            }
            scanner.skipSpaces()
            guard scanner.consume("=") else {
                throw scanner.error("expected '=' and a value after the metric name '\(name)', like '\(name)=20'")
            }
            scanner.skipSpaces()
            let negative = scanner.consume("-")
            let valueStart = scanner.position
            guard let value = try scanner.scanUnsignedNumber().map({ v throws(ConstraintTextError) in try scanner.finite(v, at: valueStart) }) else {
                throw scanner.error("expected a number for the metric '\(name)', found \(scanner.foundDescription)")
            }
            if let c = scanner.current, c != ",", c != " ", c != "\t" {
                throw scanner.error("expected ',' between metrics, found \(scanner.foundDescription)")
            }
            metrics[name] = negative ? -value : value
        }
    }
}
