extension SourceDiagnostic {
    /// A constraint text error as a diagnostic, at the character at fault; `fallback` is where the
    /// text begins when the error does not know its own place. The text readers append
    /// ` Did you mean 'x'?` to their messages; it becomes the ``suggestion``.
    public init(_ error: ConstraintTextError, fallback: SourceLocation) {
        var message = error.message
        var suggestion: String?
        if let range = message.firstRange(of: " Did you mean '"), message.hasSuffix("'?") {
            let start = range.upperBound
            let end = message.index(message.endIndex, offsetBy: -2)
            if start <= end {
                suggestion = String(message[start..<end])
                message = String(message[..<range.lowerBound]) + message[message.index(end, offsetBy: 2)...]
            }
        }
        self.init(location: error.location ?? fallback.advanced(by: error.offset), message: message,
                  suggestion: suggestion, text: error.text)
    }
}
