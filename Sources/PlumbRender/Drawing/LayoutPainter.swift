import CPlumbCairo
import PlumbLayout

/// Draws one solved layout, canvas and all, into a cairo context at a given origin.
struct LayoutPainter {
    let layout: SolvedLayout
    let options: RenderOptions
    let pen: CairoPen
    let session: FontSession
    var textWriter: SVGTextWriter? = nil

    var palette: Palette { Palette.forTheme(options.theme) }

    /// Draws the canvas with its top-left corner at the current user-space origin.
    func draw() {
        let tree = ViewTree(layout)
        let canvasRect = Rect(origin: .zero, size: layout.canvas.size)
        let painter = ViewPainter(pen: pen, palette: palette, session: session, canvas: layout.canvas,
                                  showStackViews: options.showStackViews, textWriter: textWriter)
        cairo_save(pen.cairo)
        pen.clip(to: canvasRect)
        pen.fill(canvasRect, color: palette.rootBackground)
        if let root = tree.root {
            painter.draw(root, isRoot: true)
            for subview in tree.subviews(of: root) { drawSubtree(subview, tree: tree, painter: painter) }
        }
        let overlays = OverlayPainter(pen: pen, palette: palette, session: session, layout: layout)
        if options.overlays.contains(.safeArea) { overlays.drawSafeArea(root: canvasRect) }
        if options.overlays.contains(.margins) { overlays.drawMargins(of: layout.views) }
        if options.overlays.contains(.guides) { overlays.drawGuides() }
        if options.overlays.contains(.viewNames) { overlays.drawNames(of: layout.views) }
        cairo_restore(pen.cairo)
        pen.strokeInside(canvasRect.inset(by: EdgeInsets(all: -pen.hairline)), width: pen.hairline, color: palette.canvasEdge)
    }

    private func drawSubtree(_ view: SolvedView, tree: ViewTree, painter: ViewPainter) {
        guard view.properties.hidden != true else { return }
        // A translucent view (a transition's fading one) is drawn with its subviews into a group,
        // then painted at its alpha, as a layer's opacity composites it.
        if let alpha = view.properties.alpha, alpha < 1 {
            cairo_push_group(pen.cairo)
            drawOpaqueSubtree(view, tree: tree, painter: painter)
            cairo_pop_group_to_source(pen.cairo)
            cairo_paint_with_alpha(pen.cairo, max(alpha, 0))
            return
        }
        drawOpaqueSubtree(view, tree: tree, painter: painter)
    }

    private func drawOpaqueSubtree(_ view: SolvedView, tree: ViewTree, painter: ViewPainter) {
        painter.draw(view, isRoot: false)
        let subviews = tree.subviews(of: view)
        guard view.kind == .scroll else {
            for subview in subviews { drawSubtree(subview, tree: tree, painter: painter) }
            return
        }
        cairo_save(pen.cairo)
        pen.clip(to: view.absolute, radius: view.properties.cornerRadius ?? 0)
        for subview in subviews { drawSubtree(subview, tree: tree, painter: painter) }
        cairo_restore(pen.cairo)
        drawScrollDecorations(view)
    }

    /// The full content size as a faint dashed outline, and scroll indicators where content overflows.
    private func drawScrollDecorations(_ view: SolvedView) {
        let frame = view.absolute
        guard let content = layout.contentSizes[view.name] else { return }
        let contentRect = Rect(origin: frame.origin, size: content)
        if content.width > frame.width + 0.5 || content.height > frame.height + 0.5 {
            pen.strokeInside(contentRect, width: pen.hairline, color: palette.contentOutline, dash: [3, 3])
        }
        let thickness = 3.0, inset = 3.0
        if content.height > frame.height + 0.5, content.height > 0 {
            let track = frame.height - 2 * inset
            let length = max(thickness * 4, track * frame.height / content.height)
            let x = direction == .leftToRight ? frame.maxX - inset - thickness : frame.minX + inset
            pen.fill(Rect(x: x, y: frame.minY + inset, width: thickness, height: length), radius: thickness / 2,
                     color: palette.scrollIndicator)
        }
        if content.width > frame.width + 0.5, content.width > 0 {
            let track = frame.width - 2 * inset
            let length = max(thickness * 4, track * frame.width / content.width)
            let x = direction == .leftToRight ? frame.minX + inset : frame.maxX - inset - length
            pen.fill(Rect(x: x, y: frame.maxY - inset - thickness, width: length, height: thickness),
                     radius: thickness / 2, color: palette.scrollIndicator)
        }
    }

    private var direction: WritingDirection { layout.canvas.direction }
}
