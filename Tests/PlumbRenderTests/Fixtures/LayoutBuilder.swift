import PlumbLayout
@testable import PlumbRender

/// Builds `SolvedLayout`s by hand for rendering tests: views placed at given frames, text
/// measured with the real Pango measurer (so frames and drawn text agree as the engine's would),
/// and constraints resolved against the placed frames.
struct LayoutBuilder {
    let canvas: Canvas
    private(set) var views: [SolvedView]
    private(set) var constraints: [SolvedConstraint] = []
    var guides: [String: Rect] = [:]
    var contentSizes: [String: Size] = [:]

    init(canvas: Canvas, rootBackground: Color? = nil) {
        self.canvas = canvas
        var properties = ViewProperties()
        properties.background = rootBackground
        let bounds = Rect(origin: .zero, size: canvas.size)
        let margin = canvas.traits.horizontal == .compact ? 16.0 : 20
        views = [SolvedView(name: LayoutDocument.rootName, kind: .view, superview: nil, frame: bounds, absolute: bounds,
                            properties: properties,
                            layoutMargins: EdgeInsets(top: canvas.safeArea.top, left: canvas.safeArea.left + margin,
                                                      bottom: canvas.safeArea.bottom, right: canvas.safeArea.right + margin))]
    }

    var layout: SolvedLayout {
        SolvedLayout(canvas: canvas, views: views, guides: guides, contentSizes: contentSizes, constraints: constraints)
    }

    func frame(of name: String) -> Rect {
        views.first { $0.name == name }?.absolute ?? guides[name] ?? .zero
    }

    /// The intrinsic size of a text-showing view: its text's size (plus a button's and a field's insets).
    static func intrinsicSize(kind: ViewKind, properties: ViewProperties, canvas: Canvas, width: Double?) -> Size? {
        let probe = SolvedView(name: "probe", kind: kind, superview: "root", frame: .zero, absolute: .zero,
                               properties: properties)
        guard var text = ViewText(view: probe, canvas: canvas, width: width) else { return nil }
        if width == nil || kind != .label { text.style.width = nil }
        let size = PangoTextMeasurer().measure(text.string, style: text.style).size
        switch kind {
        case .button: return Size(width: size.width + (properties.buttonStyle == .filled ? 32 : 0), height: size.height + 12)
        case .textField: return Size(width: size.width + 14, height: max(34, size.height + 8))
        default: return size
        }
    }

    /// Adds a view at `frame` in its superview's coordinates; a `nil` width or height is the
    /// view's intrinsic one.
    @discardableResult
    mutating func add(_ name: String, _ kind: ViewKind, in superview: String = LayoutDocument.rootName,
                      x: Double, y: Double, width: Double? = nil, height: Double? = nil,
                      _ configure: (inout ViewProperties) -> Void = { _ in }) -> Rect {
        var properties = ViewProperties()
        configure(&properties)
        let intrinsic = Self.intrinsicSize(kind: kind, properties: properties, canvas: canvas, width: width)
        let frame = Rect(x: x, y: y, width: width ?? intrinsic?.width ?? 0, height: height ?? intrinsic?.height ?? 0)
        let parent = views.first { $0.name == superview }?.absolute ?? .zero
        let absolute = frame.offsetBy(dx: parent.minX, dy: parent.minY)
        var view = SolvedView(name: name, kind: kind, superview: superview, frame: frame, absolute: absolute,
                              properties: properties, layoutMargins: EdgeInsets(all: 8),
                              isArranged: views.first { $0.name == superview }?.kind == .stack)
        if let text = ViewText(view: view, canvas: canvas) {
            view.text = PangoTextMeasurer(direction: canvas.direction).measure(text.string, style: text.style)
        }
        views.append(view)
        return absolute
    }

    /// Adds a constraint `first.a relation multiplier × second.b + constant @priority`, resolved
    /// against the frames placed so far.
    mutating func constrain(_ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                            _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil,
                            multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                            state: SolvedConstraint.State = .satisfied, source: SolvedConstraint.Source = .user,
                            text: String? = nil) {
        let secondReference = second.map {
            AttributeReference(item: ItemReference($0), attribute: secondAttribute ?? attribute)
        }
        let written = text ?? Self.describe(first, attribute, relation, second, secondAttribute ?? attribute,
                                            multiplier: multiplier, constant: constant, priority: priority)
        let spec = ConstraintSpec(first: AttributeReference(item: ItemReference(first), attribute: attribute),
                                  relation: relation, second: secondReference, multiplier: multiplier,
                                  constant: constant, priority: LayoutPriority(priority),
                                  origin: ConstraintOrigin(text: written, syntax: .equation))
        constraints.append(SolvedConstraint(spec: spec, state: state, source: source, firstFrame: frame(of: first),
                                            secondFrame: second.map(frame(of:)), firstName: first, secondName: second))
    }

    private static func describe(_ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                                 _ second: String?, _ secondAttribute: LayoutAttribute, multiplier: Double,
                                 constant: Double, priority: Double) -> String {
        var text = "\(first).\(attribute.rawValue) \(relation.symbol) "
        if let second {
            text += multiplier == 1 ? "" : "\(formatNumber(multiplier)) * "
            text += "\(second).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        return priority < 1000 ? text + " @\(formatNumber(priority))" : text
    }
}
