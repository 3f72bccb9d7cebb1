/// Apple's Visual Format Language: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// What each form becomes (horizontal, leading to trailing; `V:` uses `top`/`bottom` and `height`):
///
/// | format | constraint |
/// |---|---|
/// | `[a]-[b]` | `b.leading == a.trailing + standard` (8, ``ConstraintSpec/usesStandardSpacing``) |
/// | `[a][b]` | `b.leading == a.trailing` |
/// | `[a]-20-[b]`, `[a]-(>=20@750)-[b]` | `b.leading == a.trailing + 20`, `b.leading >= a.trailing + 20 @high` |
/// | `|-[a]`, `[a]-|` | `a.leading == superview.leadingMargin`, `superview.trailingMargin == a.trailing` |
/// | `|[a]`, `|-20-[a]` | `a.leading == superview.leading`, `a.leading == superview.leading + 20` |
/// | `[a]-20-|` | `superview.trailing == a.trailing + 20` |
/// | `[a(50@750)]`, `[a(>=70,<=100)]` | `a.width == 50 @high`; `a.width >= 70`, `a.width <= 100` |
/// | `[a(==b)]` | `a.width == b.width` |
///
/// The item that comes later along the axis is first in a spacing constraint, as Apple logs them,
/// so constants are positive gaps; `superview` there means the superview of the views of the format.
/// Constraints come in reading order (each connection and view as it appears), then the alignments.
public enum VisualFormat {
    /// The constraints a format string makes.
    ///
    /// - Parameters:
    ///   - format: the format string, e.g. `"H:|-[a]-[b(==a)]-|"`.
    ///   - options: alignment, direction and spacing options; alignments must be perpendicular to the axis.
    ///   - metrics: named constants; names are looked up as metrics before views.
    ///   - views: the view names that exist, when known; other names are then errors.
    ///   - location: where `format` begins in a file.
    /// - Throws: ``ConstraintTextError`` with Apple's message and the offset of the fault.
    public static func parse(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
                             views: Set<String>? = nil, location: SourceLocation? = nil) throws(ConstraintTextError) -> [ConstraintSpec] {
        var reader = VisualFormatReader(format, metrics: metrics, views: views, location: location)
        let syntax = try reader.read()
        try checkOptions(options, for: syntax, in: reader.scanner)
        return VisualFormatBuilder(syntax: syntax, options: options, format: format, location: location).constraints()
    }

    private static func checkOptions(_ options: VisualFormatOptions, for syntax: VisualFormatSyntax,
                                     in scanner: TextScanner) throws(ConstraintTextError) {
        let at = syntax.orientationOffset ?? 0
        let layoutAxis: LayoutAttribute.Axis = syntax.axis == .horizontal ? .horizontal : .vertical
        let perpendicular = VisualFormatOptions.named.filter { ($0.alignment?.axis).map { $0 != layoutAxis } ?? false }
        for attribute in options.alignmentAttributes where attribute.axis == layoutAxis {
            let option = VisualFormatOptions.named.first { $0.alignment == attribute }?.name ?? attribute.rawValue
            throw scanner.error("option \(option) aligns the views along the \(layoutAxis.rawValue) axis, the axis this format "
                                + "lays them out along; alignment must be perpendicular to it; use one of "
                                + perpendicular.map(\.name).joined(separator: ", "), at: at, kind: .notApplicable)
        }
        if options.contains(.spacingBaselineToBaseline), syntax.axis == .horizontal {
            throw scanner.error("option spacingBaselineToBaseline is only valid for vertical formats ('V:')", at: at, kind: .notApplicable)
        }
        for group in [VisualFormatOptions.directions, VisualFormatOptions.spacings] where options.intersection(group).names.count > 1 {
            throw scanner.error("options " + options.intersection(group).names.joined(separator: " and ")
                                + " contradict each other; give only one", at: at, kind: .invalidValue)
        }
    }
}

/// Turns a ``VisualFormatSyntax`` into constraints.
private struct VisualFormatBuilder {
    let syntax: VisualFormatSyntax
    let options: VisualFormatOptions
    let format: String
    let location: SourceLocation?

    /// One end of a spacing: the superview's edge or a view.
    private enum End {
        case superview
        case view(String)

        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    private var isVertical: Bool { syntax.axis == .vertical }
    /// Right to left runs the views from the right edge: the spacing rules see them mirrored.
    private var isMirrored: Bool { !isVertical && options.contains(.directionRightToLeft) }
    private var startAttribute: LayoutAttribute {
        if isVertical { return .top }
        return options.isDisjoint(with: [.directionLeftToRight, .directionRightToLeft]) ? .leading : .left
    }
    private var endAttribute: LayoutAttribute {
        if isVertical { return .bottom }
        return options.isDisjoint(with: [.directionLeftToRight, .directionRightToLeft]) ? .trailing : .right
    }
    private var sizeAttribute: LayoutAttribute { isVertical ? .height : .width }

