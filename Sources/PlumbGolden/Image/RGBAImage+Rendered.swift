#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbRender

extension RGBAImage {
    /// The straight (not premultiplied) pixels of a picture as drawn: the pixels its PNG
    /// (``RenderedImage/pngData()``) decodes to, without encoding and decoding it.
    public init(rendered image: RenderedImage) {
        let width = image.width, height = image.height, stride = image.stride
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        image.withPixelRows { rows in
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let row = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    var index = y * width * 4
                    for x in 0..<width {
                        let word = row[x]
                        let alpha = word >> 24
                        output[index] = unpremultiply((word >> 16) & 0xFF, alpha)
                        output[index &+ 1] = unpremultiply((word >> 8) & 0xFF, alpha)
                        output[index &+ 2] = unpremultiply(word & 0xFF, alpha)
                        output[index &+ 3] = UInt8(truncatingIfNeeded: alpha)
                        index &+= 4
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)!
    }
}

extension RenderedImage {
    /// Whether the picture has exactly the pixels the golden's rows decode to: the same test as
    /// `RGBAImage(rendered:) == RGBAImage(pngData:)`, one row at a time over both buffers, nothing
    /// copied, stopping at the first row that differs. A golden row that repeats the one above costs
    /// one `memcmp` of the drawn rows. False too when the golden's data is damaged.
    func hasPixels(of golden: PNGRows) -> Bool {
        guard golden.width == width, golden.height == height else { return false }
        let width = self.width, stride = self.stride, channels = golden.channels
        return withPixelRows { rows in
            golden.forEachRow { y, samples, repeatsAbove in
                let row = rows.advanced(by: y * stride)
                // The golden row repeats the one above, which matched: so must the drawn one.
                if repeatsAbove, memcmp(row, row - stride, width * 4) == 0 { return true }
                return Self.row(row.assumingMemoryBound(to: UInt32.self), width: width, matches: samples, channels: channels)
            }
        }
    }

    /// Whether one row of ARGB32 words un-premultiplies to the RGB or RGBA samples.
    private static func row(_ row: UnsafePointer<UInt32>, width: Int, matches samples: UnsafeBufferPointer<UInt8>,
                            channels: Int) -> Bool {
        var index = 0
        var difference: UInt32 = 0
        if channels == 3 {
            // An RGB golden decodes opaque: every pixel must be opaque with the same colour.
            for x in 0..<width {
                let expected = 0xFF00_0000 | UInt32(samples[index]) << 16 | UInt32(samples[index &+ 1]) << 8
                    | UInt32(samples[index &+ 2])
                difference |= expected ^ row[x]
                index &+= 3
            }
            return difference == 0
        }
        for x in 0..<width {
            let word = row[x], alpha = word >> 24
            let expectedAlpha = UInt32(samples[index &+ 3])
            if alpha == 0xFF {
                let expected = expectedAlpha << 24 | UInt32(samples[index]) << 16 | UInt32(samples[index &+ 1]) << 8
                    | UInt32(samples[index &+ 2])
                difference |= expected ^ word
            } else if alpha != expectedAlpha
                || unpremultiply((word >> 16) & 0xFF, alpha) != samples[index]
                || unpremultiply((word >> 8) & 0xFF, alpha) != samples[index &+ 1]
                || unpremultiply(word & 0xFF, alpha) != samples[index &+ 2] {
                return false
            }
            index &+= 4
        }
        return difference == 0
    }
}
