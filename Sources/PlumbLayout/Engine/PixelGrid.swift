/// Rounds solved rectangles to the canvas's pixel grid, as a separate last step.
///
/// Each edge is rounded to the nearest pixel in root coordinates, and sizes and relative origins
/// are taken from the rounded edges, so views that touch before rounding still touch after it.
/// (UIKit rounds each frame's origin and size in its superview's coordinates; the two agree
/// whenever superviews sit on the grid, which rounding makes them do.)
struct PixelGrid {
    let scale: Double

    init(scale: Double) { self.scale = scale > 0 && scale.isFinite ? scale : 1 }

    /// A rectangle's edges in whole pixels.
    struct PixelRect {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    func pixels(_ rect: Rect) -> PixelRect {
        PixelRect(minX: pixel(rect.minX), minY: pixel(rect.minY), maxX: pixel(rect.maxX), maxY: pixel(rect.maxY))
    }

    /// The rounded rectangle in points, relative to `origin` (in pixels) when given.
    func rect(_ pixels: PixelRect, relativeTo origin: PixelRect? = nil) -> Rect {
        let dx = origin?.minX ?? 0, dy = origin?.minY ?? 0
        return Rect(x: (pixels.minX - dx) / scale, y: (pixels.minY - dy) / scale,
                    width: (pixels.maxX - pixels.minX) / scale, height: (pixels.maxY - pixels.minY) / scale)
    }

    func rounded(_ rect: Rect) -> Rect { self.rect(pixels(rect)) }

    /// A rectangle in pixels grown by `insets` (in points) on each side, each edge on the grid.
    func outset(_ pixels: PixelRect, by insets: EdgeInsets) -> PixelRect {
        if insets == .zero { return pixels }
        return PixelRect(minX: pixels.minX - pixel(insets.left), minY: pixels.minY - pixel(insets.top),
                         maxX: pixels.maxX + pixel(insets.right), maxY: pixels.maxY + pixel(insets.bottom))
    }

    /// Half pixels round away from zero, as C's `round` does in UIKit's own conversion of engine values
    /// to frames (so an edge at -1.25 pt on a 2x screen goes to -1.5, one at 1.25 to 1.5); a hair of
    /// solver noise below a half still counts as a half.
    private func pixel(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let pixels = value * scale
        let magnitude = (abs(pixels) + 0.5 + 1e-7).rounded(.down)
        return pixels < 0 ? -magnitude : magnitude
    }
}
