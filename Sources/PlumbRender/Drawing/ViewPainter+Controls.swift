import CPlumbCairo
import Foundation
import PlumbLayout

/// UIKit's controls of iOS 13 and later, drawn as people know them: segmented controls, progress
/// views, activity indicators, steppers, page controls and search bars.
extension ViewPainter {
    /// A rounded grey track with equal segments and centred titles; the selected one a raised white
    /// pill with its title in semibold. Segments run right to left in a right-to-left interface.
    func drawSegmentedControl(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let track = view.absoluteAlignmentRect
        guard track.width > 0, track.height > 0 else { return }
        let radius = min(9, track.height / 2)
        pen.fill(track, radius: radius, color: palette.controlFill)
        let titles = Array((view.properties.segments ?? []).prefix(LayoutLimits.maximumSegments))
        guard !titles.isEmpty else { return }
        let width = track.width / Double(titles.count)
        func segmentRect(_ index: Int) -> Rect {
            let position = canvas.direction == .leftToRight ? index : titles.count - 1 - index
            return Rect(x: track.minX + Double(position) * width, y: track.minY, width: width, height: track.height)
        }
        let selected = view.properties.selectedSegment.flatMap { titles.indices.contains($0) ? $0 : nil }
        // Thin separators between two unselected segments, two thirds of the height.
        for index in titles.indices.dropFirst() where index != selected && index - 1 != selected {
            let x = canvas.direction == .leftToRight ? segmentRect(index).minX : segmentRect(index).maxX
            let inset = track.height / 6
            pen.line(from: Point(x: x, y: track.minY + inset), to: Point(x: x, y: track.maxY - inset),
                     width: 1, color: palette.controlSeparator)
        }
        if let selected {
            let pill = segmentRect(selected).inset(by: EdgeInsets(all: 2))
            let pillRadius = max(0, radius - 2)
            // A soft shadow below the pill, as UIKit raises it.
            pen.fill(pill.offsetBy(dx: 0, dy: 1), radius: pillRadius, color: Color(red: 0, green: 0, blue: 0, alpha: 0.08))
            pen.fill(pill, radius: pillRadius, color: view.properties.tint ?? palette.selectedSegment)
            pen.strokeInside(pill, radius: pillRadius, width: max(pen.hairline, 0.5),
                             color: Color(red: 0, green: 0, blue: 0, alpha: 0.04))
        }
        let rule = view.kind.rules.text
        let baseFont = view.properties.font ?? rule?.defaultFont(textSize: canvas.textSize) ?? FontDescriptor(size: 13)
        for (index, title) in titles.enumerated() where !title.isEmpty {
            var font = baseFont
            // The selected title is semibold, wider than the regular weight its segment was measured in: it may use
            // the whole pill, so that the widest title is not cut short when it is the one selected.
            let padding = index == selected ? 2 : ViewKindRules.segmentPadding
            if index == selected { font.weight = .semibold }
            let box = segmentRect(index).inset(by: EdgeInsets(top: 0, left: padding, bottom: 0, right: padding))
            let style = TextStyle(font: font, width: max(0, box.width), maxLines: 1, alignment: .center,
                                  direction: canvas.direction)
            drawLine(title, style: style, in: box, clip: segmentRect(index), color: palette.text)
        }
    }

    /// A rounded track with the progress tinted from the leading end.
    func drawProgress(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let track = view.absoluteAlignmentRect
        guard track.width > 0, track.height > 0 else { return }
        let radius = track.height / 2
        pen.fill(track, radius: radius, color: palette.progressTrack)
        let progress = min(1, max(0, view.properties.progress ?? 0))
        guard progress > 0 else { return }
        let filledWidth = track.width * progress
        let filled = canvas.direction == .leftToRight
            ? Rect(x: track.minX, y: track.minY, width: filledWidth, height: track.height)
            : Rect(x: track.maxX - filledWidth, y: track.minY, width: filledWidth, height: track.height)
        pen.fill(filled, radius: radius, color: view.properties.tint ?? palette.tint)
    }

