import CPlumbCairo
import PlumbGolden

/// Draws a test picture with Cairo: a white page of `width`×`height` points at `scale` pixels per
/// point, with the given rectangles filled (coordinates in points, anti-aliasing on).
func drawPicture(width: Double, height: Double, scale: Double = 1,
                 rectangles: [(x: Double, y: Double, w: Double, h: Double, grey: Double)]) -> RGBAImage {
    let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded()), Int32((height * scale).rounded()))
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    cairo_scale(context, scale, scale)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    for rectangle in rectangles {
        cairo_set_source_rgb(context, rectangle.grey, rectangle.grey, rectangle.grey)
        cairo_rectangle(context, rectangle.x, rectangle.y, rectangle.w, rectangle.h)
        cairo_fill(context)
    }
    cairo_destroy(context)
    return RGBAImage(cairoImageSurface: surface)
}
