/// How every message Plumb prints about a source reads: the one place that turns a located
/// message and its suggestion into text.
///
/// The convention for errors, whoever reports them (a reader, the constraint text parsers, the
/// engine): a message begins in lower case (unless it begins with a quoted name), is one sentence
/// whose parts are joined by `;` or `:`, and ends without a full stop; a suggestion is never
/// written into the message but given apart, and added here as `; did you mean 'x'?`. A line
/// reads `file:line:column: error: message`, as compilers write it.
///
/// The findings of a diagnosis (`plumb explain`) and the engine's warnings are written as UIKit's
/// log writes its own (`Unable to simultaneously satisfy constraints`, `Need constraints for:`):
/// capitalised sentences, which the explain and picture goldens carry.
public enum DiagnosticText {
    /// `message` followed by its suggestion: `unknown view 'emial'; did you mean 'email'?`.
    public static func message(_ message: String, suggestion: String?) -> String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }

    /// `file:line:column: severity: message`, or `severity: message` without a place, with the
    /// invisible characters of quoted text escaped (`\u{202E}`).
    public static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        line(place: location?.description, severity, message)
    }

    /// `place: severity: message`, for a place that is a file or folder without a line
    /// (`path: error: no scene files in this folder`).
    public static func line(place: String?, _ severity: String, _ message: String) -> String {
        escapingInvisibleCharacters("\(place.map { "\($0): " } ?? "")\(severity): \(message)")
    }
}
