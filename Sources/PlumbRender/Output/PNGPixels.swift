import CPlumbCairo

/// The pixels of a PNG file, read with cairo: premultiplied ARGB, one `UInt32` per pixel, by rows.
public struct PNGPixels: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    /// Reads PNG `bytes`; `nil` when they are not a PNG cairo can read.
    public init?(png bytes: [UInt8]) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { data.update(from: base + reader.offset, count: count) }
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = withExtendedLifetime(reader, {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let start = UnsafeRawPointer(data + row * stride)
            for column in 0..<width { pixels.append(start.load(fromByteOffset: column * 4, as: UInt32.self)) }
        }
        self.pixels = pixels
    }
}
