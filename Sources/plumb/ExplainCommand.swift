import ArgumentParser
import Foundation
import PlumbImport
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb explain SCENE [--canvas NAME] [--json] [--verbose]`: why a layout is ambiguous or
/// conflicting, compiler-style, per canvas.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain conflicting and ambiguous constraints of a scene, compiler-style, per canvas.",
        discussion: """
            Prints 'file:line:column: error|warning: message' lines with notes pointing at each constraint \
            involved (and UIKit's console form of it): required constraints that cannot all hold and the one \
            broken, views whose position or size is undetermined with the range they could take, content \
            priority ties, and with --verbose optional constraints not met. Exit code 1 when there is an \
            error, 2 for a scene that cannot be read or laid out at all (as from every command). \
            docs/diagnostics.md describes the messages and the JSON.
            """
    )

    @OptionGroup var source: SceneSourceArgument
    @OptionGroup var sceneNames: SceneNameOption
    @OptionGroup var canvasNames: CanvasNameOption
    @OptionGroup var state: StateOption

    @Flag(help: "Print JSON instead of compiler-style text.")
    var json = false

    @Flag(help: "Also report optional constraints that are not met, and by how much.")
    var verbose = false

    @Flag(name: .customLong("fixed-advance-text"),
          help: ArgumentHelp("Measure text with the fixed-advance test measurer instead of the pinned fonts.",
                             visibility: .hidden))
    var fixedAdvanceText = false

    @Option(help: "Where text-bearing views of Interface Builder documents get their intrinsic size: measured (Plumb's fonts) or from-document (the frames Xcode stored).")
    var textSizes: TextSizeSource = .measured

    func run() throws {
        if !json, try explainConsoleLog() { return }
        let file = SceneFile(path: source.path, outputStem: "")
        var selected: [(scene: Scene, canvases: [Canvas])] = []
        for (read, _) in try SceneSources.scenes(in: file, named: sceneNames.names, isNamedOnItsOwn: true,
                                                 textSizes: textSizes) {
            let loaded = canvasNames.applyDevices(to: try state.apply(to: read))
            selected.append((loaded, try loaded.canvases(named: canvasNames.names)))
        }
        var hasErrors = false, unbuildable = false
        for (loaded, canvases) in selected {
            let fixed = fixedAdvanceText
            let diagnoses: [LayoutDiagnosis]
            do {
                diagnoses = try loaded.diagnose(canvases: canvases) { direction -> any TextMeasuring in
                    fixed ? FixedAdvanceTextMeasurer() : PangoTextMeasurer(direction: direction)
                }
            } catch {
                // The scene reads but cannot be laid out (a constraint between views with no common
                // ancestor): a mistake in the scene, reported and exiting as `solve` and `render`
                // do; with --json, still JSON on standard output.
                if json { print(DiagnosisReport.json(unbuildable: error)) }
                printError(SourceDiagnostic(error, fallback: loaded.sources.start))
                unbuildable = true
                continue
            }
            let report = DiagnosisReport(diagnoses: diagnoses, verbose: verbose, file: loaded.path)
            print(json ? report.json : report.text, terminator: "")
            hasErrors = hasErrors || report.hasErrors
        }
        if unbuildable { throw CommandFailure.badInput }
        if hasErrors { throw CommandFailure.checkFailed }
    }

    /// A console log: each report replayed and explained (conflicts only: the views a report does not
    /// place are not the log's problem), with the constraint UIKit broke and a fix. False when the
    /// source is not a log.
    private func explainConsoleLog() throws -> Bool {
        guard let log = try SceneSources.consoleLog(path: source.path) else { return false }
        let names = try ConsoleLogReader.contents(of: log).scenes(named: sceneNames.names).map(\.name)
        let replays = log.replays.filter { names.contains($0.scene.name) }
        for problem in log.problems { printError(problem) }
        var hasErrors = false
        for replay in replays {
            let diagnoses: [LayoutDiagnosis]
            do {
                let fixed = fixedAdvanceText
                diagnoses = try replay.scene.document.diagnose(canvases: replay.scene.canvases) { direction -> any TextMeasuring in
                    fixed ? FixedAdvanceTextMeasurer() : PangoTextMeasurer(direction: direction)
                }
            } catch {
                print("\(replay.block.location): error: the report cannot be replayed: \(error)")
                hasErrors = true
                continue
            }
            let explanation = replay.explanation(diagnoses: diagnoses, verbose: verbose)
            print(explanation.text, terminator: "")
            if explanation.hasErrors { hasErrors = true }
        }
        print("\(replays.count) report\(replays.count == 1 ? "" : "s") replayed from \(log.path)")
        if hasErrors { throw CommandFailure.checkFailed }
        return true
    }
}