    /// Eight spokes around the centre, darkest at the top and fading round anticlockwise behind it,
    /// as a running indicator shows them. A stopped indicator that hides when stopped (UIKit's
    /// default) is not drawn.
    func drawActivityIndicator(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let properties = view.properties
        if properties.isAnimating == false, properties.hidesWhenStopped ?? true { return }
        let frame = view.absoluteAlignmentRect
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        // Proportions of UIKit's medium (20-pt) indicator: spokes from 0.24 to 0.46 of the side out,
        // 0.11 of it thick, with round ends.
        let inner = side * 0.24, outer = side * 0.46, thickness = side * 0.11
        let spokes = 8
        let color = properties.tint ?? palette.secondaryText
        cairo_save(pen.cairo)
        cairo_set_line_cap(pen.cairo, CAIRO_LINE_CAP_ROUND)
        for spoke in 0..<spokes {
            // Spokes turn clockwise, so those behind the darkest one lie anticlockwise from it.
            let angle = -Double.pi / 2 - 2 * Double.pi * Double(spoke) / Double(spokes)
            let (sine, cosine) = (sin(angle), cos(angle))
            cairo_move_to(pen.cairo, frame.midX + cosine * inner, frame.midY + sine * inner)
            cairo_line_to(pen.cairo, frame.midX + cosine * outer, frame.midY + sine * outer)
            // The top spoke is darkest; each one behind it is a step lighter.
            let alpha = 1 - 0.75 * Double(spoke) / Double(spokes - 1)
            pen.stroke(width: thickness, color: Color(red: color.red, green: color.green, blue: color.blue,
                                                      alpha: color.alpha * alpha))
        }
        cairo_restore(pen.cairo)
    }

    /// Two rounded grey halves split by a thin line, with − and +; a sign is dimmed where the value
    /// is at its end of the range.
    func drawStepper(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let frame = view.absoluteAlignmentRect
        guard frame.width > 0, frame.height > 0 else { return }
        pen.fill(frame, radius: min(8, frame.height / 2), color: palette.controlFill)
        let inset = frame.height / 4
        pen.line(from: Point(x: frame.midX, y: frame.minY + inset), to: Point(x: frame.midX, y: frame.maxY - inset),
                 width: 1, color: palette.controlSeparator)
        let properties = view.properties
        let value = properties.stepperValue ?? 0
        let canDecrease = value > (properties.minimumValue ?? 0)
        let canIncrease = value < (properties.maximumValue ?? 100)
        // The signs are 14 pt wide (proportionally less in a smaller stepper), 2 pt thick.
        let length = min(14, frame.width / 4, frame.height * 0.6)
        let quarter = frame.width / 4
        let minusX = canvas.direction == .leftToRight ? frame.minX + quarter : frame.maxX - quarter
        let plusX = canvas.direction == .leftToRight ? frame.maxX - quarter : frame.minX + quarter
        func sign(_ color: Color, enabled: Bool) -> Color {
            enabled ? color : Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * 0.3)
        }
        cairo_save(pen.cairo)
        cairo_set_line_cap(pen.cairo, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(pen.cairo, minusX - length / 2, frame.midY)
        cairo_line_to(pen.cairo, minusX + length / 2, frame.midY)
        pen.stroke(width: 2, color: sign(palette.text, enabled: canDecrease))
        cairo_move_to(pen.cairo, plusX - length / 2, frame.midY)
        cairo_line_to(pen.cairo, plusX + length / 2, frame.midY)
        cairo_move_to(pen.cairo, plusX, frame.midY - length / 2)
        cairo_line_to(pen.cairo, plusX, frame.midY + length / 2)
        pen.stroke(width: 2, color: sign(palette.text, enabled: canIncrease))
        cairo_restore(pen.cairo)
    }

