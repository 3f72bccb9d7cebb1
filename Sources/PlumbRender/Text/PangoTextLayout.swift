import CPlumbCairo
import PlumbLayout

/// A Pango layout of one piece of text in one ``TextStyle``: its metrics, and drawing it.
///
/// Widths are handed to Pango with a hundredth of a point to spare, so text measured unwrapped
/// at width `w` still fits on one line when drawn in a frame the solver made `w` wide (or a
/// rounding error narrower).
final class PangoTextLayout {
    /// Slack added to every wrapping width, in points.
    static let widthSlack = 0.01

    let layout: OpaquePointer
    let text: String
    let style: TextStyle
    /// The text as Pango sees it: ``text`` with break opportunities in words too wide for a line.
    let breaks: LongWordBreaks

    /// - Parameter breakingLongWords: whether words too wide for a line get ``LongWordBreaks``; without,
    ///   Pango breaks them itself (in quadratic time), with no hyphen: only tests compare the two.
    init(text: String, style: TextStyle, session: FontSession, breakingLongWords: Bool = true) {
        self.text = text
        self.style = style
        session.setBaseDirection(style.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        layout = pango_layout_new(session.context)
        pango_layout_set_auto_dir(layout, 1)

        if let description = style.font.makePangoDescription() {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }

        if let width = style.width {
            let pangoWidth = Int32(clamping: wholeNumber((max(0, width) + Self.widthSlack) * Double(PANGO_SCALE), rounding: .up))
            // A single line is cut, never wrapped: no word of it is broken.
            breaks = style.maxLines == 1 ? LongWordBreaks(unchanged: text)
                : breakingLongWords ? LongWordBreaks(text: text, font: style.font, pangoWidth: pangoWidth, session: session)
                : LongWordBreaks(unhyphenated: text)
            breaks.apply(to: layout)
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if style.maxLines == 1 {
                // One line per paragraph, cut with an ellipsis, as a single-line UILabel does.
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -1)
            } else if style.maxLines > 1 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(clamping: -style.maxLines))
            }
        } else {
            breaks = LongWordBreaks(unchanged: text)
            breaks.apply(to: layout)
        }
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        pango_layout_set_alignment(layout, pangoAlignment())
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Pango swaps left and right for a paragraph whose own direction (auto-detected from its
    /// text) differs from the base direction; this asks for the swapped value in that case so the
    /// text lands where ``TextStyle/alignment`` says.
    private func pangoAlignment() -> PangoAlignment {
        let base: PangoDirection = style.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        // The first paragraph's direction as Pango resolved it from the text (auto-dir).
        let own = pango_layout_get_line_readonly(layout, 0).map { pango_layout_line_get_resolved_direction($0) } ?? base
        let swapped = own != base
        switch style.alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .left, .justified: return swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: return swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// The layout's metrics in points.
    var metrics: TextMetrics {
        let scale = Double(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / scale

        var lastBaseline = firstBaseline
        var lineHeight = Double(logical.height) / scale
        if let iterator = pango_layout_get_iter(layout) {
            var lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineLogical)
            lineHeight = Double(lineLogical.height) / scale
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        if text.isEmpty {
            // UIKit: empty text has no size, but keeps the font's line for baseline spacing.
            return TextMetrics(size: .zero, firstBaseline: firstBaseline, lastBaseline: firstBaseline,
                               lineHeight: lineHeight, lineCount: 0)
        }
        // Never wider than the wrapping width (ellipsized lines may reach into the slack).
        let width = min(Double(logical.width) / scale, style.width ?? .infinity)
        return TextMetrics(size: Size(width: width, height: Double(logical.height) / scale),
                           firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                           lineHeight: lineHeight, lineCount: lineCount)
    }

    /// Whether Pango had to cut the text short with an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Glyphs the fonts could not provide (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// One laid-out line: its characters, where its logical box starts and where its baseline lies,
    /// relative to the layout's top-left corner.
    struct Line: Hashable {
        var text: String
        var x: Double
        var width: Double
        var baseline: Double
    }

    /// The lines as laid out (an ellipsized line keeps its whole text), without the break
    /// opportunities ``LongWordBreaks`` added.
    var lines: [Line] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let bytes = Array(breaks.text.utf8)
        let scale = Double(PANGO_SCALE)
        var lines: [Line] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = max(0, min(bytes.count, Int(line.pointee.start_index)))
            let end = max(start, min(bytes.count, start + Int(line.pointee.length)))
            lines.append(Line(text: breaks.original(start..<end, of: bytes),
                              x: Double(logical.x) / scale, width: Double(logical.width) / scale,
                              baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// Draws the text with its layout box's top-left corner at `origin` (user-space points).
    ///
    /// With alignment inside a width, the box is the layout width wide, so lines are aligned
    /// within it; Pango's logical rectangle may start right of the origin then.
    func draw(in cairo: OpaquePointer, at origin: Point) {
        cairo_save(cairo)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}
