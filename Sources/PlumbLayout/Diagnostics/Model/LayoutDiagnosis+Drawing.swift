extension LayoutDiagnosis {
    /// How a drawing should mark a constraint, as Interface Builder colours them.
    public enum ConstraintMark: String, Hashable, Sendable {
        /// A required constraint broken to resolve a conflict (red).
        case broken
        /// A member of a conflict that was kept (red).
        case conflicting
        /// An optional constraint that is not met (orange).
        case unmet
    }

    /// The marks for the constraints of ``layout``, by index into `layout.constraints`; constraints
    /// that are fine have none. Undetermined views to outline are in ``ambiguities`` (view name,
    /// axis, and the range of positions or sizes to hint).
    public var constraintMarks: [Int: ConstraintMark] {
        var conflicting: Set<ConstraintSpec> = []
        for conflict in conflicts { conflicting.formUnion(conflict.members.map(\.spec)) }
        var marks: [Int: ConstraintMark] = [:]
        for (index, constraint) in layout.constraints.enumerated() {
            switch constraint.state {
            case .broken: marks[index] = .broken
            case .violated: marks[index] = .unmet
            case .satisfied: if conflicting.contains(constraint.spec) { marks[index] = .conflicting }
            }
        }
        return marks
    }
}
