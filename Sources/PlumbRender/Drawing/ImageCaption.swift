import PlumbLayout

/// The small size caption in the middle of an image view's placeholder (`112×96`): its text
/// layout and the tag behind it, or nothing when it would not fit the view.
struct ImageCaption {
    let layout: PangoTextLayout
    /// The tag's box: the text with 3 points either side, centred in the view.
    let frame: Rect

    static let sideInset = 3.0

    init?(view: SolvedView, session: FontSession) {
        let bounds = view.absolute
        let caption = view.properties.imageSize ?? bounds.size
        let font = FontDescriptor(size: min(11, max(6, bounds.height / 3)))
        let layout = PangoTextLayout(text: caption.description, style: TextStyle(font: font), session: session)
        let size = layout.metrics.size
        guard size.width + 2 * Self.sideInset <= bounds.width, size.height <= bounds.height else { return nil }
        self.layout = layout
        frame = Rect(x: bounds.midX - size.width / 2 - Self.sideInset, y: bounds.midY - size.height / 2,
                     width: size.width + 2 * Self.sideInset, height: size.height)
    }

    /// Where the text itself starts.
    var textOrigin: Point { Point(x: frame.minX + Self.sideInset, y: frame.minY) }
}
