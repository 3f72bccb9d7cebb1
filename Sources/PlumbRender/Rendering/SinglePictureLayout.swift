import PlumbLayout

/// Where the parts of a single canvas's picture go: the canvas inside its padding (where marks
/// that leave the canvas are drawn), and its caption centred below the padding, so that no mark
/// can reach it (broken between its parts when wider than the picture: ``CaptionLines``). A stage
/// larger than the canvas (``RenderOptions/stage``) widens the picture and moves the caption below
/// it; the canvas stays at the top left.
struct SinglePictureLayout {
    /// The space between the caption and the picture's bottom edge.
    static let captionBottom = 8.0
    /// The caption's inset from the picture's sides, where it wraps when longer than the picture.
    static let captionSideInset = 8.0

    let panel: Renderer.Panel
    let size: Size

    /// - Parameter measure: the size of a text in a font, wrapped at a width or unwrapped (`nil`)
    ///   (Pango's, or a fake in tests).
    init(layout: SolvedLayout, padding: Double, caption: Bool, stage: Size? = nil,
         measure: (String, FontDescriptor, Double?) -> Size) {
        let canvas = Size(width: max(layout.canvas.size.width, stage?.width ?? 0),
                          height: max(layout.canvas.size.height, stage?.height ?? 0))
        let width = canvas.width + 2 * padding
        var height = canvas.height + 2 * padding
        var captionBox: SheetLayout.Caption?
        if caption, !layout.canvas.caption.isEmpty {
            let font = SheetLayout.captionFont
            let textWidth = max(1, width - 2 * Self.captionSideInset)
            let text = CaptionLines.broken(layout.canvas.caption, width: textWidth, font: font, measure: measure)
            let textHeight = measure(text, font, textWidth).height
            // Below the padding (at least a small gap below the canvas when there is none).
            let top = padding + canvas.height + max(padding, Self.captionBottom)
            captionBox = SheetLayout.Caption(text: text, font: font,
                                             frame: Rect(x: Self.captionSideInset, y: top, width: textWidth,
                                                         height: textHeight))
            height = top + textHeight + Self.captionBottom
        }
        panel = Renderer.Panel(layout: layout, origin: Point(x: padding, y: padding), caption: captionBox)
        size = Size(width: width, height: height)
    }
}
