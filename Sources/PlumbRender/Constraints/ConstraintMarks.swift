import PlumbLayout

/// Builds the marks of a layout's constraints with the renderer's fonts: the glue between
/// ``ArrowLayout`` (pure geometry) and the painters.
enum ConstraintMarks {
    static func make(for layout: SolvedLayout, options: RenderOptions, session: FontSession) -> [ConstraintMark] {
        let constraints = layout.constraints.filter { options.includeGeneratedConstraints || $0.source == .user }
        guard !constraints.isEmpty else { return [] }
        let arrows = ArrowLayout(canvas: layout.canvas, views: layout.views, obstacles: textFrames(in: layout, session: session),
                                 padding: options.padding) { text in
            PangoTextLayout(text: text, style: TextStyle(font: ArrowLayout.labelFont), session: session).metrics.size
        }
        return arrows.marks(for: constraints)
    }

    /// Where each visible view's text is drawn, so labels can keep off it.
    static func textFrames(in layout: SolvedLayout, session: FontSession) -> [Rect] {
        layout.views.compactMap { view in
            guard view.properties.hidden != true, let text = ViewText(view: view, canvas: layout.canvas) else { return nil }
            let size = PangoTextLayout(text: text.string, style: text.style, session: session).metrics.size
            let box = view.absolute.inset(by: text.insets)
            let width = min(size.width, box.width), height = min(size.height, box.height)
            let x: Double
            switch text.style.alignment {
            case .left, .justified: x = box.minX
            case .center: x = box.midX - width / 2
            case .right: x = box.maxX - width
            }
            return Rect(x: x, y: box.midY - height / 2, width: width, height: height)
        }
    }
}

extension Palette {
    func color(for status: ConstraintMark.Status) -> Color {
        switch status {
        case .satisfied: return satisfied
        case .violated: return violated
        case .broken: return broken
        }
    }
}

/// The look of marks shared by the Cairo and SVG painters.
enum MarkStyle {
    static let lineWidth = 1.0
    static let dash: [Double] = [3, 2]
    static let labelRadius = 3.0
}
