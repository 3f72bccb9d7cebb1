import ArgumentParser
import Foundation
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

    @Argument(help: "The scene file (YAML).")
    var scene: String

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
        let loaded: Scene
        let canvases: [Canvas]
        do {
            loaded = try SceneSources.load(path: scene)
            canvases = try loaded.canvases(named: canvasNames)
        } catch {
            printError(error)
            throw ExitCode(2)
        }
        let report: DiagnosisReport
        do {
            let fixed = fixedAdvanceText
            let diagnoses = try loaded.diagnose(canvases: canvases) { direction -> any TextMeasuring in
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
