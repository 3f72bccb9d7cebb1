import ArgumentParser
import Foundation
import PlumbImport
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb render SCENE...`: one picture per scene and canvas, or one sheet per scene.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each canvas of each scene to PNG, SVG or PDF.",
        discussion: """
            Files are named NAME@CANVAS.EXT (NAME@sheet.EXT with --sheet); scenes found in a folder keep \
            their path below it; with --state, NAME.STATE@CANVAS.EXT. Scenes render in parallel on all cores. Errors in a scene are printed as \
            'file:line:column: error: message' and the other scenes still render; the exit code is then 2. \
            With --canvas, scenes without any of the canvases named are skipped with a note.
            """
    )

    @OptionGroup var sources: SceneSourceArguments
    @OptionGroup var sceneNames: SceneNameOption
    @OptionGroup var canvasNames: CanvasNameOption
    @OptionGroup var state: StateOption

    @Option(help: "Where text-bearing views of Interface Builder documents get their intrinsic size: measured (Plumb's fonts) or from-document (the frames Xcode stored).")
    var textSizes: TextSizeSource = .measured

    @OptionGroup var output: OutputOptions
    private var format: RenderFormat { output.format }

    @OptionGroup var scale: ScaleOption

    @Flag(help: "Draw the constraints as Interface Builder-style arrows.")
    var constraints = false

    @Flag(help: "Also draw the constraints the engine generates (intrinsic size, stack views) and a log replay's guessed places.")
    var generatedConstraints = false

    @Flag(help: "One picture per scene with every canvas side by side.")
    var sheet = false

    @Option(help: "light or dark.")
    var theme: RenderOptions.Theme = .light

    @Option(help: "Overlays to draw, comma-separated: safe-area, margins, guides, names, all, or none.")
    var overlays: RenderOptions.Overlays = .safeArea

    @Flag(help: "Outline stack views, which are invisible in an app.")
    var showStacks = false

    @Flag(inversion: .prefixedNo,
          help: "A caption line under each picture: device, orientation, size classes, text size, direction.")
    var caption = true

    func validate() throws {
        try sources.requireOne()
        try output.requireFolderName()
    }

    func run() throws {
        let (scenes, sceneNames, canvasNames) = (sources.paths, self.sceneNames.names, self.canvasNames.names)
        let options = RenderOptions(format: format, scale: scale.pixelsPerPoint, theme: theme, showConstraints: constraints,
                                    includeGeneratedConstraints: generatedConstraints,
                                    overlays: overlays, showStackViews: showStacks, caption: caption)
        let expanded = SceneFile.expand(scenes)
        for error in expanded.errors { printError(error) }
        var failed = !expanded.errors.isEmpty
        var jobs: [RenderJob] = []
        // With --canvas, a scene without any of the named canvases is skipped with a note (a folder of
        // scenes for several devices renders the ones that have it); a name no scene has is an error.
        var namesFound = Set<String>()
        var firstMiss: [String: Error] = [:]
        var skipNotes: [String] = []
        var scenesFound = Set<String>()
        var stems = OutputStems()
        for sceneFile in expanded.files {
            let selected: [(scene: Scene, file: SceneFile)]
            do {
                selected = try SceneSources.scenes(in: sceneFile, named: sceneNames, textSizes: textSizes)
            } catch {
                printError(error)
                failed = true
                continue
            }
            for (written, file) in selected {
                let scene = self.canvasNames.applyDevices(to: written)
                scenesFound.insert(scene.name)
                if let refusal = stems.take(for: scene, file: file) {
                    printError(refusal)
                    failed = true
                    continue
                }
                do {
                    let known = Set(scene.canvases.map(\.name))
                    for name in canvasNames where !known.contains(name) && firstMiss[name] == nil {
                        do { _ = try scene.canvases(named: [name]) } catch { firstMiss[name] = error }
                    }
                    namesFound.formUnion(canvasNames.filter(known.contains))
                    let present = canvasNames.filter(known.contains)
                    if !canvasNames.isEmpty && present.isEmpty {
                        skipNotes.append("\(file.path): note: skipped: no canvas named \(Self.list(canvasNames)) "
                                         + "(the scene has \(scene.canvases.map(\.name).joined(separator: ", ")))")
                        continue
                    }
                    jobs += try renderJobs(for: scene, file: file, canvasNames: present, options: options)
                } catch {
                    printError(error)
                    failed = true
                }
            }
        }
        for name in sceneNames where !scenesFound.contains(name) {
            printError("error: no scene named '\(name)' in \(Self.list(scenes))")
            failed = true
        }
        // Notes only when something was rendered: when no scene has the canvas, the error says it all.
        if !namesFound.isEmpty { for note in skipNotes { printError(note) } }
        for name in canvasNames where !namesFound.contains(name) {
            if let error = firstMiss[name] { printError(error) }
            failed = true
        }
        // A progress line only on a terminal; none when piped.
        let showsProgress = isatty(STDERR_FILENO) != 0 && jobs.count > 1
        let progress: (@Sendable (Int, Int) -> Void)? = showsProgress ? RenderCommand.showProgress : nil
        let results: [Result<Void, RenderError>] = Renderer.render(jobs: jobs, fonts: .shared, progress: progress)
        if showsProgress { printError("\r\u{1B}[K", newline: false) }
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success: print(job.path)
            case let .failure(error):
                printError(PathError(path: job.path, message: String(describing: error)))
                failed = true
            }
        }
        if failed { throw CommandFailure.badInput }
    }

    /// `'a'`, `'a' or 'b'`.
    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// Solves one scene on the canvases named (all when none is) and lists the pictures to make of it.
    private func renderJobs(for written: Scene, file: SceneFile, canvasNames: [String], options: RenderOptions) throws
        -> [RenderJob] {
        let scene = try state.apply(to: written)
        // A state's pictures are NAME.STATE@CANVAS.EXT, beside the scene's own.
        let stem = state.name.map { "\(file.outputName).\(SceneFile.pathSafe($0))" } ?? file.outputName
        let canvases = try scene.canvases(named: canvasNames)
        // SVG and PDF draw one unit per point, whatever the scale.
        try scene.checkDrawable(canvases, scale: format == .png ? scale.pixelsPerPoint : 1)
        let layouts = try DiagnosedSolve.layouts(of: scene, canvases: canvases)
        // Each canvas fits on its own (checked above); a sheet's row of them is checked before
        // anything is made or drawn.
        if sheet {
            do {
                try Renderer(options: options).checkSheetFits(layouts, title: scene.name)
            } catch {
                let first = layouts.first?.canvas.name ?? ""
                throw SceneErrors([SceneError(location: scene.sources.location(ofCanvas: first), kind: .limit,
                                              message: error.description, text: first)])
            }
        }
        let folder = try output.makeFolder(for: file)
        if sheet {
            let path = joinPath(folder, Renderer.fileName(scene: stem, canvas: "sheet", format: format))
            return [RenderJob(content: .sheet(layouts, title: scene.name), path: path, options: options)]
        }
        return layouts.map { layout in
            let path = joinPath(folder, Renderer.fileName(scene: stem, canvas: layout.canvas.name, format: format))
            return RenderJob(content: .single(layout, title: scene.name), path: path, options: options)
        }
    }

    @Sendable private static func showProgress(finished: Int, total: Int) {
        printError("\rrendering \(finished)/\(total)", newline: false)
    }
}
