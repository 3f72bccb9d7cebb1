/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// A point in points, origin top-left, y downwards.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: origin top-left, y downwards, as UIKit's frames are.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` on each side (the inverse of ``inset(by:)``).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX - insets.left, y: minY - insets.top,
             width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// `[x, y, w, h]`, as frame dumps and JSON write it.
    public var description: String {
        "[\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height))]"
    }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = EdgeInsets()

    /// Each inset less the same inset of `other`.
    public func subtracting(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
    }
}
