import PlumbLayout

/// The short text written on a constraint's mark, in Interface Builder's manner:
/// `20`, `≥ 8`, `= 0.5 × a.width`, `≤ 100 @750`.
enum ConstraintLabelText {
    /// The relation's sign, or nothing for `==`.
    static func relationSign(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return ""
        case .greaterThanOrEqual: return "≥ "
        case .lessThanOrEqual: return "≤ "
        }
    }

    /// ` @250` for an optional constraint; nothing for a required one.
    static func prioritySuffix(_ priority: LayoutPriority) -> String {
        priority.isRequired ? "" : " @\(formatNumber(priority.rawValue))"
    }

    /// A number as a label shows it: at most two decimals.
    static func number(_ value: Double) -> String {
        formatNumber((value * 100).rounded() / 100)
    }

    /// A constant size: the constant with its relation sign. A standard spacing shows its value
    /// (`8`), as Interface Builder does; the source text in the title still says it is standard.
    static func constant(_ spec: ConstraintSpec) -> String {
        let value = number(spec.constant)
        return relationSign(spec.relation) + value + prioritySuffix(spec.priority)
    }

    /// A spacing between two edges, as a positive distance the way Interface Builder shows it:
    /// `a.trailing == b.trailing - 20` reads `20`, and `a.bottom <= b.bottom - 8` reads `≥ 8`
    /// (the gap is at least 8).
    static func spacing(_ spec: ConstraintSpec) -> String {
        guard spec.constant < 0 else { return constant(spec) }
        let value = number(-spec.constant)
        return relationSign(spec.relation.reversed) + value + prioritySuffix(spec.priority)
    }

    /// A size relative to another, written on the dependent item only and naming the reference:
    /// `= 1.125 × red.width`, `≥ 2 × a.height − 4`, `= superview.width`; within one view, the
    /// attributes are named by their first letter: `h = 0.5 × w`. Plain equal sizes of the same
    /// attribute read `=` (see ``isPlainEquality(_:)``) and go on both items.
    static func relative(_ spec: ConstraintSpec, sameItem: Bool = false) -> String {
        let sign = spec.relation == .equal ? "=" : String(relationSign(spec.relation).dropLast())
        if isPlainEquality(spec) && !sameItem { return sign + prioritySuffix(spec.priority) }
        var text = sameItem ? letter(spec.first.attribute) + " " + sign : sign
        text += " "
        // A multiplier is written by the author (×1.125), so it keeps its digits; solved points round.
        if spec.multiplier != 1 { text += formatNumber(spec.multiplier) + " × " }
        if let second = spec.second {
            text += sameItem ? letter(second.attribute) : second.description
        }
        if spec.constant != 0 {
            text += (spec.constant > 0 ? " + " : " − ") + number(abs(spec.constant))
        }
        return text + prioritySuffix(spec.priority)
    }

    /// Whether a relative size says only "as large as the other" (same attribute, no multiplier,
    /// no constant): a symmetric statement, marked `=` on both items as Interface Builder does.
    static func isPlainEquality(_ spec: ConstraintSpec) -> Bool {
        spec.multiplier == 1 && spec.constant == 0 && spec.second?.attribute == spec.first.attribute
    }

    /// `w` or `h`, for a size relative to the same view's other size.
    private static func letter(_ attribute: LayoutAttribute) -> String {
        attribute == .width ? "w" : attribute == .height ? "h" : attribute.rawValue
    }

    /// An alignment: nothing when exact and required, else the offset and priority.
    static func alignment(_ spec: ConstraintSpec) -> String? {
        var text = ""
        if spec.constant != 0 || spec.relation != .equal { text = relationSign(spec.relation) + number(spec.constant) }
        text += prioritySuffix(spec.priority)
        let trimmed = text.drop { $0 == " " }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// What a constraint's tooltip (its SVG `<title>`) says, one fact a line: the equation it made,
    /// where it was written (`file:line:column:`, the column of the part that made it) with the
    /// source text, and its state when it is not simply met:
    ///
    /// ```
    /// b.leading == a.trailing + standard
    /// form.yaml:7:11: the "]-[" of H:|-[a]-[b]-|
    /// broken: a required constraint given up to resolve a conflict
    /// ```
    static func title(_ constraint: SolvedConstraint, conflicting: Bool = false) -> String {
        let equation = constraint.spec.equationText
        var lines = [equation]
        if let source = source(constraint.spec.origin, equation: equation) { lines.append(source) }
        if let state = state(constraint, conflicting: conflicting) { lines.append(state) }
        return lines.joined(separator: "\n")
    }

    /// Where a constraint was written and its text: `form.yaml:7:11: the "]-[" of H:|-[a]-[b]-|`
    /// (the location of the part that made it, when known, and that part when it is not the whole
    /// text). The text is left out when it is the `equation` itself (`form.yaml:3:5`); `nil` when
    /// nothing is left.
    static func source(_ origin: ConstraintOrigin, equation: String) -> String? {
        let location = origin.location.map { $0.advanced(by: origin.range.clamped(to: 0..<origin.text.count).lowerBound) }
        guard !origin.text.isEmpty, origin.text != equation else { return location?.description }
        let characters = Array(origin.text)
        let range = origin.range.clamped(to: 0..<characters.count)
        var source = location.map { "\($0): " } ?? ""
        if range != 0..<characters.count, !range.isEmpty {
            source += "the \"\(String(characters[range]))\" of "
        }
        source += origin.text
        return source
    }

    /// The line that says a constraint is not simply met; `nil` when it is.
    static func state(_ constraint: SolvedConstraint, conflicting: Bool) -> String? {
        switch constraint.state {
        case .broken: return "broken: a required constraint given up to resolve a conflict"
        case let .violated(by: distance): return "not met: off by \(number(distance)) pt (optional, priority \(formatNumber(constraint.spec.priority.rawValue)))"
        case .satisfied: return conflicting ? "conflicting: kept, but in conflict with the broken constraint" : nil
        }
    }
}
