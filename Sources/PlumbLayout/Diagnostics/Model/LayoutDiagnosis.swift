/// Everything wrong with a layout on one canvas: conflicts among required constraints, views it
/// leaves undetermined, ties between content priorities, optional constraints it does not meet,
/// and the engine's own warnings, with the layout as it was finished.
public struct LayoutDiagnosis: Hashable, Sendable {
    /// The layout as solved, conflicts broken the way UIKit breaks them.
    public var layout: SolvedLayout
    public var conflicts: [ConstraintConflict]
    public var ambiguities: [Ambiguity]
    public var contentPriorityTies: [ContentPriorityTie]
    /// Optional constraints not met, in the order the layout reports constraints.
    public var unmetConstraints: [UnmetConstraint]
    /// Warnings about the scene itself (leading mixed with left) and about text that did not settle.
    public var warnings: [LayoutDiagnostic]

    public init(layout: SolvedLayout, conflicts: [ConstraintConflict] = [],
                ambiguities: [Ambiguity] = [], contentPriorityTies: [ContentPriorityTie] = [],
                unmetConstraints: [UnmetConstraint] = [], warnings: [LayoutDiagnostic] = []) {
        self.layout = layout
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.contentPriorityTies = contentPriorityTies
        self.unmetConstraints = unmetConstraints
        self.warnings = warnings
    }

    public var canvas: Canvas { layout.canvas }

    /// Whether the layout has an error: required constraints that cannot all hold.
    public var hasErrors: Bool { !conflicts.isEmpty }
}
