import CPlumbCairo
import PlumbLayout

/// Paints constraint marks with Cairo (PNG and PDF).
struct CairoMarkPainter {
    let pen: CairoPen
    let palette: Palette
    let session: FontSession

    func draw(_ marks: [ConstraintMark]) {
        // Lines first, labels last, so no line crosses another mark's label.
        for mark in marks {
            let color = palette.color(for: mark.status)
            if mark.isHaloed {
                for line in mark.lines {
                    pen.line(from: line.start, to: line.end, width: MarkStyle.haloWidth, color: palette.labelBackground)
                }
            }
            for line in mark.lines {
                pen.line(from: line.start, to: line.end, width: MarkStyle.lineWidth, color: color,
                         dash: mark.isDashed ? MarkStyle.dash : [])
            }
            for cap in mark.caps { pen.line(from: cap.start, to: cap.end, width: MarkStyle.lineWidth, color: color) }
        }
        for mark in marks {
            let color = palette.color(for: mark.status)
            for label in mark.labels { draw(label, color: color) }
        }
    }

    private func draw(_ label: ConstraintMark.Label, color: Color) {
        pen.fill(label.frame, radius: MarkStyle.labelRadius, color: palette.labelBackground)
        pen.strokeInside(label.frame, radius: MarkStyle.labelRadius, width: pen.hairline,
                         color: Color(red: color.red, green: color.green, blue: color.blue, alpha: 0.5))
        let text = PangoTextLayout(text: label.text, style: TextStyle(font: ArrowLayout.labelFont), session: session)
        pen.setColor(color)
        text.draw(in: pen.cairo, at: Point(x: label.frame.minX + ArrowLayout.labelInset.horizontal,
                                          y: label.frame.minY + ArrowLayout.labelInset.vertical))
    }
}
