import CPlumbCairo
import PlumbGolden
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// The PNG encoder's own deflate blocks for rows that repeat the row above: the streams they make inflate,
/// with zlib checking the Adler-32, to exactly the filtered rows; the pictures decode to the pixels drawn.
@Suite struct PNGEncodingTests {
    /// Filtered rows of `rowLength` bytes (filter byte included) after `pattern` (true: the row repeats the one
    /// above): the stream they stand for, and the buffer the encoder hands over, where repeated rows are left
    /// zero, filter byte included.
    private func filteredRows(_ pattern: [Bool], rowLength: Int, seed: UInt64) -> (stream: [UInt8], buffer: [UInt8]) {
        var generator = SeededGenerator(seed: seed)
        var stream = [UInt8](repeating: 0, count: pattern.count * rowLength)
        var buffer = stream
        for (row, repeats) in pattern.enumerated() {
            let start = row * rowLength
            stream[start] = 2
            guard !repeats else { continue }
            // Mostly zeros with a few runs of other bytes, as the rows of a drawn UI are.
            stream[start] = UInt8.random(in: 1...2, using: &generator)
            for index in start + 1..<start + rowLength where UInt8.random(in: 0...9, using: &generator) < 3 {
                stream[index] = UInt8.random(in: 0...255, using: &generator)
            }
            buffer[start..<start + rowLength] = stream[start..<start + rowLength]
        }
        return (stream, buffer)
    }

    /// zlib's inflate of a whole zlib stream (its Adler-32 checked), or nil when zlib refuses it.
    private func inflated(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: count + 1)
        var length = uLongf(output.count)
        guard uncompress(&output, &length, stream, uLong(stream.count)) == Z_OK else { return nil }
        return Array(output.prefix(Int(length)))
    }

    @Test(arguments: [
        // One RGB pixel (two zeros after the first: literals only); zeros after the first of 258, 259, 260 and
        // 261 (a copy of 3 split off or not); a 2× iPad row; a row longer than deflate's 32 KiB window.
        4, 5, 262, 263, 264, 265, 5197, 40_001,
    ])
    func repeatedRowsInflateToTheRows(rowLength: Int) throws {
        let patterns: [[Bool]] = [
            [false] + Array(repeating: true, count: 30),
            [false, true, false, false, true, true, true, false, true, false] + Array(repeating: true, count: 20) + [false],
            // Runs one short row apart: zlib's history after the second reaches into the first.
            [false, false] + Array(repeating: true, count: 9) + [false] + Array(repeating: true, count: 5) + [false, false],
            Array(repeating: false, count: 12),
        ]
        for (index, pattern) in patterns.enumerated() {
            let rows = filteredRows(pattern, rowLength: rowLength, seed: UInt64(rowLength * 10 + index))
            let stream = try #require(rows.buffer.withUnsafeBufferPointer {
                FilteredRowsDeflater(level: 3).deflate($0.baseAddress!, rowLength: rowLength, rows: pattern.count,
                                                       repeatsAbove: pattern)
            })
            let back = try #require(inflated(stream, count: rows.stream.count), "pattern \(index)")
            #expect(back == rows.stream, "pattern \(index)")
        }
    }

    @Test func repeatedRowsTakeAFewBytesEach() throws {
        // 400 rows of a 2× iPad picture's width, all but the first repeated: about 6 bytes for each of 5 197.
        let pattern = [false] + Array(repeating: true, count: 399)
        let rows = filteredRows(pattern, rowLength: 5197, seed: 7)
        let (stream, firstRow) = try rows.buffer.withUnsafeBufferPointer { buffer in
            let deflater = FilteredRowsDeflater(level: 3)
            return (try #require(deflater.deflate(buffer.baseAddress!, rowLength: 5197, rows: 400, repeatsAbove: pattern)),
                    try #require(deflater.deflate(buffer.baseAddress!, rowLength: 5197, rows: 1, repeatsAbove: [false])))
        }
        #expect(stream.count - firstRow.count < 399 * 7)
        #expect(inflated(stream, count: rows.stream.count) == rows.stream)
    }

    @Test func canonicalCodesAreRFC1951s() {
        // RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A to H.
        let codes = HuffmanCode.canonical(lengths: [3, 3, 3, 3, 3, 2, 4, 4]).map { code in
            code.map { code in
                let digits = String(code.bits, radix: 2)
                return String(repeating: "0", count: code.length - digits.count) + digits
            }
        }
        #expect(codes == ["010", "011", "100", "101", "110", "00", "1110", "1111"])
        #expect(HuffmanCode(bits: 0b1110, length: 4).reversedBits == 0b0111)
        #expect(HuffmanCode.flatLengths(count: 5) == [2, 2, 2, 3, 3])
        #expect(HuffmanCode.lengths(frequencies: [10, 0, 1, 1, 5]) == [1, 0, 3, 3, 2])
    }

    @Test func adler32OfRepeatedRowsIsZlibs() {
        var checksum = Adler32()
        var bytes: [UInt8] = [7, 0, 250, 13]
        checksum.update(bytes, count: bytes.count)
        for samples in [0, 1, 5196, 70_000] {
            checksum.updateRepeatedRow(samples: samples)
            bytes += [2] + [UInt8](repeating: 0, count: samples)
        }
        #expect(checksum.value == UInt32(adler32(1, bytes, uInt(bytes.count))))
    }

    /// Pictures with runs of equal rows, opaque and translucent, decode (libpng) to what was drawn.
    @Test(arguments: [false, true])
    func encodedPicturesDecodeToTheirPixels(translucent: Bool) throws {
        let width = 97, height = 120
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        cairo_set_source_rgba(context, 1, 1, 1, translucent ? 0.5 : 1)
        cairo_paint(context)
        // Bands of equal rows between rows that change: a box, a ramp, a line of single pixels.
        cairo_set_source_rgba(context, 0.2, 0.4, 0.9, translucent ? 0.7 : 1)
        cairo_rectangle(context, 10.5, 20.25, 50, 30)
        cairo_fill(context)
        for y in 60..<64 {
            cairo_set_source_rgba(context, Double(y - 60) / 4, 0.5, 0.1, 1)
            cairo_rectangle(context, 0, Double(y), Double(width), 1)
            cairo_fill(context)
        }
        cairo_destroy(context)
        cairo_surface_flush(surface)

        let png = try #require(PNGEncoder.encode(surface))
        let drawn = RenderedImage(surface: surface)
        #expect(try RGBAImage(pngData: png) == RGBAImage(rendered: drawn))
        #expect(try drawn.pngData() == png)
    }
}
