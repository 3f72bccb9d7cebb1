/// Joins PNG pictures of one size into an animated PNG (APNG): the first picture's chunks with an
/// `acTL` (how many frames, looping for ever) and, before each picture's image data, an `fcTL`
/// (its size and how long it shows); the later pictures' `IDAT`s become `fdAT`s. A viewer without
/// APNG shows the first frame. Deterministic: the same pictures give the same bytes.
///
/// See the APNG specification (Mozilla, "APNG Specification", chunks `acTL`, `fcTL`, `fdAT`).
enum AnimatedPNG {
    /// Why pictures could not be joined.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One frame: a PNG file's bytes and how long it shows, as a fraction of a second.
    struct Frame {
        var png: [UInt8]
        var delayNumerator: UInt16
        var delayDenominator: UInt16
        /// Where the picture goes on the canvas: a later frame may be only the region that changed,
        /// drawn over the frame before it.
        var x: UInt32 = 0
        var y: UInt32 = 0
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A PNG chunk: its four-letter type and its data.
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The APNG of `frames`, looping for ever.
    /// - Throws: ``Failure`` for no frames, a picture that is not a PNG, or pictures whose headers
    ///   (size, colour type) differ.
    static func join(_ frames: [Frame]) throws -> [UInt8] {
        guard !frames.isEmpty else { throw Failure(description: "an animation needs at least one frame") }
        guard let zlib = Zlib.shared else { throw Failure(description: "zlib is not available") }
        let parsed = try frames.map { try chunks(of: $0.png) }
        guard let header = parsed[0].first, header.type == "IHDR", header.data.count == 13 else {
            throw Failure(description: "the first frame has no PNG header")
        }
        let canvasWidth = header.data[0..<4].reduce(0) { $0 << 8 | UInt32($1) }
        let canvasHeight = header.data[4..<8].reduce(0) { $0 << 8 | UInt32($1) }
        for (index, (frame, picture)) in zip(frames, parsed).enumerated() {
            guard let own = picture.first, own.type == "IHDR", own.data.count == 13, own.data[8...] == header.data[8...] else {
                throw Failure(description: "frame \(index) differs in colour type from the first")
            }
            let width = own.data[0..<4].reduce(0) { $0 << 8 | UInt32($1) }
            let height = own.data[4..<8].reduce(0) { $0 << 8 | UInt32($1) }
            guard (index > 0 || (width == canvasWidth && height == canvasHeight)),
                  UInt64(frame.x) + UInt64(width) <= UInt64(canvasWidth), UInt64(frame.y) + UInt64(height) <= UInt64(canvasHeight) else {
                throw Failure(description: "frame \(index) does not fit the first frame's size")
            }
        }
        var png = signature
        var sequence: UInt32 = 0
        append(Chunk(type: "IHDR", data: header.data), to: &png, zlib: zlib)
        var animationControl: [UInt8] = []
        animationControl.appendBigEndian(UInt32(frames.count))
        animationControl.appendBigEndian(0)   // plays: 0 is for ever
        append(Chunk(type: "acTL", data: animationControl), to: &png, zlib: zlib)
        // The first picture's chunks between its header and its image data (colour space, density).
        for chunk in parsed[0].dropFirst().prefix(while: { $0.type != "IDAT" }) where chunk.type != "IEND" {
            append(chunk, to: &png, zlib: zlib)
        }
        for (index, (frame, picture)) in zip(frames, parsed).enumerated() {
            var control: [UInt8] = []
            control.appendBigEndian(sequence)
            control += Array(picture[0].data[0..<8])   // the frame's width and height
            control.appendBigEndian(frame.x)
            control.appendBigEndian(frame.y)
            control += [UInt8(frame.delayNumerator >> 8), UInt8(frame.delayNumerator & 0xFF),
                        UInt8(frame.delayDenominator >> 8), UInt8(frame.delayDenominator & 0xFF)]
            control += [0, 0]   // dispose: none (the next frame draws over this one); blend: source (replace the region)
            append(Chunk(type: "fcTL", data: control), to: &png, zlib: zlib)
            sequence += 1
            for data in picture.filter({ $0.type == "IDAT" }).map(\.data) {
                if index == 0 {
                    append(Chunk(type: "IDAT", data: data), to: &png, zlib: zlib)
                } else {
                    var frameData: [UInt8] = []
                    frameData.appendBigEndian(sequence)
                    append(Chunk(type: "fdAT", data: frameData + data), to: &png, zlib: zlib)
                    sequence += 1
                }
            }
        }
        append(Chunk(type: "IEND", data: []), to: &png, zlib: zlib)
        return png
    }

    /// The chunks of a PNG file, in order, their CRCs unchecked (the pictures are Plumb's own).
    static func chunks(of png: [UInt8]) throws -> [Chunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw Failure(description: "not a PNG picture") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= png.count else { throw Failure(description: "a PNG chunk runs past the end") }
            chunks.append(Chunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    private static func append(_ chunk: Chunk, to png: inout [UInt8], zlib: Zlib) {
        png.appendBigEndian(UInt32(chunk.data.count))
        let type = Array(chunk.type.utf8)
        png += type
        png += chunk.data
        png.appendBigEndian(zlib.crc32(chunk.data, continuing: UInt(zlib.crc32(type))))
    }
}
