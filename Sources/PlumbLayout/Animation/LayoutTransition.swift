/// The flight between two solved layouts of one canvas, as Core Animation shows a constraint change
/// made inside `UIView.animate(withDuration:) { view.layoutIfNeeded() }`: every view moves from its
/// frame in ``from`` to its frame in ``to`` along the timing curve, and constraints are not solved
/// on the way.
///
/// The views take the end state's properties at once (an app sets its model values before the
/// animation runs), so text does not re-wrap mid-flight. A view that is in one layout only, or
/// hidden in one of them, fades: its `alpha` follows the progress.
///
/// The two layouts may be of different canvases (a rotation, portrait to landscape, as a view
/// controller's view is laid out again when its window's bounds change): the canvas's size and
/// safe area then move along the same curve, and the layout in flight is of the end canvas at the
/// size between (``canvasChanges``).
public struct LayoutTransition: Sendable {
    public var from: SolvedLayout
    public var to: SolvedLayout
    public var curve: TimingCurve
    /// The duration in seconds (`UIView.animate(withDuration:)`).
    public var duration: Double

    public init(from: SolvedLayout, to: SolvedLayout, curve: TimingCurve = .easeInEaseOut, duration: Double = 0.25) {
        self.from = from
        self.to = to
        self.curve = curve
        self.duration = duration
    }

    /// The times of `count` key frames from the start to the end, evenly spaced, in seconds.
    public func keyTimes(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        return (0..<count).map { duration * Double($0) / Double(count - 1) }
    }

    /// The layout on screen `seconds` after the animation began (clamped to the duration): the end
    /// layout at the duration, the start layout's frames at 0.
    public func layout(atSeconds seconds: Double) -> SolvedLayout {
        layout(atTime: duration > 0 ? seconds / duration : 1)
    }

    /// The layout at `time`, a fraction of the duration in 0...1.
    public func layout(atTime time: Double) -> SolvedLayout {
        let progress = curve.progress(atTime: time, duration: duration)
        let starts = Dictionary(from.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let ends = Set(to.views.map(\.name))
        var views: [SolvedView] = []
        for end in to.views {
            guard let start = starts[end.name] else {
                views.append(Self.fading(end, opacity: progress))
                continue
            }
            var view = end
            view.frame = Self.mix(start.frame, end.frame, progress)
            view.absolute = Self.mix(start.absolute, end.absolute, progress)
            switch (start.properties.hidden == true, end.properties.hidden == true) {
            case (true, false): view = Self.fading(view, opacity: progress)
            case (false, true): view = Self.fading(view, opacity: 1 - progress)
            default: break
            }
            views.append(view)
        }
        for start in from.views where !ends.contains(start.name) {
            views.append(Self.fading(start, opacity: 1 - progress))
        }
        var canvas = to.canvas
        if canvasChanges {
            canvas.size = Self.mix(Rect(origin: .zero, size: from.canvas.size), Rect(origin: .zero, size: to.canvas.size), progress).size
            canvas.safeArea = Self.mix(from.canvas.safeArea, to.canvas.safeArea, progress)
        }
        var layout = SolvedLayout(canvas: canvas, views: views, guides: mixedGuides(progress),
                                  contentSizes: to.contentSizes)
        layout.passes = 0
        return layout
    }

    /// Whether the canvas itself changes size or safe area on the way (a rotation).
    public var canvasChanges: Bool {
        from.canvas.size != to.canvas.size || from.canvas.safeArea != to.canvas.safeArea
    }

    /// The largest canvas size any moment of the transition shows (a spring may overshoot the end):
    /// the stage an animation of a rotation is drawn on.
    public var largestCanvasSize: Size {
        guard canvasChanges else { return to.canvas.size }
        // The size is linear in the progress, so the largest is at the progress's extremes.
        let progress = (0...240).map { curve.progress(atTime: Double($0) / 240, duration: duration) } + [0, 1]
        let sizes = [progress.min() ?? 0, progress.max() ?? 1].map {
            Self.mix(Rect(origin: .zero, size: from.canvas.size), Rect(origin: .zero, size: to.canvas.size), $0).size
        }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    private func mixedGuides(_ progress: Double) -> [String: Rect] {
        var guides = to.guides
        for (name, end) in to.guides {
            if let start = from.guides[name] { guides[name] = Self.mix(start, end, progress) }
        }
        return guides
    }

    /// `view` drawn at `opacity` (hidden at 0, its own alpha at 1).
    private static func fading(_ view: SolvedView, opacity: Double) -> SolvedView {
        var faded = view
        let own = view.properties.alpha ?? 1
        faded.properties.hidden = opacity <= 0
        faded.properties.alpha = opacity >= 1 ? view.properties.alpha : own * max(opacity, 0)
        return faded
    }

    static func mix(_ start: EdgeInsets, _ end: EdgeInsets, _ progress: Double) -> EdgeInsets {
        func value(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return EdgeInsets(top: value(start.top, end.top), left: value(start.left, end.left),
                          bottom: value(start.bottom, end.bottom), right: value(start.right, end.right))
    }

    /// The rectangle `progress` of the way from `start` to `end` (beyond them for a curve that overshoots).
    static func mix(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
        func value(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Rect(x: value(start.minX, end.minX), y: value(start.minY, end.minY),
                    width: value(start.width, end.width), height: value(start.height, end.height))
    }
}
