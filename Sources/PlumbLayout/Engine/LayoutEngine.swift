/// Turns a ``LayoutDocument`` into frames for one or more canvases, the way UIKit's Auto Layout does.
///
/// The root view is exactly as large as the canvas (required, as a window holds a view controller's
/// view) unless the canvas asks for its fitting size on an axis (``Canvas/fitting``). An engine reads
/// the scene once; each canvas is solved with a fresh solver, so its result never depends on the
/// canvases solved before it. Intrinsic sizes are measured for each canvas (text size and
/// properties vary). Multi-line labels are laid out, given their solved width as the wrapping width,
/// and laid out again until nothing changes (at most ``maximumPasses`` solves).
///
/// ```swift
/// let engine = LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer())
/// let layouts = try engine.solve([portrait, landscape])
/// print(layouts[0].view(named: "nameLabel")?.frame ?? .zero)
/// ```
public final class LayoutEngine {
    /// The most solves of one canvas while multi-line text and safe-area insets settle.
    public static let maximumPasses = 8

    public let document: LayoutDocument
    private let textMeasurer: any TextMeasuring
    private var scene: PreparedScene?

    public init(document: LayoutDocument, textMeasurer: any TextMeasuring) {
        self.document = document
        self.textMeasurer = textMeasurer
    }

    /// Solves every canvas in order with the same solver.
    ///
    /// - Throws: ``LayoutError`` for a constraint that names an unknown item or relates attributes
    ///   UIKit refuses to relate (whichever canvas it applies to), or for a canvas with an invalid size.
    public func solve(_ canvases: [Canvas]) throws(LayoutError) -> [SolvedLayout] {
        var layouts: [SolvedLayout] = []
        for canvas in canvases { layouts.append(try solve(canvas)) }
        return layouts
    }

    /// Solves one canvas.
    ///
    /// - Throws: ``LayoutError``, as the solve of several canvases does.
    public func solve(_ canvas: Canvas) throws(LayoutError) -> SolvedLayout {
        try run(canvas).layout
    }

    /// Solves one canvas and keeps what diagnosis can build on: the solver as the last pass left it.
    func run(_ canvas: Canvas) throws(LayoutError) -> CanvasRun {
        let insets = canvas.safeArea
        guard canvas.size.width.isFinite, canvas.size.height.isFinite, canvas.size.width >= 0, canvas.size.height >= 0,
              canvas.scale.isFinite, canvas.scale > 0,
              [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw LayoutError(.invalidValue(.invalidCanvas(name: canvas.name, size: canvas.size, scale: canvas.scale)))
        }
        let scene = try preparedScene()
        let session = SolverSession(variableNames: scene.items.variableNames)
        let measurer = PassMeasurer(tree: scene.tree, canvas: canvas, textMeasurer: textMeasurer)
        let properties = scene.properties(for: canvas.traits)
        let active = scene.activeConstraints(for: canvas.traits)
        let root = RootSizing(canvas)

        var frames: [Rect]?
        var values: [Double] = []
        var solves = 0
        var settled = false
        // The last plan given to the solver and the measurements it came from: what the result reports.
        var measurements: [ViewMeasurement] = []
        var plan = PassPlan()
        // Other measurements found to plan that same pass again (the check that settled the canvas).
        var replanned: [ViewMeasurement]?
        while true {
            let nextMeasurements = measurer.measure(properties: properties, frames: frames)
            // The same measurements plan the same pass again (planning is a function of them): settled,
            // without planning every constraint once more.
            if solves > 0, nextMeasurements == measurements {
                settled = true
                break
            }
            // Measurements that differ only where planning does not look plan the same pass too.
            if solves > 0, PassPlan.plansAlike(nextMeasurements, measurements, items: scene.items) {
                settled = true
                replanned = nextMeasurements
                break
            }
            let nextPlan = try PassPlan.make(scene: scene, measurements: nextMeasurements, direction: canvas.direction,
                                             root: root, active: active)
            if solves > 0, nextPlan.planned == session.current {
                settled = true
                replanned = nextMeasurements
                break
            }
            if solves == Self.maximumPasses { break }
            (measurements, plan) = (nextMeasurements, nextPlan)
            try session.apply(plan.planned) { [plan] in BreakingChoice(plan: plan, tree: scene.tree, items: scene.items) }
            values = session.values()
            frames = scene.tree.views.indices.map { scene.items.items[$0].variables.rect(values) }
            solves += 1
        }

        var diagnostics = scene.diagnostics
        if !settled {
            diagnostics.append(LayoutDiagnostic(
                "The layout of canvas '\(canvas.name)' did not settle after \(Self.maximumPasses) passes: multi-line "
                + "text or safe-area insets keep changing the frames; the last pass is reported.", kind: .unsettled))
        }
        let builder = ResultBuilder(canvas: canvas, tree: scene.tree, items: scene.items, values: values,
                                    measurements: measurements)
        var layout = builder.build(plan: plan, brokenKeys: { session.conflict(for: $0) != nil }, diagnostics: diagnostics)
        layout.passes = solves
        // A fitting canvas is as large as the root view turned out.
        if canvas.fitting.contains(.width) { layout.canvas.size.width = layout.views[SceneTree.root].frame.width }
        if canvas.fitting.contains(.height) { layout.canvas.size.height = layout.views[SceneTree.root].frame.height }
        try layout.checkValuesInRange(locations: document.viewLocations)
        return CanvasRun(layout: layout, session: session, solves: solves, settled: settled,
                         measurements: measurements, plan: plan, replanned: replanned)
    }

    /// The document resolved once for every canvas (also the diagnoser's, which needs the same one).
    func preparedScene() throws(LayoutError) -> PreparedScene {
        if let scene { return scene }
        let prepared = try PreparedScene(document: document)
        scene = prepared
        return prepared
    }
}

/// One canvas as the engine solved it: the layout, and the solver session its passes went through.
struct CanvasRun {
    let layout: SolvedLayout
    let session: SolverSession
    let solves: Int
    let settled: Bool
    /// The measurements of the last pass given to the solver, and the pass planned from them.
    let measurements: [ViewMeasurement]
    let plan: PassPlan
    /// Measurements of the next pass when they differ from `measurements` but plan the same pass (a view's
    /// safe-area insets that no constraint reads, say, or a change that left every planned constraint as it
    /// was): the engine settled on finding so.
    let replanned: [ViewMeasurement]?

    /// Whether `measurements` plan the pass the engine applied last (`plan`): planning is a function of the
    /// measurements, so measurements the engine planned it from, or found to plan it again, do.
    func plansLastPass(_ measurements: [ViewMeasurement], items: ItemTable) -> Bool {
        measurements == self.measurements || (replanned.map { $0 == measurements } ?? false)
            || PassPlan.plansAlike(measurements, self.measurements, items: items)
    }

    /// The session, when its solver is in exactly the state a fresh solver given `plan` in order
    /// would reach: one pass, settled, the same constraints, none broken. Diagnosis can then probe
    /// this solver instead of building the same system again (half the cost of `plumb solve`).
    func session(equivalentTo plan: [PlannedConstraint]) -> SolverSession? {
        guard solves == 1, settled, session.isFreshlyBuilt(from: plan) else { return nil }
        return session
    }
}
