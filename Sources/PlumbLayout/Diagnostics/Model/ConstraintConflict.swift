/// Required constraints that cannot all hold, and the one the engine broke to go on, as UIKit does:
/// the broken one is still met as closely as possible, above every optional constraint.
public struct ConstraintConflict: Hashable, Sendable {
    /// A minimal mutually exclusive set, in the order the constraints were added: without any one
    /// of them the rest can hold.
    public var members: [DiagnosedConstraint]
    /// The member that was broken.
    public var broken: DiagnosedConstraint
    /// How far the broken constraint is from holding in the finished layout, in points.
    public var brokenBy: Double

    public init(members: [DiagnosedConstraint], broken: DiagnosedConstraint, brokenBy: Double) {
        self.members = members
        self.broken = broken
        self.brokenBy = brokenBy
    }
}
