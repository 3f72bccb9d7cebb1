import ArgumentParser
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
///
/// ```swift
/// @OptionGroup var canvasNames: CanvasNameOption
/// let canvases = try scene.canvases(named: canvasNames.names)
/// ```
struct CanvasNameOption: ParsableArguments {
    @Option(name: .customLong("canvas"),
            help: ArgumentHelp("Only the canvas with this name (repeatable).", valueName: "name"))
    var names: [String] = []
}
