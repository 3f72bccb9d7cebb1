/// One compiler-style line of a diagnosis report: `file:line:column: error: message`, optionally
/// followed by indented detail lines (the UIKit log form of a constraint).
struct DiagnosticMessage {
    enum Severity: String {
        case error, warning, note
    }

    var location: SourceLocation?
    var severity: Severity
    var text: String
    var details: [String] = []

    /// The lines, `fallbackFile` standing in for an unknown location.
    func lines(fallbackFile: String?) -> [String] {
        let head = DiagnosticText.line(place: location?.description ?? fallbackFile, severity.rawValue, text)
        return [head] + details.map { escapingInvisibleCharacters("    \($0)") }
    }
}
