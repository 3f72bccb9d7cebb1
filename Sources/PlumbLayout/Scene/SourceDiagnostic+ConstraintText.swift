extension SourceDiagnostic {
    /// A constraint text error as a diagnostic, at the character at fault; `fallback` is where the
    /// text begins when the error does not know its own place.
    public init(_ error: ConstraintTextError, fallback: SourceLocation) {
        self.init(location: error.location ?? fallback.advanced(by: error.offset), kind: error.kind,
                  message: error.message, suggestion: error.suggestion, text: error.text)
    }

    /// A layout error as a diagnostic: at the item or constraint at fault (the very name, for an
    /// unknown item or a guide's attribute), or at `fallback` when the error has no place.
    public init(_ error: LayoutError, fallback: SourceLocation) {
        self.init(location: error.faultLocation ?? fallback, kind: error.kind, message: error.message,
                  suggestion: error.suggestion, text: error.origin?.text ?? "")
    }
}