    /// A centred row of dots, the current page's dark, the others light; cut off at the frame.
    func drawPageControl(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let frame = view.absoluteAlignmentRect
        let pages = min(view.properties.numberOfPages ?? ViewProperties.defaultNumberOfPages, LayoutLimits.maximumPages)
        guard pages > 0, frame.width > 0, frame.height > 0,
              case let .pageIndicators(dot, spacing, _, _) = view.kind.rules.intrinsicSize else { return }
        let rowWidth = Double(pages) * dot + Double(pages - 1) * spacing
        let current = view.properties.currentPage ?? 0
        cairo_save(pen.cairo)
        pen.clip(to: frame)
        for page in 0..<pages {
            let position = canvas.direction == .leftToRight ? page : pages - 1 - page
            let x = frame.midX - rowWidth / 2 + Double(position) * (dot + spacing)
            let circle = Rect(x: x, y: frame.midY - dot / 2, width: dot, height: dot)
            pen.fill(circle, radius: dot / 2,
                     color: page == current ? (view.properties.tint ?? palette.text) : palette.pageIndicator)
        }
        cairo_restore(pen.cairo)
    }

    /// A rounded grey field with a magnifier and the text or placeholder, 36 pt high and 8 pt in from
    /// the sides at the bottom of the bar; a prompt, when there is room, centred above it.
    func drawSearchBar(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let frame = view.absolute
        guard frame.width > 0, frame.height > 0 else { return }
        let barHeight = min(56, frame.height)
        let bar = Rect(x: frame.minX, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        let fieldHeight = min(36, barHeight)
        let field = Rect(x: bar.minX + 8, y: bar.midY - fieldHeight / 2, width: max(0, bar.width - 16), height: fieldHeight)
        pen.fill(field, radius: min(10, fieldHeight / 2), color: palette.controlFill)
        // The magnifier: a ring and its handle, 8 pt in from the field's leading edge.
        let glyphX = canvas.direction == .leftToRight ? field.minX + 8 + 7 : field.maxX - 8 - 7
        let ringRadius = 5.5
        let centre = Point(x: glyphX - 1.5, y: field.midY - 1.5)
        cairo_save(pen.cairo)
        pen.clip(to: field, radius: min(10, fieldHeight / 2))
        cairo_new_sub_path(pen.cairo)
        cairo_arc(pen.cairo, centre.x, centre.y, ringRadius, 0, 2 * .pi)
        pen.stroke(width: 1.8, color: palette.secondaryText)
        cairo_set_line_cap(pen.cairo, CAIRO_LINE_CAP_ROUND)
        let reach = ringRadius * 0.7071
        cairo_move_to(pen.cairo, centre.x + reach, centre.y + reach)
        cairo_line_to(pen.cairo, centre.x + reach + 4, centre.y + reach + 4)
        pen.stroke(width: 2, color: palette.secondaryText)
        cairo_restore(pen.cairo)
        if let insets = view.kind.rules.text?.drawingInsets {
            let box = Rect(x: frame.minX + insets.left, y: field.minY, width: max(0, frame.width - insets.left - insets.right),
                           height: field.height)
            drawText(of: view, box: box)
        }
        if let prompt = view.properties.prompt, !prompt.isEmpty, bar.minY - frame.minY >= 13 {
            let area = Rect(x: frame.minX + 8, y: frame.minY, width: max(0, frame.width - 16), height: bar.minY - frame.minY)
            let style = TextStyle(font: FontDescriptor(size: 13 * canvas.textSize.fontScale), width: area.width, maxLines: 1,
                                  alignment: .center, direction: canvas.direction)
            drawLine(prompt, style: style, in: area, clip: frame, color: palette.secondaryText)
        }
    }

    /// One line of text vertically centred in `box`, clipped to `clip`.
    private func drawLine(_ string: String, style: TextStyle, in box: Rect, clip: Rect, color: Color) {
        let layout = PangoTextLayout(text: string, style: style, session: session)
        let metrics = layout.metrics
        pen.setColor(color)
        cairo_save(pen.cairo)
        pen.clip(to: clip)
        let origin = Point(x: box.minX, y: box.midY - metrics.size.height / 2)
        layout.draw(in: pen.cairo, at: origin)
        cairo_restore(pen.cairo)
        textWriter?.record(layout, at: origin)
    }
}
