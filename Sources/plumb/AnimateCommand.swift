import ArgumentParser
import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb animate SCENE --from A --to B`: the transition between two states as a filmstrip.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Draw the transition between two states of a scene as a filmstrip of key frames.",
        discussion: """
            Each state is solved like the scene itself; the views then move from their frames in the first \
            state to those in the second along a Core Animation timing curve, as UIView.animate does with \
            layoutIfNeeded() in its block. Views that appear or vanish fade. One PNG (or SVG, PDF) per canvas, \
            named NAME.FROM-TO@CANVAS.EXT, with the key frames side by side, captioned with their time; or, \
            with --apng, an animated PNG at --fps frames per second, the first and last frames held for half a second \
            (--gif: the same frames as an animated GIF); \
            or, with --svg, an animated SVG whose views move along the same curve (SMIL), held and looping alike. \
            With --from-canvas and --to-canvas, the transition is a rotation: each view moves from its frame on one \
            canvas to its frame on the other while the canvas itself resizes (NAME.STATE@FROM-to-TO.EXT).
            """
    )

    @OptionGroup var source: SceneSourceArgument
    @OptionGroup var sceneNames: SceneNameOption
    @OptionGroup var canvasNames: CanvasNameOption

    @Option(help: ArgumentHelp("The state the animation starts in ('scene' for the scene as written, the default with --from-canvas).", valueName: "state"))
    var from: String?

    @Option(help: ArgumentHelp("The state the animation ends in ('scene' for the scene as written, the default with --to-canvas).", valueName: "state"))
    var to: String?

    @Option(help: ArgumentHelp("The canvas the animation starts on, for a rotation (with --to-canvas): the canvas itself resizes from one to the other.", valueName: "canvas"))
    var fromCanvas: String?

    @Option(help: ArgumentHelp("The canvas the animation ends on (with --from-canvas), as iphone-15 to iphone-15-landscape.", valueName: "canvas"))
    var toCanvas: String?

    @Option(help: "The duration in seconds, as UIView.animate(withDuration:) takes it.")
    var duration = 0.25

    @Option(help: ArgumentHelp("The timing curve: easeInEaseOut (UIView.animate's default), linear, easeIn, easeOut, or spring(damping: D, velocity: V) as usingSpringWithDamping:initialSpringVelocity: (0 < D ≤ 10).", valueName: "curve"))
    var curve: TimingCurve = .easeInEaseOut

    @Option(help: "How many key frames, from the start to the end.")
    var frames = 5

    @OptionGroup var output: OutputOptions
    private var format: RenderFormat { output.format }

    @OptionGroup var scale: ScaleOption

    @Flag(help: "Write an animated PNG (NAME.FROM-TO.animated@CANVAS.png) instead of a filmstrip.")
    var apng = false

    @Flag(help: "Write an animated SVG (NAME.FROM-TO.animated@CANVAS.svg, SMIL keyframes) instead of a filmstrip.")
    var svg = false

    @Flag(help: "Write an animated GIF (NAME.FROM-TO.animated@CANVAS.gif), frame for frame the animated PNG, instead of a filmstrip.")
    var gif = false

    @Option(help: "Frames per second of the animated PNG or GIF.")
    var fps = 30

    func validate() throws {
        if !(duration > 0 && duration <= 60) { throw ValidationError("--duration must be greater than 0 and at most 60 seconds") }
        if !(2...Filmstrip.maximumFrames).contains(frames) {
            throw ValidationError("--frames must be from 2 to \(Filmstrip.maximumFrames)")
        }
        if !(1...60).contains(fps) { throw ValidationError("--fps must be from 1 to 60") }
        if apng && format != .png { throw ValidationError("--apng writes PNG; leave out --format \(format.rawValue)") }
        if [svg, apng, gif].filter({ $0 }).count > 1 {
            throw ValidationError("--apng, --gif and --svg each write one animation; give one of them")
        }
        if gif && format != .png { throw ValidationError("--gif writes GIF; leave out --format \(format.rawValue)") }
        if svg && format != .png { throw ValidationError("--svg writes SVG; leave out --format \(format.rawValue)") }
        if (fromCanvas == nil) != (toCanvas == nil) {
            throw ValidationError("--from-canvas and --to-canvas go together: give both canvases of the rotation")
        }
        if fromCanvas != nil && !canvasNames.names.isEmpty {
            throw ValidationError("--canvas picks canvases for a transition between states; leave it out with --from-canvas")
        }
        if fromCanvas == nil && (from == nil || to == nil) {
            throw ValidationError("give the states with --from and --to, or the canvases with --from-canvas and --to-canvas")
        }
        try output.requireFolderName()
    }

    /// The transitions to draw: each canvas's, from state to state, or the one between two canvases.
    private func pairs(of scene: Scene, from start: Scene, to end: Scene) throws -> [(SolvedLayout, SolvedLayout)] {
        guard let fromCanvas, let toCanvas else {
            let canvases = try scene.canvases(named: canvasNames.names)
            try scene.checkDrawable(canvases, scale: format == .png ? scale.pixelsPerPoint : 1)
            return Array(zip(try DiagnosedSolve.layouts(of: start, canvases: canvases),
                             try DiagnosedSolve.layouts(of: end, canvases: canvases)))
        }
        let first = try scene.canvases(named: [fromCanvas]), last = try scene.canvases(named: [toCanvas])
        try scene.checkDrawable(first + last, scale: format == .png ? scale.pixelsPerPoint : 1)
        return Array(zip(try DiagnosedSolve.layouts(of: start, canvases: first), try DiagnosedSolve.layouts(of: end, canvases: last)))
    }

    func run() throws {
        let file = SceneFile.expand([source.path]).files.first ?? SceneFile(path: source.path, outputStem: "")
        let options = RenderOptions(format: format, scale: scale.pixelsPerPoint)
        var jobs: [RenderJob] = []
        for (written, file) in try SceneSources.scenes(in: file, named: sceneNames.names) {
            let scene = canvasNames.applyDevices(to: written)
            let from = self.from ?? "scene", to = self.to ?? "scene"
            let start = try scene.named(state: from)
            let end = try scene.named(state: to)
            let pairs = try pairs(of: scene, from: start, to: end)
            let folder = try output.makeFolder(for: file)
            // A rotation in one state is named by that state alone: rotation.scene@iphone-15-to-iphone-15-landscape.png.
            let states = from == to ? SceneFile.pathSafe(from) : "\(SceneFile.pathSafe(from))-\(SceneFile.pathSafe(to))"
            let stem = "\(file.outputName).\(states)"
            for (first, last) in pairs {
                let transition = LayoutTransition(from: first, to: last, curve: curve, duration: duration)
                let canvasName = first.canvas.name == last.canvas.name ? first.canvas.name : "\(first.canvas.name)-to-\(last.canvas.name)"
                let change = fromCanvas == nil ? "\(from) → \(to)" : "\(first.canvas.name) → \(last.canvas.name)" + (from == to ? "" : ", \(from) → \(to)")
                let title = "\(scene.name): \(change) (\(curve), \(formatNumber(duration)) s)"
                if svg {
                    let path = joinPath(folder, Renderer.fileName(scene: stem + ".animated", canvas: canvasName, format: .svg))
                    do {
                        try AnimatedSVG(transition).write(to: path, options: options)
                    } catch {
                        throw PathError(path: path, message: String(describing: error))
                    }
                    print(path)
                    continue
                }
                if gif {
                    let path = joinPath(folder, stem + ".animated@\(canvasName).gif")
                    do {
                        try TransitionMovie(transition, framesPerSecond: fps).writeGIF(renderer: Renderer(options: options), to: path)
                    } catch {
                        throw PathError(path: path, message: String(describing: error))
                    }
                    print(path)
                    continue
                }
                if apng {
                    let path = joinPath(folder, Renderer.fileName(scene: stem + ".animated", canvas: canvasName, format: .png))
                    do {
                        try TransitionMovie(transition, framesPerSecond: fps)
                            .writeAPNG(renderer: Renderer(options: options), title: title, to: path)
                    } catch {
                        throw PathError(path: path, message: String(describing: error))
                    }
                    print(path)
                    continue
                }
                let path = joinPath(folder, Renderer.fileName(scene: stem, canvas: canvasName, format: format))
                jobs.append(Filmstrip(transition, frames: frames, title: title).job(path: path, options: options))
            }
        }
        var failed = false
        for (job, result) in zip(jobs, Renderer.render(jobs: jobs, fonts: .shared)) {
            switch result {
            case .success: print(job.path)
            case let .failure(error):
                printError(PathError(path: job.path, message: String(describing: error)))
                failed = true
            }
        }
        if failed { throw CommandFailure.badInput }
    }
}

extension Scene {
    /// The scene in the state `name`, or as written for `scene` (when it has no state of that name).
    fileprivate func named(state name: String) throws -> Scene {
        if name == "scene" && !states.contains(where: { $0.name == name }) { return self }
        return try applying(state: state(named: name))
    }
}

extension TimingCurve: ExpressibleByArgument {
    /// `easeInEaseOut` (also `easeInOut`), `linear`, `easeIn`, `easeOut`, or
    /// `spring(damping: 0.5, velocity: 0)` (velocity optional, 0 by default).
    public init?(argument: String) {
        if let match = Self.named.first(where: { $0.name == argument }) {
            self = match.curve
            return
        }
        guard let spring = Self.springArgument(argument) else { return nil }
        self = spring
    }

    /// `spring(damping: D[, velocity: V])` with 0 < D ≤ 10 and |V| ≤ 100.
    private static func springArgument(_ argument: String) -> TimingCurve? {
        let text = argument.filter { !$0.isWhitespace }
        guard text.hasPrefix("spring("), text.hasSuffix(")") else { return nil }
        var damping: Double?, velocity = 0.0
        for part in text.dropFirst("spring(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = Double(pair[1]), value.isFinite else { return nil }
            switch pair[0] {
            case "damping" where damping == nil: damping = value
            case "velocity": velocity = value
            default: return nil
            }
        }
        guard let damping, damping > 0, damping <= 10, abs(velocity) <= 100 else { return nil }
        return .spring(dampingRatio: damping, initialVelocity: velocity)
    }

    public static var allValueStrings: [String] { named.map(\.name) + ["spring(damping: 0.5, velocity: 0)"] }
    public var defaultValueDescription: String { name }
}
