/// The last pass of a layout the engine solved, rebuilt for diagnostics: the engine does not hand
/// out its solver state, so the pass is planned again from the solved frames (which is the pass
/// the engine ended with whenever the layout settled).
///
/// Built on the engine's own types (``PreparedScene``, ``PassMeasurer``, ``PassPlan``), so the
/// constraints are the ones the engine solved; only the measurement from pixel-rounded frames
/// differs from the engine's unrounded ones, which matters to text only at a wrapping boundary.
struct LayoutReplay {
    let scene: PreparedScene
    let measurer: PassMeasurer
    let properties: [ViewProperties]
    let active: [(index: Int, constraint: ResolvedConstraint)]
    let canvas: Canvas

    init(scene: PreparedScene, canvas: Canvas, textMeasurer: any TextMeasuring) {
        self.scene = scene
        self.canvas = canvas
        self.measurer = PassMeasurer(tree: scene.tree, canvas: canvas, textMeasurer: textMeasurer)
        self.properties = scene.properties(for: canvas.traits)
        self.active = scene.activeConstraints(for: canvas.traits)
    }

    /// Every view's measurement for frames given in the root's coordinates, in tree order.
    func measure(frames: [Rect]) -> [ViewMeasurement] {
        measurer.measure(properties: properties, frames: frames)
    }

    func plan(_ measurements: [ViewMeasurement]) -> PassPlan {
        // Stack constraints were all resolved once when the scene was prepared: resolving them again cannot fail.
        do {
            return try PassPlan.make(scene: scene, measurements: measurements, direction: canvas.direction,
                                     root: RootSizing(canvas), active: active)
        } catch {
            return PassPlan()
        }
    }

    /// The views' absolute alignment rectangles (what the layout variables hold) in a solved layout, in tree order.
    func frames(of layout: SolvedLayout) -> [Rect] {
        let byName = Dictionary(layout.views.map { ($0.name, $0.absoluteAlignmentRect) }, uniquingKeysWith: { first, _ in first })
        return scene.tree.views.map { byName[$0.name] ?? .zero }
    }

    /// The views' frames for solved variable values.
    func frames(values: [Double]) -> [Rect] {
        scene.tree.views.indices.map { scene.items.items[$0].variables.rect(values) }
    }
}
