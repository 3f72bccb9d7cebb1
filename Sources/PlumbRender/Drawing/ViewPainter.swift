import CPlumbCairo
import PlumbLayout

/// Draws one view as a person recognises it, in the root's coordinates (its `absolute` frame).
struct ViewPainter {
    let pen: CairoPen
    let palette: Palette
    let session: FontSession
    let canvas: Canvas
    let showStackViews: Bool
    /// In SVG, collects the text for real `<text>` elements.
    let textWriter: SVGTextWriter?

    func draw(_ view: SolvedView, isRoot: Bool) {
        let frame = view.absolute
        let properties = view.properties
        if isRoot {
            pen.fill(frame, color: properties.background ?? palette.rootBackground)
            return
        }
        switch view.kind {
        case .view, .scroll:
            drawBox(view, outlineWhenInvisible: true)
        case .label:
            // A label is its text: an outline would read as a text field.
            drawBox(view, outlineWhenInvisible: false)
            drawText(of: view)
        case .stack:
            drawBox(view, outlineWhenInvisible: false)
            if showStackViews {
                pen.strokeInside(frame, width: pen.hairline, color: palette.stackOutline, dash: [4, 2])
            }
        case .button:
            drawButton(view)
        case .textField:
            drawTextField(view)
        case .image:
            drawImagePlaceholder(view)
        case .switch:
            drawSwitch(view)
        case .slider:
            drawSlider(view)
        case .segmentedControl:
            drawSegmentedControl(view)
        case .progress:
            drawProgress(view)
        case .activityIndicator:
            drawActivityIndicator(view)
        case .stepper:
            drawStepper(view)
        case .pageControl:
            drawPageControl(view)
        case .searchBar:
            drawSearchBar(view)
        }
    }

    /// Background, border and corner radius; a faint outline for a view nothing else would show.
    func drawBox(_ view: SolvedView, outlineWhenInvisible: Bool) {
        let properties = view.properties
        let radius = properties.cornerRadius ?? 0
        let frame = view.absolute
        if let background = properties.background { pen.fill(frame, radius: radius, color: background) }
        let borderWidth = properties.borderWidth ?? (properties.borderColor == nil ? 0 : 1)
        if borderWidth > 0 {
            pen.strokeInside(frame, radius: radius, width: borderWidth, color: properties.borderColor ?? palette.text)
        } else if outlineWhenInvisible, (properties.background?.alpha ?? 0) == 0 {
            pen.strokeInside(frame, radius: radius, width: pen.hairline, color: palette.frameOutline)
        }
    }

    private func drawButton(_ view: SolvedView) {
        let frame = view.absolute
        if view.properties.buttonStyle == .filled {
            let fill = view.properties.background ?? palette.tint
            pen.fill(frame, radius: frame.height / 2, color: fill)
            drawText(of: view, color: view.properties.textColor ?? .white)
        } else {
            drawBox(view, outlineWhenInvisible: false)
            drawText(of: view, color: view.properties.textColor ?? palette.tint)
        }
    }

    private func drawTextField(_ view: SolvedView) {
        let frame = view.absolute
        let radius = view.properties.cornerRadius ?? 5
        pen.fill(frame, radius: radius, color: view.properties.background ?? palette.fieldBackground)
        pen.strokeInside(frame, radius: radius, width: max(pen.hairline, 0.5),
                         color: view.properties.borderColor ?? palette.fieldBorder)
        drawText(of: view)
    }

    /// A framed placeholder with a cross and the image's size.
    private func drawImagePlaceholder(_ view: SolvedView) {
        let frame = view.absolute
        let radius = view.properties.cornerRadius ?? 0
        pen.fill(frame, radius: radius, color: view.properties.background ?? palette.imageFill)
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(pen.cairo)
        pen.clip(to: frame, radius: radius)
        cairo_move_to(pen.cairo, frame.minX, frame.minY)
        cairo_line_to(pen.cairo, frame.maxX, frame.maxY)
        cairo_move_to(pen.cairo, frame.maxX, frame.minY)
        cairo_line_to(pen.cairo, frame.minX, frame.maxY)
        pen.stroke(width: pen.hairline, color: palette.imageLines)
        cairo_restore(pen.cairo)
        pen.strokeInside(frame, radius: radius, width: pen.hairline, color: palette.imageLines)

        guard let caption = ImageCaption(view: view, session: session) else { return }
        pen.fill(caption.frame, radius: 3, color: view.properties.background ?? palette.imageFill)
        pen.setColor(palette.secondaryText)
        caption.layout.draw(in: pen.cairo, at: caption.textOrigin)
    }

