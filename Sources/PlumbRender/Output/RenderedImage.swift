import CPlumbCairo
#if canImport(Glibc)
import Glibc
#endif

/// A picture as cairo drew it, before any PNG encoding: what a golden check compares with the
/// decoded golden directly, encoding a PNG only for the pictures it writes.
///
/// The pixels are cairo's ARGB32: one native-endian `UInt32` per pixel, `0xAARRGGBB`, colours
/// premultiplied by alpha, rows ``stride`` bytes apart. ``pngData()`` gives exactly the bytes
/// ``Renderer/render(_:title:)`` returns for the same picture. Immutable once made, so it can be
/// read from several threads.
public final class RenderedImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next (at least `width * 4`).
    public let stride: Int
    /// The finished image surface; nothing draws on it any more.
    private let surface: OpaquePointer

    /// Takes a reference to a finished ARGB32 image surface.
    init(surface: OpaquePointer) {
        cairo_surface_reference(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with the first row's address; row `y` starts `y * stride` bytes further.
    public func withPixelRows<Result>(_ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result {
        guard let data = cairo_image_surface_get_data(surface) else {
            // A surface of at least one pixel always has data; this keeps the pointer non-optional.
            return try withUnsafeBytes(of: UInt32(0)) { try body($0.baseAddress!) }
        }
        return try body(UnsafeRawPointer(data))
    }

    /// The smallest rectangle of pixels (x, y, width, height) outside which this picture equals
    /// `previous`; `nil` when the two are equal or differ in size.
    func changedRegion(from previous: RenderedImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard previous.width == width, previous.height == height, width > 0 else { return nil }
        return withPixelRows { rows in
            previous.withPixelRows { old in
                var minX = width, minY = height, maxX = -1, maxY = -1
                for y in 0..<height {
                    let row = rows.advanced(by: y * stride), oldRow = old.advanced(by: y * previous.stride)
                    // Equal rows (most of them) are skipped with one memcmp.
                    if memcmp(row, oldRow, width * 4) == 0 { continue }
                    let pixels = row.assumingMemoryBound(to: UInt32.self), oldPixels = oldRow.assumingMemoryBound(to: UInt32.self)
                    var first = 0
                    while pixels[first] == oldPixels[first] { first += 1 }
                    var last = width - 1
                    while pixels[last] == oldPixels[last] { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
                guard maxY >= 0 else { return nil }
                return (minX, minY, maxX - minX + 1, maxY - minY + 1)
            }
        }
    }

    /// The PNG bytes of a rectangle of this picture (inside it), encoded as ``pngData()`` encodes the whole.
    func pngData(x: Int, y: Int, width regionWidth: Int, height regionHeight: Int) throws -> [UInt8] {
        try withPixelRows { rows in
            let start = UnsafeMutableRawPointer(mutating: rows.advanced(by: y * stride + x * 4)).assumingMemoryBound(to: UInt8.self)
            guard let region = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(regionWidth),
                                                                   Int32(regionHeight), Int32(stride)) else {
                throw RenderError.cairo("cannot make a surface of a region")
            }
            defer { cairo_surface_destroy(region) }
            return try Self.pngData(of: region)
        }
    }

    /// The picture as a PNG file's bytes, the same bytes ``Renderer/render(_:title:)`` makes.
    /// - Throws: ``RenderError/cairo(_:)`` when neither encoder can write it.
    public func pngData() throws -> [UInt8] {
        try Self.pngData(of: surface)
    }

    /// The PNG bytes of a flushed ARGB32 image surface: Plumb's fast encoder, else cairo's own.
    static func pngData(of surface: OpaquePointer) throws -> [UInt8] {
        if let png = PNGEncoder.encode(surface) { return png }
        let sink = ByteSink()
        let written = cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
        guard written == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(written))) }
        return sink.bytes
    }
}

extension RenderedImage {
    /// The pixels of a rectangle of this picture (inside it), row by row, as cairo holds them
    /// (`0xAARRGGBB`, premultiplied; opaque pictures' are their colours).
    func pixels(x: Int, y: Int, width regionWidth: Int, height regionHeight: Int) -> [UInt32] {
        withPixelRows { rows in
            var pixels: [UInt32] = []
            pixels.reserveCapacity(regionWidth * regionHeight)
            for row in y..<y + regionHeight {
                let start = rows.advanced(by: row * stride + x * 4).assumingMemoryBound(to: UInt32.self)
                pixels += UnsafeBufferPointer(start: start, count: regionWidth)
            }
            return pixels
        }
    }
}
