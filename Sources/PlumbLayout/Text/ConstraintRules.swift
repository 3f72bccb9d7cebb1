/// The rules UIKit applies when a constraint is made, whatever syntax it was written in.
///
/// `NSLayoutConstraint` raises an exception for these; Plumb reports them as text errors instead.
enum ConstraintRules {
    /// Why `first` may not be related to `second`, or nil when UIKit accepts the pair.
    static func pairingProblem(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        if first.kind != second.kind {
            let (location, dimension) = first.kind == .location ? (first, second) : (second, first)
            return "cannot relate a location ('\(location.rawValue)') to a dimension ('\(dimension.rawValue)'): "
                + "UIKit relates edges, centres and baselines only to each other, and widths and heights only to each other"
        }
        if first.kind == .location, first.axis != second.axis {
            return "cannot relate '\(first.rawValue)' (\(first.axis.rawValue)) to '\(second.rawValue)' (\(second.axis.rawValue)): "
                + "UIKit only relates positions along the same axis"
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "cannot relate '\(first.rawValue)' to '\(second.rawValue)': "
                + "UIKit refuses to mix leading/trailing with left/right in one constraint"
        }
        return nil
    }

    /// Why `attribute` may not equal a constant alone, or nil when it may (widths and heights).
    static func constantOnlyProblem(_ attribute: LayoutAttribute) -> String? {
        guard attribute.kind == .location else { return nil }
        return "'\(attribute.rawValue)' is a position and cannot equal a constant alone: UIKit sets only widths "
            + "and heights to constants; relate it to another item, e.g. 'superview.\(attribute.rawValue) + 20'"
    }

    /// Reads a priority written as a metric name, a priority name (`required`, `high`, `low`,
    /// `fittingSize`) or a number; metrics are looked up first. Nil when the name is neither.
    static func namedPriority(_ name: String, metrics: [String: Double]) -> LayoutPriority? {
        if let value = metrics[name] { return LayoutPriority(value) }
        return LayoutPriority.namedValues.first { $0.name == name }?.priority
    }

    /// Why `constant` is out of range, or nil when it is a finite number within ±``LayoutLimits/maximumConstant``.
    static func constantProblem(_ constant: Double) -> ValueProblem? {
        guard constant.isFinite else { return .numberOutOfRange }
        return abs(constant) > LayoutLimits.maximumConstant ? .constantOutOfRange(constant) : nil
    }

    /// Why `multiplier` is out of range, or nil when its size lies within ``LayoutLimits/multiplierMagnitudes``
    /// (0 is judged elsewhere: it cancels the second item).
    static func multiplierProblem(_ multiplier: Double) -> ValueProblem? {
        guard multiplier.isFinite else { return .numberOutOfRange }
        guard multiplier != 0, !LayoutLimits.multiplierMagnitudes.contains(abs(multiplier)) else { return nil }
        return .multiplierOutOfRange(multiplier)
    }
}

/// Reading attribute names, with suggestions for misspellings.
enum AttributeName {
    /// The attribute named `name`, or an error at `offset` suggesting the nearest valid name.
    static func read(_ name: String, at offset: Int, in scanner: TextScanner) throws(ConstraintTextError) -> LayoutAttribute {
        if let attribute = LayoutAttribute(name: name) { return attribute }
        // The Auto Layout Guide capitalises attributes: `RedView.Leading`.
        if let first = name.first, first.isUppercase, let attribute = LayoutAttribute(name: first.lowercased() + name.dropFirst()) {
            return attribute
        }
        throw scanner.error("unknown attribute '\(name)'", at: offset, kind: .unknownName, suggestion: suggestion(for: name))
    }

    /// The attribute a misspelt or anchor-style name (`leadingAnchor`) most likely means.
    static func suggestion(for name: String) -> String? {
        // People pasting from anchor code write `leadingAnchor` where an equation says `leading`.
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(name.dropLast(6))) {
            return attribute.rawValue
        }
        return Suggestions.nearest(to: name, in: LayoutAttribute.allNames)
    }
}
