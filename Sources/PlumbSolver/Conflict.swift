/// A conflict among required constraints that ``Solver/addBreakingConflicts(_:)`` resolved by breaking one.
public struct Conflict: Sendable, CustomStringConvertible {
    /// A minimal set of required constraints that cannot all hold: removing any one makes the rest satisfiable.
    /// Listed in the order they were added.
    public let conflictingSet: [Constraint]
    /// The constraint of `conflictingSet` that was broken: it is kept as an optional error term at
    /// ``Solver/breakingPriority``, above every user priority, so it is still met as closely as possible.
    public let broken: Constraint

    public init(conflictingSet: [Constraint], broken: Constraint) {
        self.conflictingSet = conflictingSet
        self.broken = broken
    }

    public var description: String {
        "breaking \(broken) of the mutually exclusive set {" + conflictingSet.map(\.description).joined(separator: "; ") + "}"
    }
}
