import PlumbLayout

/// Where a constraint of an Interface Builder document is installed, and as what, in each of the
/// four size classes a canvas can have; then the scene's way of saying so: a constraint for every
/// canvas, or trait variants.
///
/// Interface Builder writes a constraint's installation as masks on `<variation>`s (installed by
/// default unless `<variation key="default">` excludes it; a keyed variation includes or excludes it
/// again) and a varied constant inside the `<constraint>` (`<variation key="widthClass=compact"
/// constant="30"/>`); a multiplier, priority or relation varied there is read the same way. A
/// variation of both axes (`heightClass=compact-widthClass=regular`) is more particular than one of
/// one axis, which is more particular than the default: in each size class the most particular
/// variation that matches decides; where a width's and a height's disagree on installing it, it is
/// not installed, and on a value, the one written later applies. Each value is decided on its own
/// (a variation that gives only a multiplier keeps the constant a less particular one gave).
struct SizeClassInstallation {
    var spec: ConstraintSpec
    var excludedByDefault: Bool
    var included: [TraitCondition]
    var excluded: [TraitCondition]
    var overrides: [(condition: TraitCondition, values: Overrides)]

    /// The values a `<variation>` inside a `<constraint>` gives; `nil` keeps the constraint's own.
    struct Overrides: Equatable {
        var constant: Double?
        var multiplier: Double?
        var priority: LayoutPriority?
        var relation: LayoutRelation?

        var isEmpty: Bool { self == Overrides() }
    }

    enum Placement {
        /// The same constraint on every canvas.
        case everywhere(ConstraintSpec)
        /// The constraint, as it is in the size classes each condition matches; the conditions do
        /// not overlap, and a canvas no condition matches has no such constraint.
        case variants([(condition: TraitCondition, spec: ConstraintSpec)])
    }

    /// The four size classes, width compact first.
    static let cells: [Traits] = SizeClass.allCases.flatMap { horizontal in
        SizeClass.allCases.map { Traits(horizontal: horizontal, vertical: $0) }
    }

    /// The constraint as it is in a size class, `nil` where it is not installed.
    func spec(in cell: Traits) -> ConstraintSpec? {
        var installed = !excludedByDefault
        let masks = included.map { ($0, true) } + excluded.map { ($0, false) }
        for (condition, value) in Self.inOrderOfDetail(masks) where condition.matches(cell) { installed = value }
        guard installed else { return nil }
        var varied = spec
        for (condition, values) in Self.inOrderOfDetail(overrides.map { ($0.condition, $0.values) }) where condition.matches(cell) {
            if let constant = values.constant { varied.constant = constant }
            if let multiplier = values.multiplier { varied.multiplier = multiplier }
            if let priority = values.priority { varied.priority = priority }
            if let relation = values.relation { varied.relation = relation }
        }
        if varied.multiplier != spec.multiplier || varied.priority != spec.priority || varied.relation != spec.relation {
            // What `explain` and pictures show of it is the equation in force, not the one written.
            varied.origin.text = varied.equationText
        }
        return varied
    }

    var placement: Placement {
        let outcomes = Self.cells.map(spec(in:))
        if let first = outcomes[0], outcomes.allSatisfy({ $0 == first }) {
            return .everywhere(first)
        }
        var variants: [(condition: TraitCondition, spec: ConstraintSpec)] = []
        var grouped: [ConstraintSpec] = []
        for case let varied? in outcomes where !grouped.contains(varied) {
            grouped.append(varied)
            let cells = Self.cells.indices.filter { outcomes[$0] == varied }.map { Self.cells[$0] }
            variants += Self.conditions(covering: cells).map { ($0, varied) }
        }
        return .variants(variants)
    }

    /// Conditions that together match exactly `cells` and never two at once: a whole width or
    /// height class where both of its cells are there, single cells for the rest.
    static func conditions(covering cells: [Traits]) -> [TraitCondition] {
        var left = cells
        var conditions: [TraitCondition] = []
        for horizontal in SizeClass.allCases {
            let row = SizeClass.allCases.map { Traits(horizontal: horizontal, vertical: $0) }
            if row.allSatisfy(left.contains) {
                conditions.append(TraitCondition(horizontal: horizontal))
                left.removeAll(where: row.contains)
            }
        }
        for vertical in SizeClass.allCases {
            let column = SizeClass.allCases.map { Traits(horizontal: $0, vertical: vertical) }
            if column.allSatisfy(left.contains) {
                conditions.append(TraitCondition(vertical: vertical))
                left.removeAll(where: column.contains)
            }
        }
        return conditions + left.map { TraitCondition(horizontal: $0.horizontal, vertical: $0.vertical) }
    }

    /// The entries from the least particular (fewest axes named) to the most, in written order
    /// within each level, so that a later match overrides an earlier one.
    private static func inOrderOfDetail<Value>(_ entries: [(TraitCondition, Value)]) -> [(TraitCondition, Value)] {
        func detail(_ condition: TraitCondition) -> Int {
            (condition.horizontal == nil ? 0 : 1) + (condition.vertical == nil ? 0 : 1)
        }
        return entries.enumerated().sorted { lhs, rhs in
            (detail(lhs.element.0), lhs.offset) < (detail(rhs.element.0), rhs.offset)
        }.map(\.element)
    }
}