    /// A switch in its on state: a tinted pill with the knob at the trailing end.
    private func drawSwitch(_ view: SolvedView) {
        let frame = view.absolute
        pen.fill(frame, radius: frame.height / 2, color: view.properties.background ?? palette.switchTrack)
        let inset = 2.0
        let diameter = max(0, frame.height - 2 * inset)
        let knobX = canvas.direction == .leftToRight ? frame.maxX - inset - diameter : frame.minX + inset
        let knob = Rect(x: knobX, y: frame.minY + inset, width: diameter, height: diameter)
        // A soft shadow under the knob, as iOS draws it.
        pen.fill(knob.offsetBy(dx: 0, dy: 0.75), radius: diameter / 2, color: Color(red: 0, green: 0, blue: 0, alpha: 0.12))
        pen.fill(knob, radius: diameter / 2, color: palette.switchKnob)
    }

    /// A slider at Interface Builder's default value, one half: a thin track across the middle, tinted
    /// from the leading end to the thumb, and a round white thumb with a soft shadow.
    private func drawSlider(_ view: SolvedView) {
        drawBox(view, outlineWhenInvisible: false)
        let frame = view.absolute
        let trackHeight = min(4.0, frame.height)
        let track = Rect(x: frame.minX, y: frame.midY - trackHeight / 2, width: frame.width, height: trackHeight)
        pen.fill(track, radius: trackHeight / 2, color: palette.fieldBorder)
        let filled = canvas.direction == .leftToRight
            ? Rect(x: track.minX, y: track.minY, width: track.width / 2, height: trackHeight)
            : Rect(x: track.midX, y: track.minY, width: track.width / 2, height: trackHeight)
        pen.fill(filled, radius: trackHeight / 2, color: palette.tint)
        let diameter = max(0, min(28, frame.height, frame.width))
        let thumb = Rect(x: frame.midX - diameter / 2, y: frame.midY - diameter / 2, width: diameter, height: diameter)
        pen.fill(thumb.offsetBy(dx: 0, dy: 0.75), radius: diameter / 2, color: Color(red: 0, green: 0, blue: 0, alpha: 0.12))
        pen.fill(thumb, radius: diameter / 2, color: palette.switchKnob)
        pen.strokeInside(thumb, radius: diameter / 2, width: pen.hairline, color: palette.fieldBorder)
    }

    /// The view's text in its own style, vertically centred in the text box (the frame less the
    /// kind's insets, or `box`), as UIKit centres it.
    func drawText(of view: SolvedView, color: Color? = nil, box givenBox: Rect? = nil) {
        guard let text = ViewText(view: view, canvas: canvas) else { return }
        let box = givenBox ?? view.absolute.inset(by: text.insets)
        var style = text.style
        var layout = PangoTextLayout(text: text.string, style: style, session: session)
        var metrics = layout.metrics
        // A frame shorter than the text shows only the lines that fit (at least one), the last cut.
        if metrics.lineCount > 1, metrics.size.height > box.height + 0.5, metrics.lineHeight > 0 {
            style.maxLines = max(1, wholeNumber((box.height + 0.5) / metrics.lineHeight))
            layout = PangoTextLayout(text: text.string, style: style, session: session)
            metrics = layout.metrics
        }
        let textColor = color ?? (text.isPlaceholder ? palette.placeholder : (view.properties.textColor ?? palette.text))
        pen.setColor(textColor)
        cairo_save(pen.cairo)
        // Text never spills outside its view (UILabel clips too).
        pen.clip(to: view.absolute)
        let origin = Point(x: box.minX, y: box.midY - metrics.size.height / 2)
        layout.draw(in: pen.cairo, at: origin)
        cairo_restore(pen.cairo)
        textWriter?.record(layout, at: origin)
    }
}
