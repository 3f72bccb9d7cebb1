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
        let holdDelay = (numerator: UInt16(max(1, (hold * 100).rounded())), denominator: UInt16(100))
        var encoded: [AnimatedPNG.Frame] = []
        try drawFrames(renderer: renderer) { pictures, before in
            let pieces = FrameResults<AnimatedPNG.Frame>(count: pictures.count)
            DispatchQueue.concurrentPerform(iterations: pictures.count) { offset in
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

    /// The animated GIF, drawn by `renderer` as the animated PNG is, frame for frame: the first
    /// frame whole, each later one the rectangle that changed since the frame before (disposal "do
    /// not dispose"), looping. The colour table is ``GIFPalette``'s: every colour of the frames when
    /// they use at most 256, so each pixel is exact. GIF counts time in hundredths of a second, so
    /// the frames between the held ends last 1/fps rounded so that their sum stays on time (each at
    /// least 2, as browsers slow shorter delays to a tenth of a second).
    /// - Throws: ``RenderError`` when a frame cannot be drawn or the GIF cannot be written.
    public func gif(renderer: Renderer) throws -> [UInt8] {
        var regions: [(x: Int, y: Int, width: Int, height: Int, pixels: [UInt32])] = []
        var size = (width: 0, height: 0)
        try drawFrames(renderer: renderer) { pictures, before in
            for (picture, previous) in zip(pictures, before) {
                let region = Self.region(of: picture, after: previous)
                if previous == nil { size = (picture.width, picture.height) }
                regions.append((region.x, region.y, region.width, region.height,
                                picture.pixels(x: region.x, y: region.y, width: region.width, height: region.height)))
            }
        }
        let palette = GIFPalette(images: regions.map(\.pixels))
        let delays = gifDelays(count: regions.count)
        let frames = zip(regions, delays).map { region, delay in
            AnimatedGIF.Frame(x: region.x, y: region.y, width: region.width, height: region.height,
                              indices: palette.indices(of: region.pixels), delay: delay)
        }
        do {
            return try AnimatedGIF.encode(width: size.width, height: size.height, colours: palette.colours, frames: frames)
        } catch {
            throw RenderError.cairo("cannot write the GIF: \(error)")
        }
    }

    /// Each frame's delay in hundredths of a second: ``hold`` for the first and the last, 1/fps
    /// for the others, rounded on the running total.
    func gifDelays(count: Int) -> [UInt16] {
        let holdDelay = UInt16(max(2, (hold * 100).rounded()))
        return (0..<count).map { index in
            if index == 0 || index == count - 1 { return holdDelay }
            let end = (Double(100 * index) / Double(framesPerSecond)).rounded()
            let start = (Double(100 * (index - 1)) / Double(framesPerSecond)).rounded()
            return UInt16(max(2, end - start))
        }
    }

    /// Writes the animated GIF to `path` atomically.
    public func writeGIF(renderer: Renderer, to path: String) throws {
        try AtomicFile.write(gif(renderer: renderer), to: path, createFolders: false)
    }

    /// Draws the frames as PNG pictures on all cores, a batch at a time (their pixels are held only
    /// until the batch is handled), and gives each batch in order with the picture before each.
    private func drawFrames(renderer: Renderer,
                            _ body: (_ pictures: [RenderedImage], _ before: [RenderedImage?]) throws -> Void) throws {
        let layouts = frames
        var options = renderer.options
        options.format = .png
        if transition.canvasChanges {
            // Every frame is as large as the largest canvas on the way, so that a rotation's frames join.
            options.stage = Size(width: layouts.map(\.canvas.size.width).max() ?? 0,
                                 height: layouts.map(\.canvas.size.height).max() ?? 0)
        }
        let renderer = Renderer(options: options, fonts: renderer.fonts)
        var previous: RenderedImage?
        for batchStart in stride(from: 0, to: layouts.count, by: Self.batchSize) {
            let batch = Array(batchStart..<min(batchStart + Self.batchSize, layouts.count))
            let images = FrameResults<RenderedImage>(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
                images.store(Result { try renderer.renderImage(layouts[batch[offset]]) }, at: offset)
            }
            let pictures = try images.all()
            try body(pictures, [previous] + pictures.dropLast().map { Optional($0) })
            previous = pictures.last
        }
    }

    /// The part of `picture` a frame holds: the rectangle that changed since `previous`, the whole
    /// picture for the first frame, one pixel when nothing changed (both formats need a rectangle).
    static func region(of picture: RenderedImage, after previous: RenderedImage?) -> (x: Int, y: Int, width: Int, height: Int) {
        guard let previous else { return (x: 0, y: 0, width: picture.width, height: picture.height) }
        return picture.changedRegion(from: previous) ?? (x: 0, y: 0, width: 1, height: 1)
    }

    /// A frame as its ``region(of:after:)``; the first frame is the whole picture's PNG as drawn.
    static func piece(_ picture: RenderedImage, after previous: RenderedImage?) throws -> AnimatedPNG.Frame {
        guard previous != nil else { return AnimatedPNG.Frame(png: try picture.pngData(), delayNumerator: 1, delayDenominator: 1) }
        let region = region(of: picture, after: previous)
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
