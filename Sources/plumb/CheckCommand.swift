import ArgumentParser
import Foundation
import PlumbGolden
import PlumbImport
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb check SCENE|DIR... --golden DIR`: compare what scenes render now with their goldens.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare each scene's frames and pictures with its golden files.",
        discussion: """
            Goldens mirror the scene paths under the golden folder: NAME.frames.txt (every canvas's \
            frames), NAME.STATE.frames.txt (the frames of each of the scene's states), \
            NAME@CANVAS.png and NAME.STATE.TIMEs@CANVAS.png (the transition from the scene to each state, \
            ease-in-ease-out over 0.25 s, at 0.063, 0.125 and 0.188 s). Frames are compared first and changes named in words, then \
            pixels. Pictures are drawn as the goldens were (GOLDEN/plumb-golden.yaml, written when \
            goldens are recorded); a drawing flag that differs is an error unless re-recording. \
            Goldens are written only with --record. With no scenes named, plumb.yaml gives them and \
            the golden folder. Prints one line per scene and a final 'N passed, N failed'; exits 1 \
            when any scene failed, 2 on bad input.
            """
    )

    @OptionGroup var sources: SceneSourceArguments
    @OptionGroup var sceneNames: SceneNameOption

    @Option(help: "The folder holding the golden files (default: golden in plumb.yaml).")
    var golden: String?

    @Option(help: "The project file that fills in what the command line leaves out.")
    var config: String = ProjectConfiguration.fileName

    @Option(help: "When to write goldens: all, failed, missing or never (default: $PLUMB_RECORD or never).")
    var record: GoldenRecordMode?

    @Option(help: "Write a self-contained HTML report and the failure artifacts to this folder.")
    var report: String?

    @Option(help: "Write JUnit XML to this file.")
    var junit: String?

    @Option(help: "Where text-bearing views of Interface Builder documents get their intrinsic size: measured (Plumb's fonts) or from-document (the frames Xcode stored).")
    var textSizes: TextSizeSource = .measured

    @Option(help: "Colour distance (0…1) below which two pixels count as equal (default 0.1).")
    var threshold: Double?

    @Option(help: "How many differing pixels a picture may have (default 0).")
    var maxDiffPixels: Int?

    @Option(help: "What fraction (0…1) of a picture's pixels may differ.")
    var maxDiffRatio: Double?

    @Option(help: ArgumentHelp("Run only this shard of the scenes, as K/N (1 ≤ K ≤ N).", valueName: "k/n"))
    var shard: Shard?

    @Flag(help: "Also put passing pictures in the HTML report (left out by default, to keep it small).")
    var reportPassing = false

    // How the pictures are drawn: by default as the goldens were (GOLDEN/plumb-golden.yaml).

    @Flag(inversion: .prefixedNo, help: "Draw constraint arrows (default: as the goldens were drawn).")
    var constraints: Bool?

    @Flag(inversion: .prefixedNo, help: "Also draw the constraints the engine generates.")
    var generatedConstraints: Bool?

    @Option(help: "Overlays to draw, comma-separated: safe-area, margins, guides, names, all, or none.")
    var overlays: RenderOptions.Overlays?

    @Option(help: "light or dark.")
    var theme: RenderOptions.Theme?

    @Flag(inversion: .prefixedNo, help: "Outline stack views.")
    var showStacks: Bool?

    @OptionGroup var scale: ScaleOption

    @Flag(inversion: .prefixedNo, help: "A caption line under each picture (device, orientation, size classes, text size, direction).")
    var caption: Bool?

    func validate() throws {
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        for (name, value) in [("--golden", golden), ("--report", report), ("--junit", junit)] where value?.isEmpty == true {
            throw ValidationError("\(name) needs a path, not an empty string")
        }
        _ = try settings(ProjectConfiguration())
    }

    /// The record mode and comparison options the options name; a bad one is a usage error.
    private func settings(_ project: ProjectConfiguration) throws -> (mode: GoldenRecordMode, options: PixelComparisonOptions) {
        do {
            let mode = try record ?? GoldenRecordMode.fromEnvironment()
            // A budget on the command line replaces the file's, whichever kind either is.
            let commandLineBudget = maxDiffRatio.map(DiffBudget.ratio) ?? maxDiffPixels.map(DiffBudget.pixels)
            let fileBudget = project.maxDiffRatio.map(DiffBudget.ratio) ?? project.maxDiffPixels.map(DiffBudget.pixels)
            let options = try PixelComparisonOptions(
                threshold: threshold ?? project.threshold ?? PixelComparisonOptions.standard.threshold,
                budget: commandLineBudget ?? fileBudget ?? .strict).validated()
            return (mode, options)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    /// The drawing flags given on the command line.
    private func drawingRequest() -> GoldenDrawing.Request {
        var request = GoldenDrawing.Request(constraints: constraints, generatedConstraints: generatedConstraints,
                                            theme: theme, showStacks: showStacks, caption: caption)
        switch scale.scale {
        case nil: break
        case .canvas?: request.scale = .init(nil)
        case let .pixelsPerPoint(number)?: request.scale = .init(number)
        }
        request.overlays = overlays
        return request
    }

    func run() throws {
        let project = try ProjectConfiguration.read(from: config) ?? ProjectConfiguration()
        let scenes = sources.paths.isEmpty ? project.scenes : sources.paths
        let sceneNames = self.sceneNames.names
        guard !scenes.isEmpty, let golden = golden ?? project.goldenDirectory else {
            throw ValidationError("name the scenes and --golden DIR, or write them in \(config) "
                                  + "(scenes: [fixtures] and golden: golden; see docs/golden-testing.md)")
        }
        let report = self.report ?? project.reportDirectory
        let junit = self.junit ?? project.junitPath
        let settings = try settings(project)
        let drawing = try GoldenDrawing.resolve(goldenDirectory: golden, request: drawingRequest(),
                                                recordMode: settings.mode, coversEveryCase: shard == nil)
        if let problem = GoldenPaths(directory: golden).directoryProblem {
            throw PathError(path: golden, message: problem)
        }
        // A run killed while recording leaves NAME.tmp-PID files; this run tidies them away.
        AtomicFile.removeStaleTemporaries(in: golden)
        let checker = GoldenChecker(goldenDirectory: golden, artifactsDirectory: report, recordMode: settings.mode,
                                    options: settings.options, keepsPassingPictures: report != nil && reportPassing)
        let renderer = Renderer(options: drawing.drawing.renderOptions(format: .png))
        var expanded = SceneFile.expand(scenes)
        // A scene inside one of plumb.yaml's scene folders keeps the case name it has when the whole
        // folder is checked: `plumb check fixtures/seeds` finds golden/seeds/…, not golden/….
        for index in expanded.files.indices {
            let path = expanded.files[index].path
            if let root = project.scenes.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                expanded.files[index].outputStem = GoldenPaths.caseName(scenePath: path, root: root)
            }
        }
        for error in expanded.errors { printError(error) }
        var badInput = !expanded.errors.isEmpty
        // Scenes are read first (a file may hold several), then checked on all cores; each line is
        // printed as soon as those before it are.
        // Each case keeps its position in the whole suite, so the reports of shards merge in its order.
        var selected: [(scene: Scene, file: SceneFile, position: Int)] = []
        var scenesFound = Set<String>()
        var position = 0
        var stems = OutputStems()
        for sceneFile in expanded.files {
            do {
                let read = try SceneSources.scenes(in: sceneFile, named: sceneNames, textSizes: textSizes)
                scenesFound.formUnion(read.map(\.scene.name))
                for (scene, file) in read {
                    if let refusal = stems.take(for: scene, file: file) {
                        printError(refusal)
                        badInput = true
                        continue
                    }
                    if shard?.contains(file.outputStem) ?? true { selected.append((scene, file, position)) }
                    position += 1
                }
            } catch {
                printError(error)
                badInput = true
            }
        }
        for name in sceneNames where !scenesFound.contains(name) {
            printError("error: no scene named '\(name)' among the scenes checked")
            badInput = true
        }
        let items = selected
        let outcomes = OrderedWork.run(count: items.count) { index in
            Result { () throws -> CheckResult in
                let (scene, file, _) = items[index]
                let start = ContinuousClock.now
                try scene.checkDrawable(scene.canvases, scale: drawing.drawing.scale)
                let layouts = try DiagnosedSolve.layouts(of: scene, canvases: scene.canvases, printingMessages: false)
                // Each state's frames have a golden of their own, NAME.STATE.frames.txt.
                let states = try scene.states.map { state in
                    (name: SceneFile.pathSafe(state.name),
                     layouts: try DiagnosedSolve.layouts(of: scene.applying(state: state), canvases: scene.canvases,
                                                         printingMessages: false))
                }
                var result = checker.check(try GoldenCase(name: file.outputStem, layouts: layouts, renderer: renderer,
                                                          states: states))
                result.measureDuration(since: start)
                return result
            }
        } deliver: { _, outcome in
            switch outcome {
            case .success(let result): print(result.summary)
            case .failure(let error): printError(error)
            }
        }
        let cases = zip(items, outcomes).compactMap { item, outcome in
            (try? outcome.get()).map { CheckResultsFile.Case(position: item.position, result: $0) }
        }
        let results = cases.map(\.result)
        if results.count < outcomes.count { badInput = true }
        if drawing.shouldRecord(after: results) {
            if write({ try drawing.drawing.write(to: drawing.path) }, to: drawing.path) {
                print("RECORDED drawing options: wrote \(drawing.path)")
            } else {
                badInput = true
            }
        }
        if let hint = drawing.hint(after: results) { printError(hint) }
        let tally = Tally(results)
        print(tally.line)
        if let report {
            let path = joinPath(report, "index.html")
            let html = HTMLReport(results: results, includesPassingPictures: reportPassing)
            // results.json beside the page: what `plumb report merge` reads.
            let resultsFile = CheckResultsFile(shard: shard, includesPassingPictures: reportPassing, cases: cases)
            if write({ try html.write(to: path) }, to: path),
               write({ try resultsFile.write(toReportDirectory: report) }, to: CheckResultsFile.path(in: report)) {
                print("report: \(path)")
            } else {
                badInput = true
            }
        }
        if let junit, !write({ try JUnitReport(results: results).write(to: junit) }, to: junit) { badInput = true }
        if badInput { throw CommandFailure.badInput }
        if tally.hasFailures { throw CommandFailure.checkFailed }
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
