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

    /// How many frames are drawn at once: their pixels are held until the next batch is compared.
    static let batchSize = 8

    /// The animated PNG, drawn by `renderer` (its format is taken to be PNG). The first frame is
    /// whole; each later one is only the rectangle of pixels that changed since the frame before,
    /// drawn over it (APNG's offsets, dispose none, blend source), so that a view moving across a
    /// still screen costs its own area, not the screen's.
    /// - Throws: ``RenderError`` when a frame cannot be drawn or the frames cannot be joined.
    public func apng(renderer: Renderer, title: String? = nil) throws -> [UInt8] {
        var options = renderer.options
        options.format = .png
        let renderer = Renderer(options: options, fonts: renderer.fonts)
        let layouts = frames
        let holdDelay = (numerator: UInt16(max(1, (hold * 100).rounded())), denominator: UInt16(100))
        var encoded: [AnimatedPNG.Frame] = []
        var previous: RenderedImage?
        // Frames are drawn and encoded on all cores, a batch at a time; joined in order.
        for batchStart in stride(from: 0, to: layouts.count, by: Self.batchSize) {
            let batch = Array(batchStart..<min(batchStart + Self.batchSize, layouts.count))
            let images = FrameResults<RenderedImage>(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
                images.store(Result { try renderer.renderImage(layouts[batch[offset]]) }, at: offset)
            }
            let pictures = try images.all()
            let before = [previous] + pictures.dropLast().map { Optional($0) }
            let pieces = FrameResults<AnimatedPNG.Frame>(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
                pieces.store(Result { try Self.piece(pictures[offset], after: before[offset]) }, at: offset)
            }
            var batchFrames = try pieces.all()
            // A region whose colour type (RGB when opaque, RGBA otherwise) is not the first frame's
            // is written whole, as every frame was before regions.
            let colourType = (encoded.first ?? batchFrames.first).map { $0.png[25] }
            for offset in batchFrames.indices where batchFrames[offset].png[25] != colourType {
                batchFrames[offset] = AnimatedPNG.Frame(png: try pictures[offset].pngData(), delayNumerator: 1, delayDenominator: 1)
            }
            encoded += batchFrames
            previous = pictures.last
        }
        for index in encoded.indices {
            let isEnd = index == 0 || index == encoded.count - 1
            encoded[index].delayNumerator = isEnd ? holdDelay.numerator : 1
            encoded[index].delayDenominator = isEnd ? holdDelay.denominator : UInt16(framesPerSecond)
        }
        do {
            return try AnimatedPNG.join(encoded)
        } catch {
            throw RenderError.cairo("cannot join the frames: \(error)")
        }
    }

    /// A frame as the region that changed since `previous` (the whole picture for the first frame);
    /// one pixel when nothing changed.
    static func piece(_ picture: RenderedImage, after previous: RenderedImage?) throws -> AnimatedPNG.Frame {
        guard let previous else { return AnimatedPNG.Frame(png: try picture.pngData(), delayNumerator: 1, delayDenominator: 1) }
        let region = picture.changedRegion(from: previous) ?? (x: 0, y: 0, width: 1, height: 1)
        let png = try picture.pngData(x: region.x, y: region.y, width: region.width, height: region.height)
        return AnimatedPNG.Frame(png: png, delayNumerator: 1, delayDenominator: 1, x: UInt32(region.x), y: UInt32(region.y))
    }

    /// Writes the animated PNG to `path` atomically.
    public func writeAPNG(renderer: Renderer, title: String? = nil, to path: String) throws {
        try AtomicFile.write(apng(renderer: renderer, title: title), to: path, createFolders: false)
    }
}

/// The results of frames drawn or encoded concurrently, guarded by a lock.
private final class FrameResults<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var results: [Result<Value, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The values in order, or the first frame's error.
    func all() throws -> [Value] {
        try lock.withLock {
            try results.map { result in
                guard let result else { throw RenderError.cairo("a frame was not drawn") }
                return try result.get()
            }
        }
    }
}
