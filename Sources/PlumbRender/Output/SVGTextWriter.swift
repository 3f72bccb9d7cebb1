import PlumbLayout

/// Collects the text drawn into an SVG picture and writes it as real `<text>` elements.
///
/// Cairo 1.16 draws text in SVG as glyph outlines (exact, but not text a reader can select or
/// search). Each laid-out line is therefore also written as a transparent `<text>` at the same
/// place, in the same font and size: the picture looks the same, and its text is real.
final class SVGTextWriter {
    private var elements = ""
    /// Where the canvas being drawn sits in the picture.
    var offset = Point.zero

    /// Records the lines of `layout`, drawn with its top-left corner at `origin` (in the
    /// coordinates of the whole picture).
    func record(_ layout: PangoTextLayout, at origin: Point) {
        let font = layout.style.font
        let family = (font.families + FontDescriptor.systemFamilies).map { $0.xmlEscaped }.joined(separator: ", ")
        let origin = Point(x: origin.x + offset.x, y: origin.y + offset.y)
        for line in layout.lines where !line.text.trimmingTrailingNewlines.isEmpty {
            elements += "<text x=\"\(number(origin.x + line.x))\" y=\"\(number(origin.y + line.baseline))\" "
                + "textLength=\"\(number(line.width))\" lengthAdjust=\"spacingAndGlyphs\" "
                + "font-family=\"\(family)\" font-size=\"\(number(font.size))\" font-weight=\"\(font.weight.numericWeight)\""
                + (font.italic ? " font-style=\"italic\"" : "")
                + " fill-opacity=\"0\">\(line.text.trimmingTrailingNewlines.xmlEscaped)</text>\n"
        }
    }

    /// The recorded text as one group, or nothing.
    var group: String {
        elements.isEmpty ? "" : "<g class=\"text\">\n" + elements + "</g>\n"
    }

    private func number(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while let last = text.last, last.isNewline { text.removeLast() }
        return text
    }
}
