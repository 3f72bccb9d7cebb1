import CPlumbCairo
import PlumbLayout

/// Draws the optional layers over the views: safe area, margins, layout guides, view names.
struct OverlayPainter {
    let pen: CairoPen
    let palette: Palette
    let session: FontSession
    let layout: SolvedLayout

    /// The names under which the engine reports the root's system guides.
    static let systemGuideNames: Set<String> = ["safeArea", "margins", "readable"]

    func drawSafeArea(root: Rect) {
        let safe = root.inset(by: layout.canvas.safeArea)
        // The band between the root and its safe area, filled with the even-odd rule.
        cairo_save(pen.cairo)
        cairo_set_fill_rule(pen.cairo, CAIRO_FILL_RULE_EVEN_ODD)
        let outer = pen.snap(root), inner = pen.snap(safe)
        cairo_rectangle(pen.cairo, outer.minX, outer.minY, outer.width, outer.height)
        if inner.width > 0, inner.height > 0 {
            cairo_rectangle(pen.cairo, inner.minX, inner.minY, inner.width, inner.height)
        }
        pen.setColor(palette.safeAreaShade)
        cairo_fill(pen.cairo)
        cairo_restore(pen.cairo)
    }

    func drawMargins(of views: [SolvedView]) {
        let marginGuides = Set(layout.guides.keys.filter { $0.hasSuffix(".margins") }.map { String($0.dropLast(8)) })
        for view in views where view.superview == nil || marginGuides.contains(view.name) {
            let inner = view.absolute.inset(by: view.layoutMargins)
            guard inner.width > 0, inner.height > 0 else { continue }
            pen.strokeInside(inner, width: pen.hairline, color: palette.margins, dash: [2, 2])
        }
    }

    func drawGuides() {
        for name in layout.guides.keys.sorted() where !isSystemGuide(name) {
            guard let frame = layout.guides[name] else { continue }
            if frame.width > 0, frame.height > 0 {
                pen.strokeInside(frame, width: pen.hairline, color: palette.guides, dash: [4, 3])
            } else {
                pen.line(from: frame.origin, to: Point(x: frame.maxX, y: frame.maxY), width: pen.hairline,
                         color: palette.guides, dash: [4, 3])
            }
            drawTag(name, at: Point(x: frame.minX + 2, y: frame.minY + 2), background: nil, color: palette.guides)
        }
    }

    /// Each name in a tag just above its view's top-left corner, or inside the corner when the
    /// space above is taken (or off the canvas); tags never cover one another.
    func drawNames(of views: [SolvedView]) {
        var placed: [Rect] = []
        var hidden: Set<String> = []
        for view in views where view.superview != nil {
            // Parents come first: a hidden view's subviews are known hidden by the time they come.
            if view.properties.hidden == true || view.superview.map(hidden.contains) == true {
                hidden.insert(view.name)
                continue
            }
            let size = tagSize(view.name)
            let frame = view.absolute
            let above = Rect(x: frame.minX, y: frame.minY - size.height - 1, width: size.width, height: size.height)
            var spot = above.minY >= 0 ? above : above.offsetBy(dx: 0, dy: size.height + 2)
            // Each step passes at least one tag; the bound also ends it where rounding loses a step.
            for _ in 0...placed.count {
                guard placed.contains(where: { overlaps($0, spot) }) else { break }
                spot = spot.offsetBy(dx: 0, dy: size.height + 1)
            }
            placed.append(spot)
            drawTag(view.name, at: spot.origin, background: palette.nameTag, color: palette.nameTagText)
        }
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func tagSize(_ text: String) -> Size {
        let size = PangoTextLayout(text: text, style: TextStyle(font: Self.tagFont), session: session).metrics.size
        return Size(width: size.width + 4, height: size.height)
    }

    static let tagFont = FontDescriptor(size: 8, weight: .medium)

    private func isSystemGuide(_ name: String) -> Bool {
        if OverlayPainter.systemGuideNames.contains(name) { return true }
        guard let last = name.split(separator: ".").last else { return false }
        return OverlayPainter.systemGuideNames.contains(String(last))
    }

    /// A small caption; with a background it becomes a tag.
    private func drawTag(_ text: String, at origin: Point, background: Color?, color: Color) {
        let tag = PangoTextLayout(text: text, style: TextStyle(font: Self.tagFont), session: session)
        let size = tag.metrics.size
        if let background {
            pen.fill(Rect(x: origin.x, y: origin.y, width: size.width + 4, height: size.height), radius: 2,
                     color: background)
        }
        pen.setColor(color)
        tag.draw(in: pen.cairo, at: Point(x: origin.x + 2, y: origin.y))
    }
}
