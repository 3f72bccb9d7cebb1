import PlumbLayout

/// Where an attribute lies on a solved item: the x or y of an edge, centre, margin or baseline.
struct AttributeGeometry {
    let direction: WritingDirection
    /// Solved views by name, for layout margins and text baselines.
    let views: [String: SolvedView]
    /// The canvas's safe area, in which the root view's layout margins lie.
    let safeArea: Rect

    init(canvas: Canvas, views: [SolvedView]) {
        direction = canvas.direction
        safeArea = Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea)
        var byName: [String: SolvedView] = [:]
        for view in views where byName[view.name] == nil { byName[view.name] = view }
        self.views = byName
    }

    /// The coordinate of a location attribute on `frame` (x for horizontal ones, y for vertical);
    /// `nil` for `width` and `height`.
    func coordinate(of attribute: LayoutAttribute, on frame: Rect, item: String) -> Double? {
        var frame = frame
        if attribute.isMargin, let margins = views[item]?.layoutMargins { frame = frame.inset(by: margins) }
        let leftToRight = direction == .leftToRight
        switch attribute.withoutMargin {
        case .left: return frame.minX
        case .right: return frame.maxX
        case .leading: return leftToRight ? frame.minX : frame.maxX
        case .trailing: return leftToRight ? frame.maxX : frame.minX
        case .centerX: return frame.midX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .centerY: return frame.midY
        case .firstBaseline, .lastBaseline: return baseline(attribute, on: frame, item: item)
        case .width, .height: return nil
        default: return nil
        }
    }

    /// Which side of a frame an edge attribute (or its margin) lies on, leading and trailing
    /// resolved for the canvas's direction; `nil` for centres, baselines and sizes.
    func side(of attribute: LayoutAttribute) -> Side? {
        let leftToRight = direction == .leftToRight
        switch attribute.withoutMargin {
        case .left: return .minX
        case .right: return .maxX
        case .leading: return leftToRight ? .minX : .maxX
        case .trailing: return leftToRight ? .maxX : .minX
        case .top: return .minY
        case .bottom: return .maxY
        default: return nil
        }
    }

    /// A side of a rectangle.
    enum Side: Equatable {
        case minX, maxX, minY, maxY
    }

    /// Where the engine put the baseline (``BaselinePlacement``): a label's first baseline a fixed
    /// distance below its top and its last above its bottom, a button's or text field's on its
    /// centred text; a view without text has its first at its top and its last at its bottom, as in
    /// UIKit; a stack's are an arranged view's (``SolvedView/firstBaselineView``).
    private func baseline(_ attribute: LayoutAttribute, on frame: Rect, item: String) -> Double {
        guard let view = views[item] else { return attribute == .firstBaseline ? frame.minY : frame.maxY }
        let stand = attribute == .firstBaseline ? view.firstBaselineView : view.lastBaselineView
        if let stand, let arranged = views[stand] {
            // Where the arranged view lies in `frame`'s coordinates (absolute, as the constraints' frames are).
            let rect = arranged.absoluteAlignmentRect
            return BaselinePlacement(kind: arranged.kind, text: arranged.text, metrics: arranged.properties.baselineMetrics)
                .position(of: attribute, top: rect.minY, height: rect.height)
        }
        return BaselinePlacement(kind: view.kind, text: view.text, metrics: view.properties.baselineMetrics).position(of: attribute, top: frame.minY, height: frame.height)
    }

    /// How far below the layout's baseline (`attribute`, ``coordinate(of:on:item:)``) the picture
    /// shows that baseline of the view's text: zero, but for a label taller (or shorter) than its
    /// text. Its text is drawn centred in its frame, as UILabel draws it, while the layout holds its
    /// first baseline a fixed distance below its top and its last above its bottom
    /// (``BaselinePlacement``), so the two lie half the extra height apart.
    func drawnBaselineOffset(_ attribute: LayoutAttribute, on frame: Rect, item: String) -> Double {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view = views[item], let text = view.text,
              case .fromEdges = BaselinePlacement(kind: view.kind, text: text, metrics: view.properties.baselineMetrics) else { return 0 }
        let drawnTop = frame.midY - text.size.height / 2
        let drawn = drawnTop + (attribute == .firstBaseline ? text.firstBaseline : text.lastBaseline)
        return drawn - baseline(attribute, on: frame, item: item)
    }
}
