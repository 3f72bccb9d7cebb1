import CPlumbCairo

/// The rows of a plain PNG, inflated and unfiltered one at a time: the fast way to read the goldens
/// Plumb writes (8-bit RGB or RGBA, not interlaced), with zlib alone and two rows of memory.
///
/// Any other kind of PNG (palette, grey, 16-bit, interlaced) or a file whose chunks do not add up
/// gives `nil`, and the caller decodes it with libpng (``RGBAImage/init(pngData:)``), which also says
/// what is wrong with a damaged file. Every chunk's CRC is checked, so damaged image data never
/// reads as a picture; the zlib stream's own checksum (Adler-32) is not, which the CRCs make
/// redundant and which would cost as much as the inflating. Samples are taken as stored, as libpng
/// gives them after ``PNGColorChunks``: a gamma or colour profile changes nothing.
struct PNGRows {
    let width: Int
    let height: Int
    /// 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// The zlib stream of the image data: the IDAT chunks' data joined.
    private let stream: [UInt8]

    init?(_ bytes: [UInt8]) {
        guard let size = PNGHeader.size(of: bytes), size.width > 0, size.height > 0, bytes.count >= 33,
              Double(size.width) * Double(size.height) <= Double(RGBAImage.largestDecodedPixelCount)
        else { return nil }
        // IHDR: width, height, bit depth, colour type, compression, filter method, interlace.
        let bitDepth = bytes[24], colorType = bytes[25]
        guard bitDepth == 8, colorType == 2 || colorType == 6, bytes[26] == 0, bytes[27] == 0, bytes[28] == 0,
              let stream = Self.imageData(bytes), stream.count > 2,
              // A zlib header: deflate with a window of at most 32 KiB, a valid check, no preset dictionary.
              stream[0] & 0x0F == 8, stream[0] >> 4 <= 7, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, stream[1] & 0x20 == 0
        else { return nil }
        width = size.width
        height = size.height
        channels = colorType == 6 ? 4 : 3
        self.stream = stream
    }

    /// Bytes in one row of samples.
    var rowLength: Int { width * channels }

    /// Calls `body` with each row's samples in order, and whether that row repeats the one above
    /// (stored as PNG's "up" filter with nothing added, as Plumb's encoder stores such rows); stops
    /// when `body` returns false.
    /// - Returns: whether every row was read and accepted; false when the data is damaged or short.
    func forEachRow(_ body: (_ y: Int, _ samples: UnsafeBufferPointer<UInt8>, _ repeatsAbove: Bool) -> Bool) -> Bool {
        let rowLength = self.rowLength, channels = self.channels
        var zlib = z_stream()
        // Raw deflate after the 2-byte header: the checksum at the end is left alone (see above).
        guard inflateInit2_(&zlib, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&zlib) }
        var filtered = [UInt8](repeating: 0, count: rowLength + 1)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        return stream.withUnsafeBufferPointer { input in
            zlib.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + 2)
            zlib.avail_in = uInt(input.count - 2)
            for y in 0..<height {
                let complete = filtered.withUnsafeMutableBufferPointer { row -> Bool in
                    zlib.next_out = row.baseAddress
                    zlib.avail_out = uInt(row.count)
                    while zlib.avail_out > 0 {
                        let status = inflate(&zlib, Z_NO_FLUSH)
                        guard status == Z_OK || (status == Z_STREAM_END && zlib.avail_out == 0) else { return false }
                    }
                    return true
                }
                guard complete else { return false }
                var repeatsAbove = false
                let known = filtered.withUnsafeBufferPointer { row in
                    previous.withUnsafeBufferPointer { above in
                        current.withUnsafeMutableBufferPointer { output in
                            if row[0] == 2, y > 0, isZero(row, from: 1) {
                                repeatsAbove = true
                                output.baseAddress!.update(from: above.baseAddress!, count: rowLength)
                                return true
                            }
                            return Self.unfilter(row, above: y > 0 ? above : nil, channels: channels, into: output)
                        }
                    }
                }
                guard known else { return false }
                let accepted = current.withUnsafeBufferPointer { body(y, $0, repeatsAbove) }
                guard accepted else { return false }
                swap(&previous, &current)
            }
            return true
        }
    }

    /// Undoes one row's filter (`row[0]` names it; PNG has five); false for an unknown filter.
    private static func unfilter(_ row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>?, channels: Int,
                                 into output: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let count = output.count
        let data = row.baseAddress! + 1, out = output.baseAddress!
        switch (row[0], above) {
        case (0, _), (2, nil):
            out.update(from: data, count: count)
        case (1, _):
            for i in 0..<min(channels, count) { out[i] = data[i] }
            var i = channels
            while i < count { out[i] = data[i] &+ out[i &- channels]; i &+= 1 }
        case (2, let above?):
            let up = above.baseAddress!
            for i in 0..<count { out[i] = data[i] &+ up[i] }
        case (3, nil):
            for i in 0..<min(channels, count) { out[i] = data[i] }
            var i = channels
            while i < count { out[i] = data[i] &+ out[i &- channels] / 2; i &+= 1 }
        case (3, let above?):
            let up = above.baseAddress!
            for i in 0..<min(channels, count) { out[i] = data[i] &+ up[i] / 2 }
            var i = channels
            while i < count { out[i] = data[i] &+ UInt8((UInt16(out[i &- channels]) + UInt16(up[i])) / 2); i &+= 1 }
        case (4, nil):
            // Paeth with no row above is the "sub" filter.
            for i in 0..<min(channels, count) { out[i] = data[i] }
            var i = channels
            while i < count { out[i] = data[i] &+ out[i &- channels]; i &+= 1 }
        case (4, let above?):
            let up = above.baseAddress!
            for i in 0..<min(channels, count) { out[i] = data[i] &+ up[i] }
            var i = channels
            while i < count {
                out[i] = data[i] &+ paeth(out[i &- channels], up[i], up[i &- channels])
                i &+= 1
            }
        default:
            return false
        }
        return true
    }

    /// PNG's Paeth predictor: whichever of left, up and corner is closest to `left + up - corner`.
    @inline(__always)
    private static func paeth(_ left: UInt8, _ up: UInt8, _ corner: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(corner)
        let toLeft = abs(estimate - Int(left)), toUp = abs(estimate - Int(up)), toCorner = abs(estimate - Int(corner))
        if toLeft <= toUp && toLeft <= toCorner { return left }
        return toUp <= toCorner ? up : corner
    }

    /// The IDAT chunks' data joined, every chunk's CRC checked; `nil` when the chunks do not add up.
    private static func imageData(_ bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
            var data = [UInt8]()
            var offset = 8
            while offset + 12 <= buffer.count {
                let length = buffer[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                let end = offset + 12 + length
                guard length < 1 << 31, end <= buffer.count else { return nil }
                let stored = buffer[end - 4..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                let computed = UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4)))
                guard stored == computed else { return nil }
                let type = buffer[offset + 4..<offset + 8]
                if type.elementsEqual("IDAT".utf8) { data.append(contentsOf: buffer[offset + 8..<end - 4]) }
                if type.elementsEqual("IEND".utf8) { return data.isEmpty ? nil : data }
                offset = end
            }
            return nil
        }
    }
}

/// Whether every byte of `row` from `start` on is zero.
private func isZero(_ row: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var bits: UInt8 = 0
    // A branch-free reduction, which the compiler vectorises.
    for i in start..<row.count { bits |= row[i] }
    return bits == 0
}
