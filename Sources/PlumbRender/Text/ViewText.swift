import PlumbLayout

/// The text a view shows, with the style it is laid out in: the one place that decides a view's
/// font, colour, insets and line limit, for measuring and for drawing.
public struct ViewText: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    /// The text's box inside the view's frame: the frame minus the kind's insets.
    public var insets: EdgeInsets
    /// Whether the text is a placeholder (drawn grey).
    public var isPlaceholder: Bool

    /// The text field's inset from its left and right edges, after UIKit's rounded-rect style.
    public static let textFieldInset = 7.0

    /// The font a kind of view uses when the scene names none, scaled for the canvas's text size.
    public static func defaultFont(for kind: ViewKind, textSize: ContentSizeCategory = .large) -> FontDescriptor {
        let size: Double = kind == .button ? 15 : 17
        return FontDescriptor(size: size * textSize.fontScale)
    }

    /// The text `view` shows on `canvas`, laid out at width `width` (the frame's, by default);
    /// `nil` for views that show no text.
    public init?(view: SolvedView, canvas: Canvas, width: Double? = nil) {
        let properties = view.properties
        let font = properties.font ?? ViewText.defaultFont(for: view.kind, textSize: canvas.textSize)
        let alignment = properties.textAlignment ?? .natural
        let frameWidth = width ?? view.frame.width
        switch view.kind {
        case .label:
            guard let text = properties.text, !text.isEmpty else { return nil }
            self.init(string: text, font: font, width: frameWidth, insets: .zero,
                      maxLines: properties.lines ?? 1, alignment: alignment, canvas: canvas, isPlaceholder: false)
        case .button:
            guard let title = properties.title ?? properties.text, !title.isEmpty else { return nil }
            self.init(string: title, font: font, width: frameWidth, insets: .zero, maxLines: 1,
                      alignment: .center, canvas: canvas, isPlaceholder: false)
        case .textField:
            let inset = ViewText.textFieldInset
            let insets = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            if let text = properties.text, !text.isEmpty {
                self.init(string: text, font: font, width: frameWidth - 2 * inset, insets: insets, maxLines: 1,
                          alignment: alignment, canvas: canvas, isPlaceholder: false)
            } else if let placeholder = properties.placeholder, !placeholder.isEmpty {
                self.init(string: placeholder, font: font, width: frameWidth - 2 * inset, insets: insets, maxLines: 1,
                          alignment: alignment, canvas: canvas, isPlaceholder: true)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    private init(string: String, font: FontDescriptor, width: Double, insets: EdgeInsets, maxLines: Int,
                 alignment: TextAlignment, canvas: Canvas, isPlaceholder: Bool) {
        self.string = string
        self.style = TextStyle(font: font, width: max(0, width), maxLines: max(0, maxLines),
                               alignment: TextStyle.Alignment(alignment, direction: canvas.direction),
                               direction: canvas.direction)
        self.insets = insets
        self.isPlaceholder = isPlaceholder
    }
}
