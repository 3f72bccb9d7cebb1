import CPlumbCairo
import PlumbLayout

/// Small drawing helpers over a cairo context whose user space is in points.
///
/// ``scale`` is the pixels per point of the target, used to put lines on the pixel grid: a line
/// covering a whole number of pixels is centred between pixel edges, so 1-px hairlines are crisp.
struct CairoPen {
    let cairo: OpaquePointer
    let scale: Double

    /// One device pixel, in points (one point in vector output).
    var hairline: Double { 1 / scale }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Snaps a coordinate so a line `width` points wide sits crisply on the pixel grid.
    func snap(_ value: Double, lineWidth width: Double) -> Double {
        let pixels = (width * scale).rounded()
        let device = value * scale
        let snapped = wholeNumber(pixels) % 2 == 1 ? device.rounded(.down) + 0.5 : device.rounded()
        return snapped / scale
    }

    /// Snaps a rectangle's edges to whole pixels (for fills).
    func snap(_ rect: Rect) -> Rect {
        let minX = (rect.minX * scale).rounded() / scale, minY = (rect.minY * scale).rounded() / scale
        let maxX = (rect.maxX * scale).rounded() / scale, maxY = (rect.maxY * scale).rounded() / scale
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds a rectangle with rounded corners (`radius` clamped to half the shorter side).
    func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    func fill(_ rect: Rect, radius: Double = 0, color: Color) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        addRoundedRect(radius > 0 ? rect : snap(rect), radius: radius)
        setColor(color)
        cairo_fill(cairo)
    }

    /// Strokes a rectangle's outline inside its bounds, as `CALayer` borders are drawn.
    func strokeInside(_ rect: Rect, radius: Double = 0, width: Double, color: Color, dash: [Double] = []) {
        guard color.alpha > 0, width > 0, rect.width > 0, rect.height > 0 else { return }
        let minX = snap(rect.minX + width / 2, lineWidth: width), minY = snap(rect.minY + width / 2, lineWidth: width)
        let maxX = snap(rect.maxX - width / 2, lineWidth: width), maxY = snap(rect.maxY - width / 2, lineWidth: width)
        guard maxX >= minX, maxY >= minY else { return }
        addRoundedRect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), radius: max(0, radius - width / 2))
        stroke(width: width, color: color, dash: dash)
    }

    /// Strokes the current path.
    func stroke(width: Double, color: Color, dash: [Double] = []) {
        setColor(color)
        cairo_set_line_width(cairo, width)
        cairo_set_dash(cairo, dash, Int32(dash.count), 0)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// A straight line, snapped so that horizontal and vertical lines are crisp.
    func line(from start: Point, to end: Point, width: Double, color: Color, dash: [Double] = []) {
        var a = start, b = end
        if start.x == end.x { a.x = snap(a.x, lineWidth: width); b.x = a.x }
        if start.y == end.y { a.y = snap(a.y, lineWidth: width); b.y = a.y }
        cairo_move_to(cairo, a.x, a.y)
        cairo_line_to(cairo, b.x, b.y)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        stroke(width: width, color: color, dash: dash)
    }

    func clip(to rect: Rect, radius: Double = 0) {
        addRoundedRect(rect, radius: radius)
        cairo_clip(cairo)
    }
}
