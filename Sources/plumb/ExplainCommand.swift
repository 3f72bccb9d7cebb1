import ArgumentParser
import Foundation
import PlumbImport
import PlumbLayout
import PlumbRender
import PlumbScene

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
            error (including a layout that cannot be built at all), 2 for a scene that cannot be read. docs/diagnostics.md describes the messages and the JSON.
            """
    )

    @Argument(help: "The scene file (\(SceneSources.extensionList)), or a console log (.log, .txt, '-' for standard input).")
    var scene: String

    @Option(name: .customLong("scene"),
            help: "Explain only the scene with this name, in a file that holds several (repeatable).")
    var sceneNames: [String] = []

    @Option(name: .customLong("canvas"), help: "Explain only the canvas with this name (repeatable).")
    var canvasNames: [String] = []

    @Flag(help: "Print JSON instead of compiler-style text.")
    var json = false

    @Flag(help: "Also report optional constraints that are not met, and by how much.")
    var verbose = false

    @Flag(name: .customLong("fixed-advance-text"),
          help: ArgumentHelp("Measure text with the fixed-advance test measurer instead of the pinned fonts.",
                             visibility: .hidden))
    var fixedAdvanceText = false

    func run() throws {
        if !json, try explainConsoleLog() { return }
        let selected: [(scene: Scene, canvases: [Canvas])]
        do {
            let file = SceneFile(path: scene, outputStem: "")
            selected = try SceneSources.scenes(in: file, named: sceneNames, isNamedOnItsOwn: true).map { loaded, _ in
                (loaded, try loaded.canvases(named: canvasNames))
            }
        } catch {
            printError(error)
            throw ExitCode(2)
        }
        var hasErrors = false
        for (loaded, canvases) in selected {
            do {
                try explain(loaded, canvases: canvases)
            } catch let exit as ExitCode where exit == ExitCode(1) {
                hasErrors = true
            }
        }
        if hasErrors { throw ExitCode(1) }
    }

    /// A console log: each report replayed and explained (conflicts only: the views a report does not
    /// place are not the log's problem), with the constraint UIKit broke and a fix. False when the
    /// source is not a log.
    private func explainConsoleLog() throws -> Bool {
        let log: ConsoleLog
        let replays: [ConsoleLog.Replay]
        do {
            guard let read = try SceneSources.consoleLog(path: scene) else { return false }
            log = read
            let names = try ConsoleLogReader.contents(of: log).scenes(named: sceneNames).map(\.name)
            replays = log.replays.filter { names.contains($0.scene.name) }
        } catch {
            printError(error)
            throw ExitCode(2)
        }
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
        if hasErrors { throw ExitCode(1) }
        return true
    }

    /// Prints the diagnosis of one scene; throws exit code 1 when it has an error.
    private func explain(_ loaded: Scene, canvases: [Canvas]) throws {
        let report: DiagnosisReport
        do {
            let fixed = fixedAdvanceText
            let diagnoses = try loaded.document.diagnose(canvases: canvases) { direction -> any TextMeasuring in
                fixed ? FixedAdvanceTextMeasurer() : PangoTextMeasurer(direction: direction)
            }
            report = DiagnosisReport(diagnoses: diagnoses, verbose: verbose, file: loaded.path)
        } catch {
            // The scene reads but cannot be laid out (e.g. a constraint between views with no common
            // ancestor): that is a diagnosis, so exit code 1 — and with --json, still JSON.
            print(json ? DiagnosisReport.json(unbuildable: error) : String(describing: error))
            throw ExitCode(1)
        }
        print(json ? report.json : report.text, terminator: "")
        if report.hasErrors { throw ExitCode(1) }
    }
}
