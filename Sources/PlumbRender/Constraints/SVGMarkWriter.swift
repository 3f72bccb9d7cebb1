import PlumbLayout

/// Writes constraint marks as SVG elements: one `<g class="constraint">` per constraint whose
/// `<title>` is the constraint's source text, so every arrow can be traced back to its line.
///
/// Cairo 1.16 cannot emit `<title>` or group ids, so the marks are not drawn through Cairo in SVG:
/// they are written here and appended before `</svg>` (above everything cairo drew). Labels are
/// real `<text>` in DejaVu Sans, the font they are measured with.
struct SVGMarkWriter {
    let palette: Palette
    /// The distance from a label's text top to its baseline, as Pango measures it: the text is
    /// placed on an explicit baseline because not every SVG renderer supports `dominant-baseline`.
    let labelBaseline: Double

    func group(for marks: [ConstraintMark], offset: Point) -> String {
        guard !marks.isEmpty else { return "" }
        var svg = "<g class=\"constraints\" transform=\"translate(\(number(offset.x)),\(number(offset.y)))\">\n"
        for mark in marks {
            let color = palette.color(for: mark.status)
            svg += "<g class=\"constraint \(mark.status.rawValue)\">\n<title>\(mark.title.xmlEscaped)</title>\n"
            var path = ""
            for line in mark.lines { path += segment(line) }
            if mark.isHaloed {
                let background = palette.labelBackground
                svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(hex(background))\" "
                    + "stroke-opacity=\"\(number(background.alpha))\" stroke-width=\"\(number(MarkStyle.haloWidth))\"/>\n"
            }
            let dash = mark.isDashed ? " stroke-dasharray=\"\(MarkStyle.dash.map(number).joined(separator: ","))\"" : ""
            svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(hex(color))\" stroke-width=\"\(number(MarkStyle.lineWidth))\"\(dash)/>\n"
            if !mark.caps.isEmpty {
                let caps = mark.caps.map(segment).joined()
                svg += "<path d=\"\(caps)\" fill=\"none\" stroke=\"\(hex(color))\" stroke-width=\"\(number(MarkStyle.lineWidth))\"/>\n"
            }
            for label in mark.labels { svg += self.label(label, color: color) }
            svg += "</g>\n"
        }
        return svg + "</g>\n"
    }

    private func label(_ label: ConstraintMark.Label, color: Color) -> String {
        let frame = label.frame
        let background = palette.labelBackground
        let font = ArrowLayout.labelFont
        return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
            + "height=\"\(number(frame.height))\" rx=\"\(number(MarkStyle.labelRadius))\" fill=\"\(hex(background))\" "
            + "fill-opacity=\"\(number(background.alpha))\" stroke=\"\(hex(color))\" stroke-opacity=\"0.5\" stroke-width=\"0.5\"/>\n"
            + "<text x=\"\(number(frame.midX))\" y=\"\(number(frame.minY + ArrowLayout.labelInset.vertical + labelBaseline))\" "
            + "text-anchor=\"middle\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"\(number(font.size))\" "
            + "font-weight=\"\(font.weight.numericWeight)\" fill=\"\(hex(color))\">\(label.text.xmlEscaped)</text>\n"
    }

    private func segment(_ segment: ConstraintMark.Segment) -> String {
        "M\(number(segment.start.x)) \(number(segment.start.y))L\(number(segment.end.x)) \(number(segment.end.y))"
    }

    private func number(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }

    private func hex(_ color: Color) -> String {
        Color(red: color.red, green: color.green, blue: color.blue).description
    }
}
