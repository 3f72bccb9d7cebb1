import PlumbGolden
import PlumbLayout
import PlumbRender

/// What a scene's snapshot is made of: its layouts, solved as `plumb check` solves them (through
/// the diagnoser, text measured with Pango and the pinned font), and their pictures and frames.
struct SceneSnapshot {
    var scene: Scene

    /// The scene solved on the canvas named `canvas` (the first canvas for `nil`).
    /// - Throws: ``SceneSnapshotError`` when the canvas does not exist or the layout cannot be built.
    func layout(canvas: String?) throws(SceneSnapshotError) -> SolvedLayout {
        let canvases: [Canvas]
        do {
            canvases = try canvas.map { name throws(SourceDiagnostic) in try scene.canvases(named: [name]) }
                ?? Array(scene.canvases.prefix(1))
        } catch {
            throw SceneSnapshotError(description: error.description)
        }
        guard let layout = try layouts(on: canvases).first else {
            throw SceneSnapshotError(scene: scene, "the scene has no canvas")
        }
        return layout
    }

    /// The scene solved on `canvases`, in order.
    func layouts(on canvases: [Canvas]) throws(SceneSnapshotError) -> [SolvedLayout] {
        do {
            return try scene.diagnose(canvases: canvases) { PangoTextMeasurer(direction: $0) }.map(\.layout)
        } catch {
            throw SceneSnapshotError(scene: scene, "the layout cannot be built: \(error)")
        }
    }

    /// The PNG of the scene on `canvas`, drawn with `options` (its format is PNG whatever it says).
    func png(canvas: String?, scale: Double?, options: RenderOptions) throws(SceneSnapshotError) -> [UInt8] {
        var options = options
        options.format = .png
        if let scale { options.scale = scale }
        let layout = try layout(canvas: canvas)
        do {
            return try Renderer(options: options).render(layout, title: scene.name)
        } catch {
            throw SceneSnapshotError(scene: scene, "the picture cannot be drawn: \(error)")
        }
    }

    /// The frame dump (`plumb check`'s `NAME.frames.txt`) of the scene on `canvases` (all for `nil`).
    func frames(canvases names: [String]?) throws(SceneSnapshotError) -> String {
        let canvases: [Canvas]
        do {
            canvases = try scene.canvases(named: names ?? [])
        } catch {
            throw SceneSnapshotError(description: error.description)
        }
        return FrameDump(scene: scene.name, layouts: try layouts(on: canvases)).text
    }
}

/// A scene that cannot be snapshot, said as the compiler says errors: `FILE[:LINE:COLUMN]: error: why`.
struct SceneSnapshotError: Error, CustomStringConvertible {
    var description: String

    init(description: String) {
        self.description = description
    }

    /// An error of the whole scene, at its file.
    init(scene: Scene, _ message: String) {
        self.description = "\(scene.path): error: \(message)"
    }
}
