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
        let place = location.map { "\($0): " } ?? fallbackFile.map { "\($0): " } ?? ""
        return (["\(place)\(severity.rawValue): \(text)"] + details.map { "    \($0)" }).map(escapingInvisibleCharacters)
    }
}
