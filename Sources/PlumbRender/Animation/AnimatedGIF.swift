/// Writes an animated GIF (GIF89a): one global colour table, a looping `NETSCAPE2.0` extension, and
/// per frame a graphic control extension (its delay, disposal "do not dispose") and an image of
/// palette indices, compressed with GIF's variable-length LZW. A frame may cover only a rectangle
/// of the screen, drawn over the frames before it. Deterministic: the same frames give the same bytes.
///
/// See the GIF89a specification (CompuServe, "Graphics Interchange Format Version 89a", sections
/// 18 to 23 and appendix F, "Variable-Length-Code LZW Compression").
enum AnimatedGIF {
    /// Why a GIF cannot be written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The largest side GIF's 16-bit sizes allow.
    static let maximumSide = 65_535

    /// One frame: palette indices of a rectangle of the screen, row by row, and how long it shows.
    struct Frame {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// `width * height` indices into the colour table.
        var indices: [UInt8]
        /// In hundredths of a second, GIF's unit.
        var delay: UInt16
    }

    /// The GIF of `frames` on a screen of `width` × `height` pixels, with `colours` (`0xRRGGBB`,
    /// at most 256) as its colour table, looping for ever.
    /// - Throws: ``Failure`` for no frames, too many colours, a screen too large, or a frame that
    ///   does not fit the screen.
    static func encode(width: Int, height: Int, colours: [UInt32], frames: [Frame]) throws -> [UInt8] {
        guard !frames.isEmpty else { throw Failure(description: "an animation needs at least one frame") }
        guard (1...256).contains(colours.count) else { throw Failure(description: "a GIF has 1 to 256 colours, not \(colours.count)") }
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw Failure(description: "a GIF is at most \(maximumSide) pixels on a side, not \(width) × \(height)")
        }
        // The table holds a power of two of entries, at least 2; the minimum code size is its bits, at least 2.
        var tableBits = 1
        while 1 << tableBits < colours.count { tableBits += 1 }
        var gif = Array("GIF89a".utf8)
        gif.appendLittleEndian(UInt16(width))
        gif.appendLittleEndian(UInt16(height))
        gif += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]   // global table, 8 bits per primary; background 0; square pixels
        for index in 0..<(1 << tableBits) {
            let colour = index < colours.count ? colours[index] : 0
            gif += [UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)]
        }
        gif += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]   // loop count 0: for ever
        for (number, frame) in frames.enumerated() {
            guard frame.width > 0, frame.height > 0, frame.x >= 0, frame.y >= 0,
                  frame.x + frame.width <= width, frame.y + frame.height <= height,
                  frame.indices.count == frame.width * frame.height else {
                throw Failure(description: "frame \(number) does not fit the \(width) × \(height) screen")
            }
            gif += [0x21, 0xF9, 4, 1 << 2]   // graphic control: dispose "do not dispose", no transparency
            gif.appendLittleEndian(frame.delay)
            gif += [0, 0]
            gif += [0x2C]
            for value in [frame.x, frame.y, frame.width, frame.height] { gif.appendLittleEndian(UInt16(value)) }
            gif += [0]   // no local table, not interlaced
            let minimumCodeSize = max(2, tableBits)
            gif += [UInt8(minimumCodeSize)]
            let data = compress(frame.indices, minimumCodeSize: minimumCodeSize)
            for start in stride(from: 0, to: data.count, by: 255) {
                let end = min(start + 255, data.count)
                gif += [UInt8(end - start)] + data[start..<end]
            }
            gif += [0]
        }
        gif += [0x3B]
        return gif
    }

    /// GIF's LZW of `indices`: codes of growing width (from `minimumCodeSize + 1` bits up to 12),
    /// packed least significant bit first; a clear code first and whenever the table is full, and
    /// the end code last.
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = CodeWriter()
        // table[prefix << 8 | index] is the code of the string prefix + index; 0 is none (no string has code 0).
        let table = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 4096 << 8)
        table.initialize(repeating: 0)
        defer { table.deallocate() }
        var codeSize = minimumCodeSize + 1
        var next = clear + 2
        // Codes written since the last clear: the decoder adds no string after the first of them.
        var codesSinceClear = 0
        writer.write(clear, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(end, bits: codeSize)
            return writer.finish()
        }
        /// A code written; the decoder adds a string for it (after the first since a clear), and
        /// its code width grows when its next code would not fit.
        func emit(_ code: Int) {
            writer.write(code, bits: codeSize)
            codesSinceClear += 1
        }
        for index in indices[1...] {
            let key = prefix << 8 | Int(index)
            let known = table[key]
            if known != 0 {
                prefix = Int(known)
                continue
            }
            emit(prefix)
            if next < 4096 {
                table[key] = UInt16(next)
                next += 1
                if next - 1 == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            } else {
                writer.write(clear, bits: codeSize)
                table.update(repeating: 0)
                codeSize = minimumCodeSize + 1
                next = clear + 2
                codesSinceClear = 0
            }
            prefix = Int(index)
        }
        emit(prefix)
        // The decoder adds a string for that last code too, which may widen the end code.
        if codesSinceClear > 1, next < 4096, next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
        writer.write(end, bits: codeSize)
        return writer.finish()
    }

    /// Packs codes into bytes, least significant bit first.
    private struct CodeWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0

        mutating func write(_ code: Int, bits: Int) {
            buffer |= UInt32(code) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }
}
