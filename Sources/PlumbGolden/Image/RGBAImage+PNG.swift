import CPlumbPNG
import PlumbRender

extension RGBAImage {
    /// Reads a PNG file.
    /// - Throws: ``FileError`` when the file cannot be read or is not a PNG image libpng can decode.
    public init(pngFile path: String) throws {
        let bytes = try FileBytes.read(path)
        do {
            try self.init(pngData: bytes)
        } catch let error as PNGDecodingError {
            throw FileError(path: path, reason: error.reason)
        }
    }

    /// Decodes PNG bytes to straight (not premultiplied) 8-bit RGBA, as PNG stores them.
    ///
    /// Every colour type and bit depth is accepted; libpng expands palettes and grey, adds an
    /// opaque alpha where the file has none, and scales 16-bit samples to 8 bits. Samples arrive as
    /// stored, without gamma or colour-profile conversion, as pixelmatch's PNG reader gives them
    /// (see ``PNGColorChunks``). Straight alpha matters to the comparison: a
    /// premultiplying decoder (Cairo's) loses the colour of fully transparent pixels and rounds
    /// faint ones (alpha 2 turns grey 100 into 128), so counts at low thresholds would drift from
    /// pixelmatch's.
    /// - Throws: ``PNGDecodingError`` when the bytes are not a PNG image or are damaged.
    public init(pngData bytes: [UInt8]) throws {
        // Checked here so that any other file says what it is, whatever libpng would report.
        guard let declared = PNGHeader.size(of: bytes) else { throw PNGDecodingError(reason: PNGHeader.damage(in: bytes)) }
        guard Double(declared.width) * Double(declared.height) <= Double(Self.largestDecodedPixelCount) else {
            throw PNGDecodingError(reason: "PNG image too large to compare: \(declared)")
        }
        // libpng reads from the bytes until the image is finished, so both steps stay inside one access.
        let (width, height, pixels) = try PNGColorChunks.storedSamples(bytes).withUnsafeBytes { buffer in
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                throw PNGDecodingError(reason: "\(PNGHeader.damage(in: bytes)); libpng: \(Self.message(of: image))")
            }
            image.format = plumb_png_format_rgba
            let width = Int(image.width), height = Int(image.height)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else {
                throw PNGDecodingError(reason: "\(PNGHeader.damage(in: bytes)); libpng: \(Self.message(of: image))")
            }
            return (width, height, pixels)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image encoded as 8-bit RGBA PNG, alpha kept straight, so decoding gives back the same pixels.
    /// - Throws: ``PNGDecodingError`` when libpng cannot encode it.
    public func pngData() throws -> [UInt8] {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = plumb_png_format_rgba
        defer { png_image_free(&image) }
        return try pixels.withUnsafeBytes { input in
            // The first call only measures; the second writes.
            var size = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, input.baseAddress, Int32(width * 4), nil) != 0 else {
                throw PNGDecodingError(reason: "cannot encode PNG: \(Self.message(of: image))")
            }
            var output = [UInt8](repeating: 0, count: size)
            let written = output.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, input.baseAddress, Int32(width * 4), nil)
            }
            guard written != 0 else { throw PNGDecodingError(reason: "cannot encode PNG: \(Self.message(of: image))") }
            return Array(output.prefix(size))
        }
    }

    /// Writes the image as a PNG file, atomically.
    /// - Throws: ``FileError`` when the file cannot be written.
    public func writePNG(to path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try pngData()
        } catch let error as PNGDecodingError {
            throw FileError(path: path, reason: error.reason)
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// 2²⁸ pixels (1 GiB decoded): far beyond any device picture, and a bound on what a damaged
    /// header can make the decoder allocate.
    static let largestDecodedPixelCount = 1 << 28

    /// libpng's message for the last failure, kept in the image structure.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

/// PNG bytes could not be decoded or encoded.
public struct PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
