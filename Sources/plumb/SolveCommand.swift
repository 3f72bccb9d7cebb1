import ArgumentParser
import Foundation
import PlumbImport
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb solve SCENE [--canvas NAME] [--state NAME] [--json]`: the frames of every view on every canvas.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Print the frames of every view on each canvas of a scene, as a table or as JSON.",
        discussion: """
            Frames are [x, y, width, height] in points, in the superview's coordinates ('frame') and in \
            the root view's ('absolute'). Text is measured with the pinned fonts. docs/solve-json.md \
            describes the JSON. Errors in the scene are printed as 'file:line:column: error: message', \
            with exit code 2.
            """
    )

    @OptionGroup var source: SceneSourceArgument
    @OptionGroup var sceneNames: SceneNameOption
    @OptionGroup var canvasNames: CanvasNameOption
    @OptionGroup var state: StateOption

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Where text-bearing views of Interface Builder documents get their intrinsic size: measured (Plumb's fonts) or from-document (the frames Xcode stored).")
    var textSizes: TextSizeSource = .measured

    func run() throws {
        let file = SceneFile(path: source.path, outputStem: "")
        for (read, _) in try SceneSources.scenes(in: file, named: sceneNames.names, isNamedOnItsOwn: true,
                                                 textSizes: textSizes) {
            let loaded = canvasNames.applyDevices(to: try state.apply(to: read))
            let canvases = try loaded.canvases(named: canvasNames.names)
            let layouts = try DiagnosedSolve.layouts(of: loaded, canvases: canvases)
            let report = SolveReport(sceneName: loaded.name, layouts: layouts)
            print(json ? report.json() : report.table(), terminator: "")
        }
    }
}
