import CPlumbCairo
#if canImport(Glibc)
import Glibc
#endif

/// Writes a cairo ARGB32 image surface as PNG, faster than `cairo_surface_write_to_png_stream`.
///
/// Pictures are opaque (the renderer paints every pixel), so they are written as 8-bit RGB;
/// a surface with any translucent pixel is written as RGBA, un-premultiplied as PNG requires.
/// Each row gets the "sub" or "up" filter, whichever leaves smaller residuals, and the data is
/// compressed at a low zlib level: our flat, UI-like pictures compress well even so. A row equal to
/// the one above (most rows of a UI picture) is "up" with nothing added, and runs of them are written
/// without zlib (``FilteredRowsDeflater``).
enum PNGEncoder {
    /// zlib's compression level: fast, and within a few per cent of the default's size here.
    static let compressionLevel: Int32 = 3

    /// The PNG bytes, or `nil` when zlib is not available (the caller falls back to cairo).
    static func encode(_ surface: OpaquePointer) -> [UInt8]? {
        guard let zlib = Zlib.shared, let data = cairo_image_surface_get_data(surface),
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = UnsafeRawPointer(data)
        let opaque = isOpaque(rows, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let count = height * (width * channels + 1)
        // `calloc`: rows equal to the row above stay zero and their pages are never written.
        guard let filtered = calloc(count, 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        defer { free(filtered) }
        let repeatsAbove = filterRows(rows, width: width, height: height, stride: stride, channels: channels,
                                      into: UnsafeMutableBufferPointer(start: filtered, count: count))
        guard let compressed = FilteredRowsDeflater(level: compressionLevel)
            .deflate(filtered, rowLength: width * channels + 1, rows: height, repeatsAbove: repeatsAbove)
        else { return nil }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // 8 bits, RGB or RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png, zlib: zlib)
        appendChunk("IDAT", compressed, to: &png, zlib: zlib)
        appendChunk("IEND", [], to: &png, zlib: zlib)
        return png
    }

    private static func isOpaque(_ rows: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        for y in 0..<height {
            let row = UnsafeBufferPointer(start: rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self),
                                          count: width)
            // A branch-free reduction, which the compiler vectorises.
            for pixel in row { all &= pixel }
        }
        return all >> 24 == 0xFF
    }

    /// Rows in PNG's byte order (R, G, B[, A]), each preceded by its filter type, into `out`
    /// (zeroed beforehand). A row equal to the one above is left as it is, filter byte included, and
    /// marked in the array returned.
    private static func filterRows(_ rows: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                   channels: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> [Bool] {
        let rowLength = width * channels
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        var repeatsAbove = [Bool](repeating: false, count: height)
        do {
            previous.withUnsafeMutableBufferPointer { above in
                current.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        let base = y * (rowLength + 1)
                        // A row like the one above (most rows of a UI picture) is all zeros with "up",
                        // written by the deflater without being stored; the row above stays what it was.
                        if y > 0, memcmp(rows.advanced(by: y * stride), rows.advanced(by: (y - 1) * stride), width * 4) == 0 {
                            repeatsAbove[y] = true
                            continue
                        }
                        let row = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                        unpack(row, width: width, channels: channels, into: line)
                        var subCost = 0, upCost = 0
                        for i in 0..<channels { subCost &+= residualCost(line[i]) }
                        for i in channels..<rowLength { subCost &+= residualCost(line[i] &- line[i &- channels]) }
                        for i in 0..<rowLength { upCost &+= residualCost(line[i] &- above[i]) }
                        let useUp = upCost < subCost
                        out[base] = useUp ? 2 : 1
                        let start = base &+ 1
                        if useUp {
                            for i in 0..<rowLength { out[start &+ i] = line[i] &- above[i] }
                        } else {
                            for i in 0..<channels { out[start &+ i] = line[i] }
                            for i in channels..<rowLength { out[start &+ i] = line[i] &- line[i &- channels] }
                        }
                        for i in 0..<rowLength { above[i] = line[i] }
                    }
                }
            }
        }
        return repeatsAbove
    }

    /// Residual bytes as signed distances from zero, the usual estimate of how well they compress.
    @inline(__always)
    private static func residualCost(_ byte: UInt8) -> Int {
        Int(Int8(bitPattern: byte).magnitude)
    }

    /// One row of native-endian premultiplied ARGB as straight R, G, B[, A] bytes.
    @inline(__always)
    private static func unpack(_ row: UnsafePointer<UInt32>, width: Int, channels: Int,
                               into line: UnsafeMutableBufferPointer<UInt8>) {
        for x in 0..<width {
            let pixel = row[x]
            let alpha = UInt32(pixel >> 24)
            var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            if channels == 4, alpha != 0xFF {
                if alpha == 0 {
                    red = 0; green = 0; blue = 0
                } else {
                    red = (red * 255 + alpha / 2) / alpha
                    green = (green * 255 + alpha / 2) / alpha
                    blue = (blue * 255 + alpha / 2) / alpha
                }
            }
            let base = x * channels
            line[base] = UInt8(truncatingIfNeeded: red)
            line[base + 1] = UInt8(truncatingIfNeeded: green)
            line[base + 2] = UInt8(truncatingIfNeeded: blue)
            if channels == 4 { line[base + 3] = UInt8(truncatingIfNeeded: alpha) }
        }
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8], zlib: Zlib) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        let crc = zlib.crc32(data, continuing: UInt(zlib.crc32(typeBytes)))
        png.appendBigEndian(crc)
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
