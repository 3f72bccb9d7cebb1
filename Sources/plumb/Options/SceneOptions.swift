import ArgumentParser
import PlumbLayout
import PlumbSources

/// The one scene source a command reads: `plumb solve SCENE`, `plumb explain SCENE`.
struct SceneSourceArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene file (\(SceneSources.extensionList)).", valueName: "scene"))
    var path: String
}

/// The scene sources a command reads, files or folders searched for scene files:
/// `plumb render SCENE...`, `plumb check [SCENE...]`. A command that needs at least one says so
/// with ``requireOne()``.
struct SceneSourceArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene files, or folders to search for scene files (\(SceneSources.extensionList)).",
                                 valueName: "scenes"))
    var paths: [String] = []

    /// Throws the usage error for no scene named.
    func requireOne() throws {
        if paths.isEmpty { throw ValidationError("Missing expected argument '<scenes> ...'") }
    }
}

/// `--scene NAME` (repeatable): which scenes of files that hold several a command works on; none
/// means all.
///
/// ```swift
/// @OptionGroup var sceneNames: SceneNameOption
/// for (scene, _) in try SceneSources.scenes(in: file, named: sceneNames.names) { … }
/// ```
struct SceneNameOption: ParsableArguments {
    @Option(name: .customLong("scene"),
            help: ArgumentHelp("Only the scene with this name, in files that hold several (repeatable).", valueName: "name"))
    var names: [String] = []
}

/// `--canvas NAME` (repeatable): which canvases of each scene a command works on; none means all.
/// `--device NAME` (repeatable): device canvases that replace each scene's own.
///
/// ```swift
/// @OptionGroup var canvasNames: CanvasNameOption
/// let scene = canvasNames.applyDevices(to: loaded)
/// let canvases = try scene.canvases(named: canvasNames.names)
/// ```
struct CanvasNameOption: ParsableArguments {
    @Option(name: .customLong("canvas"),
            help: ArgumentHelp("Only the canvas with this name (repeatable).", valueName: "name"))
    var names: [String] = []

    @Option(name: .customLong("device"),
            help: ArgumentHelp("Lay each scene out on this device instead of on its own canvases (repeatable): a device name with -landscape, a text size and -rtl as canvas names have them (iphone-se, iphone-15-landscape, ipad-pro-11-accessibility-xxxl-rtl).",
                               valueName: "name"))
    var devices: [String] = []

    func validate() throws {
        for name in devices where DevicePreset.canvas(named: name) == nil {
            let nearest = Suggestions.nearest(to: name, in: DevicePreset.allCanvasNames)
            throw ValidationError("unknown device '\(name)' for --device"
                                  + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
                                  + "; devices: \(DevicePreset.allNames.joined(separator: ", ")), "
                                  + "each with -landscape, a text size (xs … accessibility-xxxl) and -rtl where they differ from the default")
        }
    }

    /// `scene` laid out on the `--device` canvases, in the order given; `scene` itself without `--device`.
    func applyDevices(to scene: Scene) -> Scene {
        guard !devices.isEmpty else { return scene }
        return scene.onCanvases(devices.compactMap(DevicePreset.canvas(named:)))
    }
}
