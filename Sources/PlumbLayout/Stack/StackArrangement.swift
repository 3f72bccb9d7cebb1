/// The constraints a `UIStackView` would add to lay out its arranged subviews, computed from a
/// stack's description alone, so that diagnostics and drawings see them like any other constraint.
///
/// Identifiers follow UIKit's logs (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`, `UISV-hiding`,
/// `UISV-spanning-boundary`, `UISV-canvas-fit`, `UISV-ambiguity-suppression`). The engine installs
/// ``constraints``, creates the ``guides`` (owned by the stack) and applies the ``priorityBiases`` to
/// the arranged views' hugging and compression resistance.
public struct StackArrangement: Hashable, Sendable {
    public var constraints: [ConstraintSpec]
    /// Spacer guides the stack owns (the gaps of `equalSpacing` and `equalCentering`).
    public var guides: [String]
    /// Tiny per-view additions to hugging and resistance along the axis, so that views with equal
    /// priorities stretch and shrink in arrangement order, as UIKit documents for `fill`.
    public var priorityBiases: [String: Double]

    public init(constraints: [ConstraintSpec] = [], guides: [String] = [], priorityBiases: [String: Double] = [:]) {
        self.constraints = constraints
        self.guides = guides
        self.priorityBiases = priorityBiases
    }

    /// The priority of the constraints that make a stack hug its content where nothing else sizes it.
    public static let fittingPriority = LayoutPriority(49)
    /// The priority of the constraints that hold each arranged view of a stack not aligned `fill`
    /// to no size across the axis when nothing else sizes it (UIKit's `UISV-ambiguity-suppression`, 25).
    public static let ambiguitySuppressionPriority = LayoutPriority(25)
    /// The priority of `fillProportionally`'s proportion constraint for the arranged view at `index`
    /// (among all arranged views, hidden ones too): 999 less the index, not below 751, as UIKit sets it.
    public static func proportionalPriority(index: Int) -> LayoutPriority {
        LayoutPriority(max(999 - Double(index), 751))
    }
    /// The priority holding at 0 a `fillProportionally` view whose length Plumb cannot tell (UIKit,
    /// which knows its fitting length, holds one of no length at 0, required): Plumb's choice, above
    /// every share and below required.
    public static let unmeasuredHoldPriority = LayoutPriority(999.5)
    /// The step between successive arranged views' priority biases.
    public static let biasStep = 0.001

    /// The arrangement of `stack` (a node of kind `.stack`).
    ///
    /// - Parameters:
    ///   - isHidden: whether an arranged view is hidden on the canvas being solved; hidden views take no space.
    ///   - proportionalLength: an arranged view's length along the stack's axis by which
    ///     `fillProportionally` weighs it: its intrinsic length, or its fitting length when it has none
    ///     (a nested stack's content); nil where Plumb cannot tell (a plain view without an intrinsic
    ///     length, whose fitting size would need its own constraints solved).
    public static func make(for stack: ViewNode, isHidden: (String) -> Bool,
                            proportionalLength: (String) -> Double?) -> StackArrangement {
        var builder = StackArrangementBuilder(stack: stack, settings: stack.properties.stack ?? StackProperties())
        builder.build(isHidden: isHidden, proportionalLength: proportionalLength)
        return builder.arrangement
    }

    /// The gap guides a stack owns: one between each pair of arranged views, for the equal distributions.
    public static func gapGuides(of stack: ViewNode) -> [String] {
        guard (stack.properties.stack ?? StackProperties()).distribution.usesGapGuides, stack.subviews.count > 1 else { return [] }
        return (0..<stack.subviews.count - 1).map { gapGuideName(stack: stack.name, index: $0) }
    }

    /// The name of the `index`th gap guide of a stack: a character scene names cannot hold keeps it apart.
    public static func gapGuideName(stack: String, index: Int) -> String { "\(stack)#gap\(index)" }

    /// Whether a guide name is one ``gapGuideName(stack:index:)`` made.
    static func isGapGuideName(_ name: String) -> Bool { name.contains("#gap") }
}

/// Builds one stack's arrangement, constraint by constraint.
struct StackArrangementBuilder {
    let stack: ViewNode
    let settings: StackProperties
    var arrangement = StackArrangement()

    init(stack: ViewNode, settings: StackProperties) {
        self.stack = stack
        self.settings = settings
    }

