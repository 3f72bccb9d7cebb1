import PlumbLayout

/// Where a constraint of an Interface Builder document is installed, and with which constant, in
/// each of the four size classes a canvas can have; then the scene's way of saying so: a constraint
/// for every canvas, or trait variants.
///
/// Interface Builder writes a constraint's installation as masks on `<variation>`s (installed by
/// default unless `<variation key="default">` excludes it; a keyed variation includes or excludes it
/// again) and a varied constant inside the `<constraint>` (`<variation key="widthClass=compact"
/// constant="30"/>`). A variation of both axes (`heightClass=compact-widthClass=regular`) is more
/// particular than one of one axis, which is more particular than the default: in each size class
/// the most particular variation that matches decides; where a width's and a height's disagree on
/// installing it, it is not installed, and on its constant, the one written later applies.
struct SizeClassInstallation {
    var spec: ConstraintSpec
    var excludedByDefault: Bool
    var included: [TraitCondition]
    var excluded: [TraitCondition]
    var constants: [(condition: TraitCondition, constant: Double)]

    enum Placement {
        /// The same constraint on every canvas.
        case everywhere(ConstraintSpec)
        /// The constraint, with its constant for the size classes each condition matches; the
        /// conditions do not overlap, and a canvas no condition matches has no such constraint.
        case variants([(condition: TraitCondition, spec: ConstraintSpec)])
    }

    /// The four size classes, width compact first.
    static let cells: [Traits] = SizeClass.allCases.flatMap { horizontal in
        SizeClass.allCases.map { Traits(horizontal: horizontal, vertical: $0) }
    }

    /// The constraint's constant in a size class, `nil` where it is not installed.
    func constant(in cell: Traits) -> Double? {
        var installed = !excludedByDefault
        let masks = included.map { ($0, true) } + excluded.map { ($0, false) }
        for (condition, value) in Self.inOrderOfDetail(masks) where condition.matches(cell) { installed = value }
        guard installed else { return nil }
        var constant = spec.constant
        for (condition, value) in Self.inOrderOfDetail(constants.map { ($0.condition, $0.constant) }) where condition.matches(cell) {
            constant = value
        }
        return constant
    }

    var placement: Placement {
        let outcomes = Self.cells.map(constant(in:))
        if let first = outcomes[0], outcomes.allSatisfy({ $0 == first }) {
            var installed = spec
            installed.constant = first
            return .everywhere(installed)
        }
        var variants: [(condition: TraitCondition, spec: ConstraintSpec)] = []
        var grouped: [Double] = []
        for case let constant? in outcomes where !grouped.contains(constant) {
            grouped.append(constant)
            let cells = Self.cells.indices.filter { outcomes[$0] == constant }.map { Self.cells[$0] }
            var varied = spec
            varied.constant = constant
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
