import PlumbGolden
import PlumbLayout
import Testing
@testable import PlumbRender

/// Animated PNGs of a transition: the chunks the APNG specification asks for, in order, and the
/// first frame readable by any PNG reader.
@Suite struct AnimatedPNGTests {
    static func transition() -> LayoutTransition {
        let start = RenderFixtures.gallery()
        var end = start
        for index in end.views.indices.dropFirst() {
            end.views[index].frame = end.views[index].frame.offsetBy(dx: 0, dy: 40)
            end.views[index].absolute = end.views[index].absolute.offsetBy(dx: 0, dy: 40)
        }
        return LayoutTransition(from: start, to: end, curve: .easeInEaseOut, duration: 0.1)
    }

    static func uint32(_ bytes: [UInt8]) -> UInt32 { bytes.reduce(0) { $0 << 8 | UInt32($1) } }

    @Test("frames every 1/fps seconds and the end")
    func frameTimes() {
        let movie = TransitionMovie(Self.transition(), framesPerSecond: 30)
        #expect(movie.frameTimes.count == 4)
        #expect(movie.frameTimes.first == 0)
        #expect(movie.frameTimes.last == 0.1)
        #expect(abs(movie.frameTimes[1] - 1.0 / 30) < 1e-12)
    }

    @Test("acTL, then an fcTL per frame; IDAT for the first, fdAT for the rest, sequence numbers in order")
    func chunks() throws {
        let movie = TransitionMovie(Self.transition(), framesPerSecond: 30)
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1))
        let bytes = try movie.apng(renderer: renderer)
        let chunks = try AnimatedPNG.chunks(of: bytes)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR")
        #expect(types[1] == "acTL")
        #expect(types.last == "IEND")
        let control = chunks[1].data
        #expect(Self.uint32(Array(control[0..<4])) == 4)   // frames
        #expect(Self.uint32(Array(control[4..<8])) == 0)   // plays for ever
        #expect(types.filter { $0 == "fcTL" }.count == 4)
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.lastIndex(of: "IDAT")! < types.firstIndex(of: "fdAT")!)
        // Sequence numbers run 0, 1, 2… over fcTL and fdAT chunks together.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.uint32(Array($0.data[0..<4])) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        // The first and last frames are held half a second; the others last 1/30 s.
        let delays = chunks.filter { $0.type == "fcTL" }.map { (Int($0.data[20]) << 8 | Int($0.data[21]), Int($0.data[22]) << 8 | Int($0.data[23])) }
        #expect(delays.map { $0.0 } == [50, 1, 1, 50])
        #expect(delays.map { $0.1 } == [100, 30, 30, 100])
        // Every chunk's CRC is right: a PNG reader accepts the file and shows the first frame.
        let first = try RGBAImage(pngData: bytes)
        let plain = try RGBAImage(pngData: try renderer.render(movie.frames[0]))
        #expect(first.width == plain.width && first.height == plain.height)
        #expect(first.pixels == plain.pixels)
        // The same movie gives the same bytes.
        #expect(try movie.apng(renderer: renderer) == bytes)
    }

    @Test("pictures of different sizes are not joined")
    func differentSizes() throws {
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1))
        let small = try renderer.render(RenderFixtures.gallery())
        let large = try Renderer(options: RenderOptions(format: .png, scale: 2)).render(RenderFixtures.gallery())
        #expect(throws: AnimatedPNG.Failure.self) {
            try AnimatedPNG.join([.init(png: small, delayNumerator: 1, delayDenominator: 30),
                                  .init(png: large, delayNumerator: 1, delayDenominator: 30)])
        }
    }

    /// A PNG of one chunk list, for decoding a frame's region on its own.
    static func png(_ chunks: [(String, [UInt8])]) throws -> [UInt8] {
        let zlib = try #require(Zlib.shared)
        var bytes = AnimatedPNG.signature
        for (type, data) in chunks {
            bytes.appendBigEndian(UInt32(data.count))
            bytes += Array(type.utf8) + data
            bytes.appendBigEndian(zlib.crc32(data, continuing: UInt(zlib.crc32(Array(type.utf8)))))
        }
        return bytes
    }

    @Test("later frames are the regions that changed; drawn over each other they give every frame exactly")
    func regionsCompositeToEveryFrame() throws {
        let movie = TransitionMovie(Self.transition(), framesPerSecond: 30)
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1))
        let chunks = try AnimatedPNG.chunks(of: try movie.apng(renderer: renderer))
        let header = try #require(chunks.first).data
        var canvas = try RGBAImage(pngData: try renderer.render(movie.frames[0]))
        var frame = -1
        var regions: [(x: Int, y: Int, width: Int, height: Int, data: [UInt8])] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                frame += 1
                let value = { (at: Int) in Int(Self.uint32(Array(chunk.data[at..<at + 4]))) }
                regions.append((value(12), value(16), value(4), value(8), []))
                #expect(chunk.data[24] == 0 && chunk.data[25] == 0, "dispose none, blend source")
            case "fdAT": regions[frame].data += chunk.data.dropFirst(4)
            default: break
            }
        }
        #expect(regions.count == movie.frames.count)
        for (index, region) in regions.enumerated().dropFirst() {
            var ownHeader = header
            ownHeader.replaceSubrange(0..<8, with: [UInt8](UInt32(region.width).bigEndianBytes + UInt32(region.height).bigEndianBytes))
            let piece = try RGBAImage(pngData: try Self.png([("IHDR", ownHeader), ("IDAT", region.data), ("IEND", [])]))
            for y in 0..<piece.height {
                for x in 0..<piece.width { canvas[region.x + x, region.y + y] = piece[x, y] }
            }
            let whole = try RGBAImage(pngData: try renderer.render(movie.frames[index]))
            #expect(canvas.pixels == whole.pixels, "frame \(index) drawn over the ones before it")
            // Only a part of the picture is written again: the views move, the rest stays.
            #expect(region.width * region.height < whole.width * whole.height)
        }
    }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)] }
}
