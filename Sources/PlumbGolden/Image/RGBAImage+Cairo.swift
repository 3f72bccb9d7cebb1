import CPlumbCairo

extension RGBAImage {
    /// Copies a Cairo image surface (any format) into plain RGBA; the surface is left as it was.
    ///
    /// The pixels go through an ARGB32 copy, so every Cairo format arrives the same way. Cairo keeps
    /// colours premultiplied by alpha, so translucent colours come back rounded; decode PNG files
    /// with ``init(pngData:)`` instead, which keeps them exact.
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
}

/// A premultiplied colour channel back to straight, rounded as Plumb's PNG encoder rounds it.
@inline(__always)
func unpremultiply(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
    if alpha == 255 { return UInt8(value) }
    guard alpha > 0 else { return 0 }
    return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
}
