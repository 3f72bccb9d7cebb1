/// What a diagnosis found that a drawing shows, as Interface Builder colours it: required
/// constraints kept but part of a conflict (red, beside the broken one), and views and guides whose
/// position or size is undetermined (outlined in red, with the range they could take).
///
/// ``LayoutDiagnoser`` fills it in; a plain solve leaves it empty.
public struct LayoutMarks: Hashable, Sendable {
    /// Indices into ``SolvedLayout/constraints`` of satisfied constraints that belong to a conflict.
    public var conflictingConstraints: Set<Int>
    /// Undetermined views, guides and scroll contents, with the ranges they could take.
    public var ambiguities: [Ambiguity]

    public init(conflictingConstraints: Set<Int> = [], ambiguities: [Ambiguity] = []) {
        self.conflictingConstraints = conflictingConstraints
        self.ambiguities = ambiguities
    }

    public var isEmpty: Bool { conflictingConstraints.isEmpty && ambiguities.isEmpty }
}
