/// One located message about a scene source, in whatever format it was written: where it is, how
/// serious it is, what kind of mistake it is, what is wrong in words, and the text at fault.
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
    /// What is wrong, in a sentence, starting in lower case as compilers write it, without the
    /// suggestion (see ``DiagnosticText``).
    public var message: String
    /// What went wrong, for code to switch on.
    public var kind: DiagnosticKind
    /// The valid word closest to a misspelt one, when there is one; printed after the message as
    /// `; did you mean 'x'?`, never written into it.
    public var suggestion: String?
    /// The text at fault (a key, a value, a constraint), as written.
    public var text: String
    /// Whether the source could still be read.
    public var severity: Severity

    /// A diagnostic of `kind` at `location`; `text` is the text at fault, as written.
    public init(location: SourceLocation, kind: DiagnosticKind, message: String, suggestion: String? = nil,
                text: String = "", severity: Severity = .error) {
        self.location = location
        self.kind = kind
        self.message = message
        self.suggestion = suggestion
        self.text = text
        self.severity = severity
    }

    /// A diagnostic at `location` whose kind is not said.
    @available(*, deprecated, message: "say what kind of mistake it is: init(location:kind:message:…)")
    public init(location: SourceLocation, message: String, suggestion: String? = nil, text: String = "",
                severity: Severity = .error) {
        self.init(location: location, kind: .syntax, message: message, suggestion: suggestion, text: text,
                  severity: severity)
    }

    /// The message with its suggestion: `unknown view 'emial'; did you mean 'email'?`.
    public var fullMessage: String { DiagnosticText.message(message, suggestion: suggestion) }

    /// `file:line:column: error: message`, as compilers write it, with invisible characters of the
    /// quoted text escaped (`\u{202E}`).
    public var description: String { DiagnosticText.line(location, severity.rawValue, fullMessage) }
}
