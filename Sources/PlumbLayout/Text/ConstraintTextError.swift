/// A mistake in constraint text, pointing at the character where reading stopped.
///
/// ``offset`` counts characters from the start of ``text`` (0-based). When the text came from a
/// file, ``location`` is the place of the fault itself: the text's own location advanced by the
/// offset (constraint text is a single line).
public struct ConstraintTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in one sentence starting in lower case, without the suggestion (see
    /// ``DiagnosticText``).
    public var message: String
    /// What went wrong, for code to switch on.
    public var kind: DiagnosticKind
    /// The valid word closest to a misspelt one, when there is one.
    public var suggestion: String?
    /// The whole text that was being read.
    public var text: String
    /// The character (0-based) the message is about; `text.count` means "at the end".
    public var offset: Int
    /// Where ``text`` itself begins in a file, when known.
    public var textLocation: SourceLocation?

    /// An error of `kind` (a syntax error unless said otherwise) at `offset` in `text`.
    public init(_ message: String, kind: DiagnosticKind = .syntax, suggestion: String? = nil, text: String, offset: Int,
                textLocation: SourceLocation? = nil) {
        self.message = message
        self.kind = kind
        self.suggestion = suggestion
        self.text = text
        self.offset = max(0, min(offset, text.count))
        self.textLocation = textLocation
    }

    /// The file, line and column of the fault, when the text's location is known.
    public var location: SourceLocation? { textLocation?.advanced(by: offset) }

    /// The 1-based column of the fault within ``text``.
    public var column: Int { offset + 1 }

    /// The text on one line and a caret under the fault on the next:
    ///
    ///     H:[a]-[b
    ///             ^
    ///
    /// Invisible characters are written as `\u{202E}` (a raw one could reverse or recolour the
    /// terminal line), and the caret moves right by what they take.
    public var caretDiagram: String {
        // Tabs keep their width in the caret line so the caret stays under its character.
        let padding = escapingInvisibleCharacters(String(text.prefix(offset))).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(escapingInvisibleCharacters(text))\n\(padding)^"
    }

    /// The message with its suggestion: `unknown attribute 'wdth'; did you mean 'width'?`.
    public var fullMessage: String { DiagnosticText.message(message, suggestion: suggestion) }

    /// `file:line:column: error: message` when the location is known, otherwise `column N: error: message`,
    /// followed by the caret diagram.
    public var description: String {
        let head = location.map { DiagnosticText.line($0, "error", fullMessage) }
            ?? "column \(column): " + DiagnosticText.line(nil, "error", fullMessage)
        return "\(head)\n\(caretDiagram)"
    }
}