    private var axis: LayoutAttribute.Axis { settings.axis }
    private var leadingEdge: LayoutAttribute { axis == .horizontal ? .leading : .top }
    private var trailingEdge: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    private var length: LayoutAttribute { axis == .horizontal ? .width : .height }
    private var center: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    private var crossLeading: LayoutAttribute { axis == .horizontal ? .top : .leading }
    private var crossTrailing: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }
    private var crossLength: LayoutAttribute { axis == .horizontal ? .height : .width }

    /// The stack's own edge, or its margin when the arrangement is relative to the layout margins.
    private func stackEdge(_ attribute: LayoutAttribute) -> AttributeReference {
        let edge: LayoutAttribute
        if settings.isLayoutMarginsRelativeArrangement {
            switch attribute {
            case .leading: edge = .leadingMargin
            case .trailing: edge = .trailingMargin
            case .top: edge = .topMargin
            case .bottom: edge = .bottomMargin
            case .centerX: edge = .centerXWithinMargins
            case .centerY: edge = .centerYWithinMargins
            default: edge = attribute
            }
        } else {
            edge = attribute
        }
        return AttributeReference(item: ItemReference([stack.name]), attribute: edge)
    }

    private func ref(_ name: String, _ attribute: LayoutAttribute) -> AttributeReference {
        AttributeReference(item: ItemReference([name]), attribute: attribute)
    }

    private mutating func add(_ identifier: String, _ first: AttributeReference, _ relation: LayoutRelation,
                              _ second: AttributeReference?, multiplier: Double = 1, constant: Double = 0,
                              priority: LayoutPriority = .required, standard: Bool = false) {
        let text = "\(identifier) \(stack.name)"
        arrangement.constraints.append(ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, usesStandardSpacing: standard, identifier: identifier,
            origin: ConstraintOrigin(text: text, syntax: .generated, location: stack.location)))
    }

    mutating func build(isHidden: (String) -> Bool, proportionalLength: (String) -> Double?) {
        let arranged = stack.subviews.map(\.name)
        var previousVisible: String?
        for name in arranged {
            guard isHidden(name) else {
                previousVisible = name
                continue
            }
            // A hidden view collapses in place, as UIKit's `UISV-hiding` does: no length along the axis,
            // where it would sit (just after the visible view before it, the spacing to it removed, or
            // at the stack's leading edge), placed across the axis as the alignment places views.
            add("UISV-hiding", ref(name, length), .equal, nil)
            if let previousVisible {
                add("UISV-hiding", ref(name, leadingEdge), .equal, ref(previousVisible, trailingEdge))
            } else {
                add("UISV-hiding", ref(name, leadingEdge), .equal, stackEdge(leadingEdge))
            }
            addHiddenCrossAxisPlacement(of: name)
        }
        let visible = arranged.filter { !isHidden($0) }
        guard let first = visible.first, let last = visible.last else {
            // An empty stack (or one whose views are all hidden) collapses along its axis.
            add("UISV-canvas-fit", ref(stack.name, length), .equal, nil, priority: StackArrangement.fittingPriority)
            return
        }
        add("UISV-canvas-connection", ref(first, leadingEdge), .equal, stackEdge(leadingEdge))
        add("UISV-canvas-connection", stackEdge(trailingEdge), .equal, ref(last, trailingEdge))
        addDistribution(visible, proportionalLength: proportionalLength)
        // Gap guides not used on this canvas, collapsed at the stack's corner: those of gaps that
        // hidden views removed, or all the stack owns where a trait variant's distribution that
        // uses them does not apply.
        let unusedGaps: [String]
        if settings.distribution.usesGapGuides {
            unusedGaps = (max(0, visible.count - 1)..<max(0, arranged.count - 1))
                .map { StackArrangement.gapGuideName(stack: stack.name, index: $0) }
        } else {
            unusedGaps = stack.guides.filter(StackArrangement.isGapGuideName)
        }
        for gap in unusedGaps {
            add("UISV-hiding", ref(gap, leadingEdge), .equal, stackEdge(leadingEdge))
            add("UISV-hiding", ref(gap, length), .equal, nil)
            addCrossAxisPlacement(of: gap)
        }
        addAlignment(visible)
        for (index, name) in visible.enumerated() {
            arrangement.priorityBiases[name] = Double(visible.count - 1 - index) * StackArrangement.biasStep
        }
    }

    private mutating func addDistribution(_ views: [String], proportionalLength: (String) -> Double?) {
        let pairs = zip(views, views.dropFirst())
        switch settings.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in pairs { addSpacing(from: previous, to: next, relation: .equal) }
            if settings.distribution == .fillEqually, let first = views.first {
                for other in views.dropFirst() {
                    add("UISV-fill-equally", ref(other, length), .equal, ref(first, length))
                }
            }
            if settings.distribution == .fillProportionally {
                addProportions(views, proportionalLength: proportionalLength)
            }
        case .equalSpacing, .equalCentering:
            // Gap guides between neighbours: edge to edge for equalSpacing, centre to centre for equalCentering.
            let (from, to) = settings.distribution == .equalSpacing ? (trailingEdge, leadingEdge) : (center, center)
            for (index, (previous, next)) in pairs.enumerated() {
                addSpacing(from: previous, to: next, relation: .greaterThanOrEqual)
                let gap = StackArrangement.gapGuideName(stack: stack.name, index: index)
                arrangement.guides.append(gap)
                add("UISV-distributing-edge", ref(gap, leadingEdge), .equal, ref(previous, from))
                add("UISV-distributing-edge", ref(gap, trailingEdge), .equal, ref(next, to))
                addCrossAxisPlacement(of: gap)
            }
            addEqualGaps(count: views.count - 1)
        }
    }

    /// A gap guide lies along the stack's leading cross edge with no thickness, so it is fully placed.
    /// A hidden view across the axis: filling the stack, or at the edge or centre the alignment puts
    /// views at, without pushing the stack's edges (it shows nothing).
    private mutating func addHiddenCrossAxisPlacement(of name: String) {
        switch settings.alignment {
        case .fill:
            add("UISV-hiding", ref(name, crossLeading), .equal, stackEdge(crossLeading))
            add("UISV-hiding", stackEdge(crossTrailing), .equal, ref(name, crossTrailing))
        case .trailing, .bottom:
            add("UISV-hiding", stackEdge(crossTrailing), .equal, ref(name, crossTrailing))
        case .center:
            add("UISV-hiding", ref(name, crossCenter), .equal, stackEdge(crossCenter))
        case .leading, .top, .firstBaseline, .lastBaseline:
            add("UISV-hiding", ref(name, crossLeading), .equal, stackEdge(crossLeading))
        }
    }

    private mutating func addCrossAxisPlacement(of gap: String) {
        add("UISV-distributing-edge", ref(gap, crossLeading), .equal, stackEdge(crossLeading))
        add("UISV-distributing-edge", ref(gap, crossLength), .equal, nil)
    }

    /// `next` follows `previous` by the spacing: exactly for the fill distributions, at least for the equal ones.
    private mutating func addSpacing(from previous: String, to next: String, relation: LayoutRelation) {
        let (value, standard) = settings.spacing(after: previous)
        if settings.isBaselineRelativeArrangement && axis == .vertical {
            add("UISV-spacing", ref(next, .firstBaseline), relation, ref(previous, .lastBaseline),
                constant: value, standard: standard)
        } else {
            add("UISV-spacing", ref(next, leadingEdge), relation, ref(previous, trailingEdge),
                constant: value, standard: standard)
        }
    }

    /// Every gap as long as the first; the first as short as the spacing allows when nothing else decides.
    private mutating func addEqualGaps(count: Int) {
        guard count > 0 else { return }
        let firstGap = StackArrangement.gapGuideName(stack: stack.name, index: 0)
        for index in 1..<count {
            add("UISV-fill-equally", ref(StackArrangement.gapGuideName(stack: stack.name, index: index), length),
                .equal, ref(firstGap, length))
        }
        add("UISV-canvas-fit", ref(firstGap, length), .equal, nil, priority: StackArrangement.fittingPriority)
    }

    /// Each view's length in proportion to the stack's, in UIKit's own form (`docs/semantics.md`,
    /// *Stack views*): `view.length == L / D × stack.length`, no constant, where `D` is the sum of the
    /// positive proportional lengths `L` and of the stack's `spacing` once between each pair of visible
    /// views. Custom spacings do not count, and a standard spacing adds nothing (UIKit's marker for it
    /// is the smallest positive float). Priorities fall with the view's index so that, where the stack
    /// is longer or shorter than `D`, the last view gives way and takes the whole difference. A view
    /// of no length is held at 0; with no length to share at all, the views are equal instead.
    private mutating func addProportions(_ views: [String], proportionalLength: (String) -> Double?) {
        let spacing = settings.spacing ?? 0
        // A length Plumb cannot tell weighs 0, as UIKit weighs a view that fits in no length.
        let lengths = views.map { name -> Double? in
            proportionalLength(name).map { $0.isFinite ? max(0, $0) : 0 }
        }
        let denominator = lengths.reduce(0) { $0 + ($1 ?? 0) } + spacing * Double(views.count - 1)
        // UIKit shares proportionally only when D exceeds the spacing between all arranged views
        // (hidden ones too) and 1 pt; otherwise it makes every visible view as long as the first.
        // Plumb does so only when it knows every length: an unknown one may be what UIKit shares.
        let threshold = max(spacing * Double(stack.subviews.count - 1), 1)
        guard denominator > threshold, denominator.isFinite else {
            if let first = views.first, !lengths.contains(nil) {
                for other in views.dropFirst() {
                    add("UISV-fill-equally", ref(other, length), .equal, ref(first, length))
                }
            }
            return
        }
        let reference = AttributeReference(
            item: ItemReference(settings.isLayoutMarginsRelativeArrangement ? [stack.name, "margins"] : [stack.name]),
            attribute: length)
        // The index among all arranged views, hidden ones too, that sets each view's priority.
        let arrangedIndex = Dictionary(stack.subviews.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, viewLength) in zip(views, lengths) {
            let share = (viewLength ?? 0) / denominator
            if share > 0 {
                let index = arrangedIndex[name] ?? 0
                add("UISV-fill-proportionally", ref(name, length), .equal, reference, multiplier: share,
                    priority: share == 1 ? .required : StackArrangement.proportionalPriority(index: index))
            } else {
                // UIKit holds a view of no length at 0, required. A view Plumb cannot measure is held
                // there just below required: above every share, as an empty spacer view is in UIKit,
                // yet giving way without a conflict where its own required constraints size it.
                add("UISV-fill-proportionally", ref(name, length), .equal, nil,
                    priority: viewLength == nil ? StackArrangement.unmeasuredHoldPriority : .required)
            }
        }
    }

    private mutating func addAlignment(_ views: [String]) {
        let alignment = settings.alignment
        for name in views {
            switch alignment {
            case .fill:
                add("UISV-canvas-connection", ref(name, crossLeading), .equal, stackEdge(crossLeading))
                add("UISV-canvas-connection", stackEdge(crossTrailing), .equal, ref(name, crossTrailing))
            case .leading, .top:
                add("UISV-canvas-connection", ref(name, crossLeading), .equal, stackEdge(crossLeading))
                add("UISV-spanning-boundary", stackEdge(crossTrailing), .greaterThanOrEqual, ref(name, crossTrailing))
            case .trailing, .bottom:
                add("UISV-canvas-connection", stackEdge(crossTrailing), .equal, ref(name, crossTrailing))
                add("UISV-spanning-boundary", ref(name, crossLeading), .greaterThanOrEqual, stackEdge(crossLeading))
            case .center:
                add("UISV-canvas-connection", ref(name, crossCenter), .equal, stackEdge(crossCenter))
                add("UISV-spanning-boundary", ref(name, crossLeading), .greaterThanOrEqual, stackEdge(crossLeading))
                add("UISV-spanning-boundary", stackEdge(crossTrailing), .greaterThanOrEqual, ref(name, crossTrailing))
            case .firstBaseline, .lastBaseline:
                add("UISV-spanning-boundary", ref(name, crossLeading), .greaterThanOrEqual, stackEdge(crossLeading))
                add("UISV-spanning-boundary", stackEdge(crossTrailing), .greaterThanOrEqual, ref(name, crossTrailing))
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline, let first = views.first {
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for other in views.dropFirst() {
                add("UISV-alignment", ref(other, baseline), .equal, ref(first, baseline))
            }
        }
        if alignment != .fill {
            // Nothing pins the far edge: hug the largest arranged view unless something else sizes the stack.
            add("UISV-canvas-fit", ref(stack.name, crossLength), .equal, nil, priority: StackArrangement.fittingPriority)
            // A view that nothing else sizes across the axis is as thin as it can be, not ambiguous.
            for name in views {
                add("UISV-ambiguity-suppression", ref(name, crossLength), .equal, nil,
                    priority: StackArrangement.ambiguitySuppressionPriority)
            }
        }
    }
}

extension StackProperties.Distribution {
    /// Whether the distribution spaces views with gap guides (`equalSpacing`, `equalCentering`).
    public var usesGapGuides: Bool { self == .equalSpacing || self == .equalCentering }
}

extension StackProperties {
    /// The spacing after the arranged view `name`: a custom spacing set for it, else the stack's
    /// (`nil` = standard, 8 points).
    func spacing(after name: String) -> (value: Double, standard: Bool) {
        if let custom = customSpacing[name] { return (custom, false) }
        if let spacing { return (spacing, false) }
        return (LayoutConstants.standardSpacing, true)
    }
}
