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

/// The required constraints leave the root view a size other than its canvas's: UIKit's
/// `UIView-Encapsulated-Layout-Width` (or height) would be in conflict with them.
public struct CanvasSizeConflict: Hashable, Sendable {
    public var axis: LayoutAttribute.Axis
    /// The canvas's size on that axis.
    public var canvasSize: Double
    /// The size the root view got instead.
    public var solvedSize: Double
    /// The minimal set of the layout's constraints that, with the canvas size, cannot hold.
    public var members: [DiagnosedConstraint]
    /// The canvas size as UIKit's log prints it: `'UIView-Encapsulated-Layout-Width'`.
    public var uikitDescription: String

    public init(axis: LayoutAttribute.Axis, canvasSize: Double, solvedSize: Double, members: [DiagnosedConstraint],
                uikitDescription: String) {
        self.axis = axis
        self.canvasSize = canvasSize
        self.solvedSize = solvedSize
        self.members = members
        self.uikitDescription = uikitDescription
    }
}
