import PlumbLayout

/// A view a warning is about, as a drawing shows it: outlined in orange, dashed, with a short note
/// (`width 40…313, hugging tied at 250`), so that a layout that looks right but is not says why.
public struct FlaggedView: Hashable, Sendable {
    /// The rectangle to outline, in canvas coordinates.
    public var frame: Rect
    /// The few words beside it.
    public var note: String
    /// The whole warning, for SVG titles.
    public var title: String

    public init(frame: Rect, note: String, title: String) {
        self.frame = frame
        self.note = note
        self.title = title
    }

    /// The flag for `warning` in `layout`; `nil` when the view is not in it.
    public init?(_ warning: LayoutMarks.ViewWarning, in layout: SolvedLayout) {
        guard let view = layout.view(named: warning.view) else { return nil }
        self.init(frame: view.absolute, note: "\(warning.view): \(warning.note)", title: warning.message)
    }
}
