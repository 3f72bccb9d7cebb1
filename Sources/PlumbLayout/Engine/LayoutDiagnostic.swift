/// Something about a layout worth a warning that does not stop it being solved: a constraint that
/// mixes leading/trailing with left/right, multi-line text that did not settle, a broken constraint.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning, note
    }

    public var severity: Severity
    public var message: String
    /// The constraint the diagnostic is about, when there is one.
    public var origin: ConstraintOrigin?

    public init(_ message: String, severity: Severity = .warning, origin: ConstraintOrigin? = nil) {
        self.severity = severity
        self.message = message
        self.origin = origin
    }

    /// `file:line:column: warning: message` when the place is known, `warning: message` otherwise.
    public var description: String {
        let head = origin?.constraintLocation.map { "\($0): " } ?? ""
        return "\(head)\(severity.rawValue): \(message)"
    }
}
