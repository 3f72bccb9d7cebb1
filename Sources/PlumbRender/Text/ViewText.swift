import PlumbLayout

/// The text a view shows, with the style drawing lays it out in. What the text is, its font, line
/// limit and box come from the kind's ``ViewKindRules/TextRule``, the same rule the engine measured it by.
public struct ViewText: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    /// The text's box inside the view's frame: the frame minus the kind's insets.
    public var insets: EdgeInsets
    /// Whether the text is a placeholder (drawn grey).
    public var isPlaceholder: Bool

    /// The text `view` shows on `canvas`, laid out at width `width` (the frame's, by default);
    /// `nil` for views that show no text or whose text is empty.
    public init?(view: SolvedView, canvas: Canvas, width: Double? = nil) {
        guard let rule = view.kind.rules.text else { return nil }
        let properties = view.properties
        let string = rule.string(properties)
        guard !string.isEmpty else { return nil }
        // The engine stores the font it measured with, already scaled; a layout made by hand may not.
        let font = properties.font ?? rule.defaultFont(textSize: canvas.textSize)
        let alignment = rule.fixedAlignment ?? properties.textAlignment ?? .natural
        let insets = rule.drawingInsets
        self.string = string
        self.style = TextStyle(font: font, width: max(0, (width ?? view.frame.width) - (insets.left + insets.right)),
                               maxLines: rule.maxLines(properties),
                               alignment: TextStyle.Alignment(alignment, direction: canvas.direction),
                               direction: canvas.direction)
        self.insets = insets
        self.isPlaceholder = rule.showsPlaceholder(properties)
    }
}
