/// A picture as plain (not premultiplied) 8-bit RGBA, row by row from the top-left corner.
///
/// This is the form the comparison works on: each pixel is four bytes `r g b a` at
/// `(y * width + x) * 4`. Read and write PNG files with ``init(pngFile:)`` and ``pngData()``.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public var pixels: [UInt8]

    /// An image of the given pixels; `nil` when their count is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill color: RGBAColor = .white) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        var pixels = [UInt8]()
        pixels.reserveCapacity(self.width * self.height * 4)
        for _ in 0..<(self.width * self.height) {
            pixels.append(contentsOf: [color.red, color.green, color.blue, color.alpha])
        }
        self.pixels = pixels
    }

    /// The colour at column `x`, row `y` (both within bounds).
    public subscript(x: Int, y: Int) -> RGBAColor {
        get {
            let index = (y * width + x) * 4
            return RGBAColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }

    /// Fills the pixels of a rectangle (clipped to the image) with one colour.
    public mutating func fill(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, with color: RGBAColor) {
        let left = max(x, 0), top = max(y, 0)
        let right = min(x + rectWidth, width), bottom = min(y + rectHeight, height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { self[column, row] = color }
        }
    }
}
