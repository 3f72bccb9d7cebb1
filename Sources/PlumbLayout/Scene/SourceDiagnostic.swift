/// One located message about a scene source, in whatever format it was written: where it is, how
/// serious it is, what is wrong, and the text at fault.
///
/// Every reader (the YAML reader, and readers of other formats) reports its mistakes as these, so
/// the command line prints them one way: `file:line:column: error: message`, as compilers write it.
public struct SourceDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is: an error stops the source from being read; a warning does not.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// The place of the fault: for constraint text, the very character where reading stopped.
    public var location: SourceLocation
    /// What is wrong, in a sentence, starting in lower case as compilers write it.
    public var message: String
    /// The valid word closest to a misspelt one, when there is one.
    public var suggestion: String?
    /// The text at fault (a key, a value, a constraint), as written.
    public var text: String
    /// Whether the source could still be read.
    public var severity: Severity

    /// A diagnostic at `location`; `text` is the text at fault, as written.
    public init(location: SourceLocation, message: String, suggestion: String? = nil, text: String = "",
                severity: Severity = .error) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.text = text
        self.severity = severity
    }

    /// The message with its suggestion: `unknown view 'emial'; did you mean 'email'?`, or for the
    /// sentences of the constraint text readers `Unknown attribute 'x'. Did you mean 'y'?`.
    public var fullMessage: String {
        guard let suggestion else { return message }
        let sentence = message.hasSuffix(".") || message.hasSuffix("?")
        return sentence ? "\(message) Did you mean '\(suggestion)'?" : "\(message); did you mean '\(suggestion)'?"
    }

    /// `file:line:column: error: message`, as compilers write it, with invisible characters of the
    /// quoted text escaped (`\u{202E}`).
    public var description: String { escapingInvisibleCharacters("\(location): \(severity.rawValue): \(fullMessage)") }
}
