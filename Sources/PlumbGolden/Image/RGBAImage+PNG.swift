import CPlumbCairo

extension RGBAImage {
    /// Reads a PNG file.
    /// - Throws: ``FileError`` when the file cannot be read or is not a PNG image Cairo can decode.
    public init(pngFile path: String) throws {
        let bytes = try FileBytes.read(path)
        do {
            try self.init(pngData: bytes)
        } catch let error as PNGDecodingError {
            throw FileError(path: path, reason: error.reason)
        }
    }

    /// Decodes PNG bytes.
    /// - Throws: ``PNGDecodingError`` when the bytes are not a PNG image Cairo can decode.
    public init(pngData bytes: [UInt8]) throws {
        let source = PNGByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(readPNGBytes, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = status == CAIRO_STATUS_READ_ERROR || status == CAIRO_STATUS_PNG_ERROR
                ? PNGHeader.damage(in: bytes) : String(cString: cairo_status_to_string(status))
            throw PNGDecodingError(reason: reason)
        }
        self = RGBAImage(cairoImageSurface: surface)
    }

    /// The image encoded as PNG (with an alpha channel).
    public func pngData() throws -> [UInt8] {
        let surface = makeSurface()
        defer { cairo_surface_destroy(surface) }
        let sink = PNGByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, writePNGBytes, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGDecodingError(reason: "cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
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

    /// Copies a Cairo image surface (any format) into plain RGBA; the surface is left as it was.
    ///
    /// The pixels go through an ARGB32 copy, so every Cairo format arrives the same way.
    public init(cairoImageSurface source: OpaquePointer?) {
        let width = Int(cairo_image_surface_get_width(source))
        let height = Int(cairo_image_surface_get_height(source))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, source, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)

        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        // ARGB32 is one native-endian word per pixel, colours premultiplied by alpha.
                        let word = row[x]
                        let alpha = UInt32(word >> 24)
                        let index = (y * width + x) * 4
                        output[index] = unpremultiply((word >> 16) & 0xFF, alpha)
                        output[index + 1] = unpremultiply((word >> 8) & 0xFF, alpha)
                        output[index + 2] = unpremultiply(word & 0xFF, alpha)
                        output[index + 3] = UInt8(alpha)
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A new ARGB32 surface holding the image; the caller destroys it.
    func makeSurface() -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeBufferPointer { input in
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let index = (y * width + x) * 4
                        let alpha = UInt32(input[index + 3])
                        let red = premultiply(input[index], alpha)
                        let green = premultiply(input[index + 1], alpha)
                        let blue = premultiply(input[index + 2], alpha)
                        row[x] = alpha << 24 | red << 16 | green << 8 | blue
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
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

private func unpremultiply(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
    if alpha == 255 { return UInt8(value) }
    guard alpha > 0 else { return 0 }
    return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
}

private func premultiply(_ value: UInt8, _ alpha: UInt32) -> UInt32 {
    alpha == 255 ? UInt32(value) : (UInt32(value) * alpha + 127) / 255
}

/// The bytes Cairo's PNG reader pulls from, in order.
private final class PNGByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// Where Cairo's PNG writer pushes its bytes.
private final class PNGByteSink {
    var bytes = [UInt8]()
}

private func readPNGBytes(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}

private func writePNGBytes(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<PNGByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}