    func constraints() -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        if let (bar, connection) = syntax.leadingSuperview, let first = syntax.views.first {
            result += spacing(from: .superview, to: .view(first.name), connection, range: bar..<first.range.lowerBound)
        }
        for (index, view) in syntax.views.enumerated() {
            result += sizes(of: view)
            if index < syntax.connections.count {
                let next = syntax.views[index + 1]
                result += spacing(from: .view(view.name), to: .view(next.name), syntax.connections[index],
                                  range: view.range.upperBound - 1..<next.range.lowerBound + 1)
            }
        }
        if let (bar, connection) = syntax.trailingSuperview, let last = syntax.views.last {
            result += spacing(from: .view(last.name), to: .superview, connection, range: last.range.upperBound - 1..<bar + 1)
        }
        result += alignments()
        return result
    }

    private func origin(_ range: Range<Int>) -> ConstraintOrigin {
        ConstraintOrigin(text: format, syntax: .visualFormat, range: range, location: location)
    }

    private func reference(_ name: String, _ attribute: LayoutAttribute) -> AttributeReference {
        AttributeReference(item: ItemReference([name]), attribute: attribute)
    }

    /// `[a(>=70,<=100)]`: one constraint on the view's size per predicate.
    private func sizes(of view: VisualFormatSyntax.View) -> [ConstraintSpec] {
        view.predicates.map { predicate in
            var spec = ConstraintSpec(first: reference(view.name, sizeAttribute), relation: predicate.relation,
                                      priority: predicate.priority, origin: origin(predicate.range))
            switch predicate.object {
            case .constant(let value): spec.constant = value
            case .view(let other): spec.second = reference(other, sizeAttribute)
            }
            return spec
        }
    }

    /// The constraints of one connection between `before` and `after` (in the order written).
    private func spacing(from before: End, to after: End, _ connection: VisualFormatSyntax.Connection,
                         range: Range<Int>) -> [ConstraintSpec] {
        // In visual order the later item's start edge follows the earlier item's end edge.
        let (earlier, later) = isMirrored ? (after, before) : (before, after)
        let touchesSuperview = before.isSuperview || after.isSuperview
        switch connection.spacing {
        case .flush:
            return [gap(earlier, later, relation: .equal, constant: 0, priority: .required, range: range, flush: true)]
        case .standard where touchesSuperview:
            // iOS 8 and later: `|-` and `-|` pin to the superview's layout margins.
            return [gap(earlier, later, relation: .equal, constant: 0, priority: .required, range: range, toMargin: true)]
        case .standard:
            return [gap(earlier, later, relation: .equal, constant: LayoutConstants.standardSpacing, priority: .required,
                        range: range, standard: true)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                let value: Double
                if case .constant(let constant) = predicate.object { value = constant } else { value = 0 }
                return gap(earlier, later, relation: predicate.relation, constant: value, priority: predicate.priority,
                           range: predicates.count == 1 ? range : predicate.range)
            }
        }
    }

    /// `later.start relation earlier.end + constant`, with the superview's inner edges at the ends.
    private func gap(_ earlier: End, _ later: End, relation: LayoutRelation, constant: Double, priority: LayoutPriority,
                     range: Range<Int>, toMargin: Bool = false, standard: Bool = false, flush: Bool = false) -> ConstraintSpec {
        // Mirrored formats already swapped the items, so the attributes stay left-to-right.
        let start = startAttribute, end = endAttribute
        let margin: (LayoutAttribute) -> LayoutAttribute = { toMargin ? Self.marginForm(of: $0) : $0 }
        let first: AttributeReference, second: AttributeReference
        switch (earlier, later) {
        case (.superview, .view(let name)):
            first = reference(name, start)
            second = AttributeReference(item: .superview, attribute: margin(start))
        case (.view(let name), .superview):
            first = AttributeReference(item: .superview, attribute: margin(end))
            second = reference(name, end)
        case (.view(let a), .view(let b)):
            // Baseline spacing measures a space between views; flush views still touch edge to edge.
            let baselines = isVertical && options.contains(.spacingBaselineToBaseline) && !flush
            first = reference(b, baselines ? .firstBaseline : start)
            second = reference(a, baselines ? .lastBaseline : end)
        case (.superview, .superview):
            // The reader never puts two bars side by side (`|-|` is an error); kept for completeness.
            first = AttributeReference(item: .superview, attribute: start)
            second = first
        }
        return ConstraintSpec(first: first, relation: relation, second: second, constant: constant, priority: priority,
                              usesStandardSpacing: standard, origin: origin(range))
    }

    private static func marginForm(of attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        default: return attribute
        }
    }

    /// `a.attr == b.attr` for each alignment option and each pair of neighbouring views.
    private func alignments() -> [ConstraintSpec] {
        let attributes = options.alignmentAttributes
        guard !attributes.isEmpty else { return [] }
        var result: [ConstraintSpec] = []
        for (a, b) in zip(syntax.views, syntax.views.dropFirst()) {
            for attribute in attributes {
                result.append(ConstraintSpec(first: reference(a.name, attribute), relation: .equal,
                                             second: reference(b.name, attribute),
                                             origin: origin(a.range.lowerBound..<b.range.upperBound)))
            }
        }
        return result
    }
}
