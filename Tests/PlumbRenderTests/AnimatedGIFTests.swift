import PlumbGolden
import PlumbLayout
import PlumbTestSupport
import Testing
@testable import PlumbRender

/// Animated GIFs of a transition, read back by a small GIF decoder written here (the GIF89a
/// specification's blocks and its variable-length LZW), not by the writer's own code.
@Suite struct AnimatedGIFTests {
    /// A GIF read back: the screen, the colour table, the loop count and each frame as drawn over the
    /// ones before it.
    struct DecodedGIF {
        var width = 0, height = 0
        var colours: [UInt32] = []
        var loops: Int?
        var delays: [Int] = []
        var regions: [(x: Int, y: Int, width: Int, height: Int)] = []
        /// Every frame's whole screen, `0xRRGGBB`.
        var screens: [[UInt32]] = []

        init(_ bytes: [UInt8]) throws {
            var at = 0
            func byte() throws -> Int {
                guard at < bytes.count else { throw Failure("the GIF ends early") }
                defer { at += 1 }
                return Int(bytes[at])
            }
            func short() throws -> Int { try byte() | (try byte()) << 8 }
            func subBlocks() throws -> [UInt8] {
                var data: [UInt8] = []
                while true {
                    let count = try byte()
                    if count == 0 { return data }
                    guard at + count <= bytes.count else { throw Failure("a sub-block runs past the end") }
                    data += bytes[at..<at + count]
                    at += count
                }
            }
            guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw Failure("not a GIF89a") }
            at = 6
            width = try short()
            height = try short()
            let packed = try byte()
            _ = try byte(); _ = try byte()
            guard packed & 0x80 != 0 else { throw Failure("no global colour table") }
            for _ in 0..<(2 << (packed & 7)) {
                colours.append(UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()))
            }
            var screen = [UInt32](repeating: 0, count: width * height)
            var delay = 0
            while true {
                switch try byte() {
                case 0x21:
                    let label = try byte()
                    let data = try subBlocks()
                    if label == 0xF9 {
                        #expect(data.count == 4 && data[0] == 1 << 2, "do not dispose, no transparency")
                        delay = Int(data[1]) | Int(data[2]) << 8
                    } else if label == 0xFF, data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8) {
                        loops = Int(data[12]) | Int(data[13]) << 8
                    }
                case 0x2C:
                    let x = try short(), y = try short(), w = try short(), h = try short()
                    guard try byte() == 0 else { throw Failure("a local table or interlace, which the writer never uses") }
                    let minimumCodeSize = try byte()
                    let indices = try Self.decompress(try subBlocks(), minimumCodeSize: minimumCodeSize)
                    guard indices.count >= w * h, x + w <= width, y + h <= height else { throw Failure("a frame too small or off screen") }
                    for row in 0..<h {
                        for column in 0..<w { screen[(y + row) * width + x + column] = colours[Int(indices[row * w + column])] }
                    }
                    regions.append((x, y, w, h))
                    delays.append(delay)
                    screens.append(screen)
                case 0x3B:
                    return
                case let other:
                    throw Failure("an unknown block \(other) at \(at - 1)")
                }
            }
        }

        /// GIF's variable-length LZW, as its appendix F describes the decoder.
        static func decompress(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
            let clear = 1 << minimumCodeSize, end = clear + 1
            var strings: [[UInt8]] = []
            func reset() { strings = (0..<clear).map { [UInt8($0)] } + [[], []] }
            reset()
            var width = minimumCodeSize + 1
            var bitPosition = 0
            var output: [UInt8] = []
            var previous: [UInt8]?
            while bitPosition + width <= data.count * 8 {
                var code = 0
                for bit in 0..<width {
                    let position = bitPosition + bit
                    code |= Int(data[position / 8] >> (position % 8) & 1) << bit
                }
                bitPosition += width
                if code == clear {
                    reset()
                    width = minimumCodeSize + 1
                    previous = nil
                    continue
                }
                if code == end { return output }
                let string: [UInt8]
                if code < strings.count {
                    string = strings[code]
                } else if code == strings.count, let previous {
                    string = previous + [previous[0]]
                } else {
                    throw Failure("code \(code) is not in the table of \(strings.count)")
                }
                output += string
                if let previous, strings.count < 4096 {
                    strings.append(previous + [string[0]])
                    if strings.count == 1 << width && width < 12 { width += 1 }
                }
                previous = string
            }
            throw Failure("no end code")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func rgb(_ image: RGBAImage) -> [UInt32] {
        var pixels: [UInt32] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                pixels.append(UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue))
            }
        }
        return pixels
    }

    @Test("LZW round trips runs, noise, one pixel and more than a table's worth of codes")
    func compressionRoundTrips() throws {
        var random = SeededGenerator(seed: 20)
        let noise = (0..<20_000).map { _ in UInt8(random.next() % 4) }
        let wide = (0..<30_000).map { _ in UInt8(random.next() % 256) }
        let cases: [(indices: [UInt8], codeSize: Int)] = [
            ([0], 2), ([3, 3], 2), (Array(repeating: 1, count: 5_000), 2), (noise, 2), (wide, 8),
            ((0..<3_000).map { UInt8($0 % 7) }, 3),
        ]
        for (indices, codeSize) in cases {
            let compressed = AnimatedGIF.compress(indices, minimumCodeSize: codeSize)
            let decoded = try DecodedGIF.decompress(compressed, minimumCodeSize: codeSize)
            #expect(decoded == indices, "\(indices.count) indices of \(codeSize) bits")
        }
    }

    @Test("every frame, drawn over the ones before it, is the animated PNG's frame exactly; deterministic bytes")
    func framesMatchTheAnimatedPNG() throws {
        let movie = TransitionMovie(AnimatedPNGTests.transition(), framesPerSecond: 30)
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1))
        let bytes = try movie.gif(renderer: renderer)
        let gif = try DecodedGIF(bytes)
        #expect(gif.loops == 0, "loops for ever")
        #expect(gif.screens.count == movie.frames.count)
        #expect(gif.delays == [50, 3, 4, 50])
        for (index, layout) in movie.frames.enumerated() {
            let whole = try RGBAImage(pngData: try renderer.render(layout))
            #expect(gif.width == whole.width && gif.height == whole.height)
            let expected = Self.rgb(whole)
            let differing = zip(gif.screens[index], expected).filter { $0 != $1 }
            // Exact where the palette holds every colour; otherwise each pixel shows the nearest.
            let wrong = differing.filter { shown, colour in
                Self.distance(shown, colour) != gif.colours.map { Self.distance($0, colour) }.min()
            }
            #expect(wrong.isEmpty, "frame \(index): \(wrong.count) pixels not shown in the nearest colour")
            // The gallery's anti-aliased text has more than 256 colours; its fills, lines and text colours are exact.
            var counts: [UInt32: Int] = [:]
            for colour in expected { counts[colour, default: 0] += 1 }
            for (colour, count) in counts where count * 200 >= expected.count {
                #expect(gif.colours.contains(colour), "frame \(index): a colour of \(count) pixels is exact")
            }
            #expect(differing.count * 20 < expected.count, "frame \(index): \(differing.count) pixels not exact")
            if index > 0 {
                #expect(gif.regions[index].width * gif.regions[index].height < whole.width * whole.height,
                        "frame \(index) holds only what changed")
            }
        }
        #expect(try movie.gif(renderer: renderer) == bytes)
    }

    @Test("more than 256 colours: the most used are kept exact, the others shown as the nearest")
    func paletteOfManyColours() {
        // 300 greys' worth of distinct colours, the first ten used most.
        var pixels: [UInt32] = []
        for value in 0..<300 {
            let colour = UInt32(value) << 8 | UInt32(value % 256)
            pixels += Array(repeating: colour, count: value < 10 ? 100 : 1)
        }
        let palette = GIFPalette(images: [pixels])
        #expect(!palette.isExact)
        #expect(palette.colours.count == 256)
        for value in 0..<10 { #expect(palette.colours.contains(UInt32(value) << 8 | UInt32(value))) }
        let indices = palette.indices(of: pixels)
        for (pixel, index) in zip(pixels, indices) {
            let shown = palette.colours[Int(index)]
            let nearest = palette.colours.min { Self.distance($0, pixel) < Self.distance($1, pixel) }!
            #expect(Self.distance(shown, pixel) == Self.distance(nearest, pixel))
        }
        let few = GIFPalette(images: [[0xFF_0000, 0x00_FF00, 0xFF_0000]])
        #expect(few.isExact && few.colours == [0x00_FF00, 0xFF_0000])
        #expect(few.indices(of: [0xFF_0000, 0x00_FF00]) == [1, 0])
    }

    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        [16, 8, 0].reduce(0) { sum, shift in
            let difference = Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)
            return sum + difference * difference
        }
    }
}
