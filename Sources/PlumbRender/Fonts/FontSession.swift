import CPlumbCairo

/// A Pango font map and context on the pinned configuration, used by one thread at a time.
///
/// Every text layout, for measuring and for drawing alike, is made from ``context``: same font map,
/// same font options, identity matrix. That is what makes a label's measured frame and its drawn
/// text agree at every scale and in every format.
final class FontSession {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init(configuration: OpaquePointer?) {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        if let configuration {
            pango_fc_font_map_set_config(OpaquePointer(fontMap),
                                         configuration)
        }
        context = pango_font_map_create_context(fontMap)
        RenderingFontOptions.apply(to: context)
        // Unrounded glyph positions: widths do not depend on the pixel grid of any one scale.
        pango_context_set_round_glyph_positions(context, 0)
        // Pango computes a font's metrics with a process-wide flag: one thread at a time.
        FontMetricsSerialization.install(for: context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Sets the paragraph base direction for layouts made afterwards.
    func setBaseDirection(_ direction: PangoDirection) {
        if pango_context_get_base_dir(context) != direction {
            pango_context_set_base_dir(context, direction)
        }
    }
}
