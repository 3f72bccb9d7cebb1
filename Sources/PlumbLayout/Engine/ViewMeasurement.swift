/// What one layout pass knows about a view before solving: its properties on this canvas, its
/// measured text, intrinsic size, baselines and the insets of its safe-area, margins and readable guides.
///
/// Everything here that depends on the view's solved frame (the wrapping width of multi-line
/// labels, the safe area of non-root views and the insets that follow from it) is taken from the
/// previous pass; the engine repeats passes until these stop changing.
struct ViewMeasurement: Hashable {
    var properties: ViewProperties
    var text: TextMetrics?
    var intrinsic: IntrinsicContent.Dimensions
    var baseline: BaselinePlacement
    var safeAreaInsets: EdgeInsets
    var marginInsets: EdgeInsets
    var readableInsets: EdgeInsets
    /// How far the frame reaches past the alignment rectangle the layout variables hold.
    var alignmentInsets: EdgeInsets
    /// The view whose first baseline is this view's: itself, or for a stack an arranged view
    /// (``BaselineViews``).
    var firstBaselineView = 0
    /// The view whose last baseline is this view's.
    var lastBaselineView = 0
}

extension ViewMeasurement {
    /// The measurement without the insets planning reads only for views with guides of that kind
    /// (``PassPlan/plansAlike(_:_:items:)`` compares those per guide).
    var ignoringGuideInsets: ViewMeasurement {
        var measurement = self
        measurement.safeAreaInsets = .zero
        measurement.marginInsets = .zero
        measurement.readableInsets = .zero
        return measurement
    }
}

/// Measures every view for one pass on one canvas.
struct PassMeasurer {
    let tree: SceneTree
    let canvas: Canvas
    let textMeasurer: any TextMeasuring

    /// UIKit's readable content width at the default text size (third-party measurement).
    static let readableWidth = 672.0
    /// A plain view's layout margins.
    static let defaultMargin = 8.0

