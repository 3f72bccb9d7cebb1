/// Something about a layout worth a warning that does not stop it being solved: a constraint that
/// mixes leading/trailing with left/right, multi-line text that did not settle, a broken constraint.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning, note
    }

    /// What the warning is about, for code to switch on (the diagnoser replaces some of the
    /// engine's warnings with more detailed ones of its own).
    public enum Kind: String, Hashable, Sendable {
        /// A required constraint was broken to solve the rest, as UIKit breaks one.
        case brokenConstraint
        /// Multi-line text or safe-area insets kept changing the frames up to the last pass.
        case unsettled
        /// One constraint relates a leading/trailing attribute to a left/right one.
        case mixedDirectionsInConstraint
        /// One view is placed with leading/trailing by one constraint and left/right by another.
        case mixedDirections
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    /// The constraint the diagnostic is about, when there is one.
    public var origin: ConstraintOrigin?

    public init(_ message: String, kind: Kind, severity: Severity = .warning, origin: ConstraintOrigin? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.origin = origin
    }

    /// `file:line:column: warning: message` when the place is known, `warning: message` otherwise.
    public var description: String {
        DiagnosticText.line(origin?.constraintLocation, severity.rawValue, message)
    }
}
