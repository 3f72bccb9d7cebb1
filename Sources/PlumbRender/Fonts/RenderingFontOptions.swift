import CPlumbCairo

/// The one set of cairo font options every Pango context gets.
///
/// Image surfaces hint metrics by default and vector surfaces do not, so the same text would
/// measure differently in PNG and in SVG or PDF. Fixing every option here (grey antialiasing, no
/// outline hinting, metrics unhinted) makes all formats and scales lay text out identically.
enum RenderingFontOptions {
    static func apply(to context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
    }
}