    /// - Parameters:
    ///   - properties: each view's properties on this canvas, in tree order.
    ///   - frames: each view's absolute alignment rectangle from the previous pass, or `nil` before the first.
    func measure(properties: [ViewProperties], frames: [Rect]?) -> [ViewMeasurement] {
        let safeRect = Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea)
        // In tree order, so a view's superview is measured before it (its margins may widen the view's).
        var measured: [ViewMeasurement] = []
        measured.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let view = tree.views[index]
            var viewProperties = properties[index]
            let alignment = viewProperties.alignmentInsets ?? view.kind.rules.alignmentInsets
            // The previous pass's frame: its alignment rectangle grown by the insets (the root's is the canvas).
            let frame = frames.map { $0[index].outset(by: alignment) }
                ?? (index == SceneTree.root ? Rect(origin: .zero, size: canvas.size) : .zero)
            var text: TextMetrics?
            if let rule = view.kind.rules.text {
                let font = rule.font(viewProperties, textSize: canvas.textSize)
                viewProperties.font = font
                let maxLines = rule.maxLines(viewProperties)
                let wraps = rule.followsLineLimit && maxLines != 1
                let wrapWidth = wraps ? frames.map { quantized($0[index].width) } : nil
                // A segmented control's segments are as wide as its widest title.
                text = rule.strings(viewProperties)
                    .map { textMeasurer.measure($0, font: font, maxWidth: wrapWidth, maxLines: maxLines) }
                    .max { $0.size.width < $1.size.width }
                    ?? textMeasurer.measure("", font: font, maxWidth: wrapWidth, maxLines: maxLines)
            }
            let safe = safeAreaInsets(index, frame: frame, safeRect: safeRect)
            var margins = marginInsets(index, properties: viewProperties, safe: safe)
            if viewProperties.preservesSuperviewLayoutMargins == true, let parent = view.parent, parent < measured.count {
                let parentFrame = frames.map { $0[parent].outset(by: measured[parent].alignmentInsets) }
                    ?? (parent == SceneTree.root ? Rect(origin: .zero, size: canvas.size) : frame)
                margins = Self.preserving(margins, frame: frame, superview: parentFrame,
                                          superviewMargins: measured[parent].marginInsets)
            }
            measured.append(ViewMeasurement(
                properties: viewProperties, text: text,
                intrinsic: IntrinsicContent.dimensions(kind: view.kind, properties: viewProperties, text: text,
                                                       scale: canvas.scale),
                baseline: BaselinePlacement(kind: view.kind, text: text, metrics: viewProperties.baselineMetrics),
                safeAreaInsets: safe, marginInsets: margins,
                readableInsets: readableInsets(frame: frame, margins: margins), alignmentInsets: alignment))
        }
        BaselineViews.assign(to: &measured, tree: tree)
        return measured
    }

    /// `preservesSuperviewLayoutMargins`: each margin at least as wide as the part of the
    /// superview's margin that reaches into the view, so content inside the view's margins is inside
    /// the superview's too. (Apple: "the smallest amount needed to ensure that content is also
    /// inside the superview's margins".)
    static func preserving(_ margins: EdgeInsets, frame: Rect, superview: Rect, superviewMargins: EdgeInsets) -> EdgeInsets {
        func reach(_ superviewMargin: Double, _ distance: Double) -> Double { max(0, superviewMargin - distance) }
        return EdgeInsets(top: max(margins.top, reach(superviewMargins.top, frame.minY - superview.minY)),
                          left: max(margins.left, reach(superviewMargins.left, frame.minX - superview.minX)),
                          bottom: max(margins.bottom, reach(superviewMargins.bottom, superview.maxY - frame.maxY)),
                          right: max(margins.right, reach(superviewMargins.right, superview.maxX - frame.maxX)))
    }

    /// The root's safe area is the canvas's; any other view's is the part of it inside the view,
    /// except inside a scroll view's content, which has none.
    private func safeAreaInsets(_ index: Int, frame: Rect, safeRect: Rect) -> EdgeInsets {
        if index == SceneTree.root { return canvas.safeArea }
        // Where content sits on screen depends on the content offset, which layout does not fix.
        // Measured at zero offset, content reaching past the safe area got larger margins, which
        // made it taller, which reached further: the content size grew with every pass.
        if tree.isInsideScrollView(index) { return .zero }
        func clamp(_ value: Double, _ limit: Double) -> Double { quantized(min(max(0, value), max(0, limit))) }
        return EdgeInsets(top: clamp(safeRect.minY - frame.minY, frame.height),
                          left: clamp(safeRect.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - safeRect.maxY, frame.height),
                          right: clamp(frame.maxX - safeRect.maxX, frame.width))
    }

    /// The root's side margin: 20 in regular width and on portrait iPhones 414 pt wide and wider
    /// (the Plus and Max sizes, the iPhone 11), 16 on narrower ones in compact width.
    static func rootSideMargin(_ canvas: Canvas) -> Double {
        if canvas.traits.horizontal == .regular { return 20 }
        let widePortraitPhone = canvas.traits.vertical == .regular && canvas.size.width >= 414
        return widePortraitPhone ? 20 : 16
    }

    /// Margins from the view's edges. The root's lie inside its safe area (16 at the sides in compact
    /// width, 20 in regular and on wide iPhones, 0 at top and bottom); other views' are 8, moved inside
    /// their safe area.
    private func marginInsets(_ index: Int, properties: ViewProperties, safe given: EdgeInsets) -> EdgeInsets {
        // `insetsLayoutMarginsFromSafeArea = false`: the margins ignore the safe area.
        let safe = properties.insetsLayoutMarginsFromSafeArea == false ? .zero : given
        if index == SceneTree.root {
            let side = Self.rootSideMargin(canvas)
            let base = properties.layoutMargins ?? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            return EdgeInsets(top: safe.top + base.top, left: safe.left + base.left,
                              bottom: safe.bottom + base.bottom, right: safe.right + base.right)
        }
        let base = properties.layoutMargins ?? EdgeInsets(all: Self.defaultMargin)
        return EdgeInsets(top: max(base.top, safe.top), left: max(base.left, safe.left),
                          bottom: max(base.bottom, safe.bottom), right: max(base.right, safe.right))
    }

    /// The readable guide: the margins' rectangle narrowed, centred, to at most 672 pt × the text scale.
    private func readableInsets(frame: Rect, margins: EdgeInsets) -> EdgeInsets {
        let marginsWidth = quantized(frame.width) - margins.left - margins.right
        let readable = min(marginsWidth, Self.readableWidth * canvas.textSize.fontScale)
        let extra = max(0, (marginsWidth - readable) / 2)
        return EdgeInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }

    /// Solved values rounded to a millionth of a point, so floating-point noise does not count as a change.
    private func quantized(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
