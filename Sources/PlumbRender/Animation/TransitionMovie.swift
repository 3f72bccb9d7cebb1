import Dispatch
import PlumbLayout

/// A transition played as an animated PNG: one picture every 1/fps seconds from the start to the
/// end, each captioned with its time, the first and last held for ``hold`` seconds so that a
/// looping viewer shows both states.
public struct TransitionMovie: Sendable {
    /// The most frames a movie draws (ten seconds at 60 fps).
    public static let maximumFrames = 601

    public var transition: LayoutTransition
    public var framesPerSecond: Int
    /// How long the first and the last frame show, in seconds.
    public var hold: Double

    public init(_ transition: LayoutTransition, framesPerSecond: Int = 30, hold: Double = 0.5) {
        self.transition = transition
        self.framesPerSecond = max(framesPerSecond, 1)
        self.hold = hold
    }

    /// The time of each frame in seconds: every 1/fps from 0, and the end.
    public var frameTimes: [Double] {
        let steps = min(Int((transition.duration * Double(framesPerSecond)).rounded(.up)), Self.maximumFrames - 1)
        guard steps > 0 else { return [0, transition.duration] }
        return (0...steps).map { min(Double($0) / Double(framesPerSecond), transition.duration) }
    }

    /// The layouts of the frames, captioned `t = 0.033 s`.
    public var frames: [SolvedLayout] {
        frameTimes.map { seconds in
            var layout = transition.layout(atSeconds: seconds)
            layout.canvas.caption = "t = \(Filmstrip.seconds(seconds)) s"
            return layout
        }
    }

    /// The animated PNG, drawn by `renderer` (its format is taken to be PNG).
    /// - Throws: ``RenderError`` when a frame cannot be drawn or the frames cannot be joined.
    public func apng(renderer: Renderer, title: String? = nil) throws -> [UInt8] {
        var options = renderer.options
        options.format = .png
        let renderer = Renderer(options: options, fonts: renderer.fonts)
        let layouts = frames
        let holdDelay = (numerator: UInt16(max(1, (hold * 100).rounded())), denominator: UInt16(100))
        // Frames are drawn on all cores, like the pictures of `plumb render`; joined in order.
        let pictures = FramePictures(count: layouts.count)
        DispatchQueue.concurrentPerform(iterations: layouts.count) { index in
            pictures.store(Result { try renderer.render(layouts[index], title: title) }, at: index)
        }
        let frames = try pictures.all().enumerated().map { index, png in
            let isEnd = index == 0 || index == layouts.count - 1
            return AnimatedPNG.Frame(png: png,
                                     delayNumerator: isEnd ? holdDelay.numerator : 1,
                                     delayDenominator: isEnd ? holdDelay.denominator : UInt16(framesPerSecond))
        }
        do {
            return try AnimatedPNG.join(frames)
        } catch {
            throw RenderError.cairo("cannot join the frames: \(error)")
        }
    }

    /// Writes the animated PNG to `path` atomically.
    public func writeAPNG(renderer: Renderer, title: String? = nil, to path: String) throws {
        try AtomicFile.write(apng(renderer: renderer, title: title), to: path, createFolders: false)
    }
}

/// The pictures of a movie's frames, filled in by concurrent drawing, guarded by a lock.
private final class FramePictures: @unchecked Sendable {
    private let lock = Lock()
    private var results: [Result<[UInt8], any Error>]

    init(count: Int) {
        results = Array(repeating: .success([]), count: count)
    }

    func store(_ result: Result<[UInt8], any Error>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The pictures in order, or the first frame's error.
    func all() throws -> [[UInt8]] {
        try lock.withLock { try results.map { try $0.get() } }
    }
}
