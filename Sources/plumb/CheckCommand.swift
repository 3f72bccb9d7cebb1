import ArgumentParser
import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbScene

/// `plumb check SCENE|DIR... --golden DIR`: compare what scenes render now with their goldens.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare each scene's frames and pictures with its golden files.",
        discussion: """
            Goldens mirror the scene paths under the golden folder: NAME.frames.txt (every canvas's \
            frames) and NAME@CANVAS.png. Frames are compared first and changes named in words, then \
            pixels. Goldens are written only with --record. Prints one line per scene and a final \
            'N passed, N failed'; exits 1 when any scene failed, 2 on bad input.
            """
    )

    @Argument(help: "Scene files, or folders to search for .yaml files.")
    var scenes: [String]

    @Option(help: "The folder holding the golden files.")
    var golden: String

    @Option(help: "When to write goldens: all, failed, missing or never (default: $PLUMB_RECORD or never).")
    var record: String?

    @Option(help: "Write a self-contained HTML report and the failure artifacts to this folder.")
    var report: String?

    @Option(help: "Write JUnit XML to this file.")
    var junit: String?

    @Option(help: "Colour distance (0…1) below which two pixels count as equal.")
    var threshold: Double = PixelComparisonOptions.standard.threshold

    @Option(help: "How many differing pixels a picture may have (default 0).")
    var maxDiffPixels: Int?

    @Option(help: "What fraction (0…1) of a picture's pixels may differ.")
    var maxDiffRatio: Double?

    @Option(help: "Run only this shard of the scenes, as K/N (1 ≤ K ≤ N).")
    var shard: String?

    @Flag(help: "Draw constraint arrows in the pictures (goldens must have been recorded the same way).")
    var constraints = false

    @Option(help: "Pixels per point (default: each canvas's own scale).")
    var scale: Double?

    func validate() throws {
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        try ScaleOption.validate(scale)
        for (name, value) in [("--golden", golden), ("--report", report), ("--junit", junit)] where value?.isEmpty == true {
            throw ValidationError("\(name) needs a path, not an empty string")
        }
        _ = try settings()
    }

    /// The record mode, comparison options and shard the options name; a bad one is a usage error.
    private func settings() throws -> (mode: GoldenRecordMode, options: PixelComparisonOptions, shard: Shard?) {
        do {
            let mode = try record.map(GoldenRecordMode.init(parsing:)) ?? GoldenRecordMode.fromEnvironment()
            let budget: DiffBudget = maxDiffRatio.map(DiffBudget.ratio) ?? maxDiffPixels.map(DiffBudget.pixels) ?? .strict
            let options = try PixelComparisonOptions(threshold: threshold, budget: budget).validated()
            return (mode, options, try shard.map(Shard.init(parsing:)))
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    func run() throws {
        let settings = try settings()
        if let problem = GoldenPaths(directory: golden).directoryProblem {
            printError(PathError(path: golden, message: problem))
            throw ExitCode(2)
        }
        // A run killed while recording leaves NAME.tmp-PID files; this run tidies them away.
        AtomicFile.removeStaleTemporaries(in: golden)
        let checker = GoldenChecker(goldenDirectory: golden, artifactsDirectory: report,
                                    recordMode: settings.mode, options: settings.options)
        let renderer = Renderer(options: RenderOptions(format: .png, scale: scale, showConstraints: constraints))
        let expanded = SceneFile.expand(scenes)
        for error in expanded.errors { printError(error) }
        var badInput = !expanded.errors.isEmpty
        var results: [CheckResult] = []
        for file in expanded.files where settings.shard?.contains(file.outputStem) ?? true {
            do {
                let scene = try SceneLoader.load(path: file.path)
                try scene.checkDrawable(scene.canvases, scale: scale)
                let layouts = try scene.solve { PangoTextMeasurer(direction: $0) }
                let result = checker.check(try GoldenCase(name: file.outputStem, layouts: layouts, renderer: renderer))
                print(result.summary)
                results.append(result)
            } catch {
                printError(error)
                badInput = true
            }
        }
        let tally = Tally(results)
        print(tally.line)
        if let report {
            let path = joinPath(report, "index.html")
            if write({ try HTMLReport(results: results).write(to: path) }, to: path) {
                print("report: \(path)")
            } else {
                badInput = true
            }
        }
        if let junit, !write({ try JUnitReport(results: results).write(to: junit) }, to: junit) { badInput = true }
        if badInput { throw ExitCode(2) }
        if tally.exitCode != 0 { throw ExitCode(tally.exitCode) }
    }

    /// Runs `writing`, printing a failure as `path: error: reason`; whether it succeeded.
    private func write(_ writing: () throws -> Void, to path: String) -> Bool {
        do {
            try writing()
            return true
        } catch let error as FileError {
            printError(PathError(path: error.path, message: "cannot write the file: \(error.reason)"))
        } catch {
            printError(PathError(path: path, message: "cannot write the file: \(PathError.reason(error))"))
        }
        return false
    }
}
