import PlumbLayout

/// Where the canvases of a contact sheet go: side by side, tops aligned, each with its caption
/// centred below it, and an optional title above them all.
struct SheetLayout {
    /// A line of text in a box of the sheet.
    struct Caption {
        var text: String
        var font: FontDescriptor
        var frame: Rect
    }

    static let gap = 32.0
    static let captionFont = FontDescriptor(size: 11)
    static let titleFont = FontDescriptor(size: 15, weight: .semibold)

    private(set) var panels: [Renderer.Panel] = []
    private(set) var title: Caption?
    private(set) var size = Size.zero

    /// - Parameter measure: the size of a text in a font (Pango's, or a fake in tests).
    init(layouts: [SolvedLayout], title: String?, padding: Double, measure: (String, FontDescriptor) -> Size) {
        let margin = max(padding, 16)
        var top = margin
        if let title, !title.isEmpty {
            let height = measure(title, Self.titleFont).height
            self.title = Caption(text: title, font: Self.titleFont, frame: Rect(x: 0, y: top, width: 0, height: height))
            top += height + 12
        }
        var x = margin
        var bottom = top
        for layout in layouts {
            let canvas = layout.canvas.size
            let captionSize = measure(layout.canvas.caption, Self.captionFont)
            let width = max(canvas.width, captionSize.width)
            let canvasOrigin = Point(x: x + (width - canvas.width) / 2, y: top)
            let caption = Caption(text: layout.canvas.caption, font: Self.captionFont,
                                  frame: Rect(x: x, y: top + canvas.height + 8, width: width, height: captionSize.height))
            panels.append(Renderer.Panel(layout: layout, origin: canvasOrigin, caption: caption))
            bottom = max(bottom, caption.frame.maxY)
            x += width + Self.gap
        }
        size = Size(width: x - Self.gap + margin, height: bottom + margin)
        if var title = self.title {
            title.frame = Rect(x: 0, y: title.frame.minY, width: size.width, height: title.frame.height)
            self.title = title
        }
    }
}
