/// The text a view shows and the font it is set in, as the engine measures it.
enum ViewText {
    /// UIKit's default point size per kind before Dynamic Type: 17 (body) for labels and text
    /// fields, 15 for buttons (the classic system button's title).
    static func defaultFontSize(for kind: ViewKind) -> Double {
        kind == .button ? 15 : FontDescriptor.body.size
    }

    /// The font in force: the view's own (or the kind's default) scaled by the canvas's text size.
    static func effectiveFont(_ properties: ViewProperties, kind: ViewKind, textSize: ContentSizeCategory) -> FontDescriptor {
        var font = properties.font ?? FontDescriptor(size: defaultFontSize(for: kind))
        font.size *= textSize.fontScale
        return font
    }

    /// Whether views of this kind show text.
    static func showsText(_ kind: ViewKind) -> Bool {
        kind == .label || kind == .button || kind == .textField
    }

    /// The string measured for the view: a label's text, a button's title, a text field's text or,
    /// when empty, its placeholder.
    static func string(_ properties: ViewProperties, kind: ViewKind) -> String {
        switch kind {
        case .label: return properties.text ?? ""
        case .button: return properties.title ?? ""
        case .textField:
            if let text = properties.text, !text.isEmpty { return text }
            return properties.placeholder ?? ""
        default: return ""
        }
    }

    /// The most lines a view shows: a label's `lines` (1 by default, 0 for no limit); one otherwise.
    static func maxLines(_ properties: ViewProperties, kind: ViewKind) -> Int {
        kind == .label ? max(0, properties.lines ?? 1) : 1
    }
}
