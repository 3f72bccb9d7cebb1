/// One side of a constraint after its item is looked up: an item and an attribute of it.
///
/// Margin attributes never appear here: `box.leadingMargin` resolves to `box.margins.leading`.
struct ResolvedAnchor: Hashable {
    var item: Int
    var attribute: LayoutAttribute
}

/// A constraint with its items resolved: `first relation multiplier × second + constant @priority`.
/// Written constraints and the ones the engine makes (intrinsic size, autoresizing, guides) alike.
struct ResolvedConstraint {
    var spec: ConstraintSpec
    var source: SolvedConstraint.Source
    var first: ResolvedAnchor
    var second: ResolvedAnchor?
    /// The names the result reports for the two items.
    var firstName: String
    var secondName: String?

    /// Whether the constraint relates horizontal positions and one of them is leading or trailing.
    var isDirectionalPosition: Bool {
        guard first.attribute.kind == .location, first.attribute.axis == .horizontal else { return false }
        return first.attribute.isDirectional || (second?.attribute.isDirectional ?? false)
    }

    /// `item.attribute relation constant @priority`, written as the engine's own constraint.
    static func generated(_ source: SolvedConstraint.Source, _ first: ResolvedAnchor, firstName: String,
                          _ relation: LayoutRelation, _ constant: Double, priority: LayoutPriority,
                          second: ResolvedAnchor? = nil, secondName: String? = nil) -> ResolvedConstraint {
        let spec = ConstraintSpec(
            first: AttributeReference(item: ItemReference(firstName), attribute: first.attribute),
            relation: relation,
            second: second.map { AttributeReference(item: ItemReference(secondName ?? ""), attribute: $0.attribute) },
            constant: constant, priority: priority,
            origin: ConstraintOrigin(syntax: .generated))
        return ResolvedConstraint(spec: spec, source: source, first: first, second: second,
                                  firstName: firstName, secondName: secondName)
    }
}
