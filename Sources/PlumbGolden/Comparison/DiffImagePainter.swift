/// Paints the diff image: a faint grey copy of the expected image for context, differences on top.
struct DiffImagePainter {
    private(set) var image: RGBAImage

    /// How much of the original brightness survives in the faded copy (the rest is white): pixelmatch's
    /// `alpha` option, at its default.
    static let fade = 0.1

    init(fadedCopyOf source: RGBAImage) {
        var pixels = source.pixels
        // Pictures are mostly runs of one colour: remember the last one's grey.
        var lastColor: RGBAColor?
        var lastGrey: UInt8 = 255
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 3 < buffer.count {
                let color = RGBAColor(red: buffer[index], green: buffer[index + 1], blue: buffer[index + 2],
                                      alpha: buffer[index + 3])
                if color != lastColor {
                    lastGrey = Self.fadedGrey(of: color)
                    lastColor = color
                }
                buffer[index] = lastGrey
                buffer[index + 1] = lastGrey
                buffer[index + 2] = lastGrey
                buffer[index + 3] = 255
                index += 4
            }
        }
        image = RGBAImage(width: source.width, height: source.height, pixels: pixels) ?? source
    }

    /// pixelmatch's `drawGrayPixel`, to the bit: the brightness of the colour as stored (not blended
    /// onto white), faded towards white by `fade` times the pixel's alpha, truncated to a byte as a
    /// JavaScript `Uint8Array` stores it (rounding would make some greys one level lighter).
    static func fadedGrey(of color: RGBAColor) -> UInt8 {
        let brightness = ColorDelta.luma(Double(color.red), Double(color.green), Double(color.blue))
        let value = 255 + (brightness - 255) * (fade * Double(color.alpha) / 255)
        return UInt8(min(max(value, 0), 255))
    }

    mutating func mark(x: Int, y: Int, as color: RGBAColor) {
        image[x, y] = color
    }
}
