import PlumbLayout

/// One mistake in a scene file: where it is, what is wrong, and the text at fault.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The place of the fault: for constraint text, the very character where reading stopped.
    public var location: SourceLocation
    /// What is wrong, in a sentence, starting in lower case as compilers write it.
    public var message: String
    /// The valid word closest to a misspelt one, when there is one.
    public var suggestion: String?
    /// The text at fault (a key, a value, a constraint), as written.
    public var text: String

    /// An error at `location`; `text` is the text at fault, as written.
    public init(location: SourceLocation, message: String, suggestion: String? = nil, text: String = "") {
        self.location = location
        self.message = message
        self.suggestion = suggestion
        self.text = text
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
    public var description: String { escapingInvisibleCharacters("\(location): error: \(fullMessage)") }
}
