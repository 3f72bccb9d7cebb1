/// A rectangle of pixels: column, row, width and height, origin top-left.
public struct PixelRegion: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `[x, y, w, h]`, as frames are written.
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

/// Grows a bounding box one pixel at a time.
struct BoundingBoxBuilder {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    mutating func include(x: Int, y: Int) {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
    }

    var region: PixelRegion? {
        guard minX <= maxX else { return nil }
        return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
