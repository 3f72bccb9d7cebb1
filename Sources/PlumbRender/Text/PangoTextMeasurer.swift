import PlumbLayout

/// Measures text with Pango on the pinned fonts: the real measurer behind `plumb`'s layouts.
///
/// It builds exactly the layout the renderer draws (``TextStyle``), so a label's solved frame and
/// its drawn text agree. Safe to call from several threads: each call borrows its own font session.
public struct PangoTextMeasurer: TextMeasuring {
    public let fonts: FontSystem
    /// The writing direction of the interface the text is measured for.
    public var direction: WritingDirection

    public init(fonts: FontSystem = .shared, direction: WritingDirection = .leftToRight) {
        self.fonts = fonts
        self.direction = direction
    }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int) -> TextMetrics {
        measure(text, style: TextStyle(font: font, width: maxWidth, maxLines: maxLines, direction: direction))
    }

    /// Measures `text` laid out in `style`.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        fonts.withSession { session in
            PangoTextLayout(text: text, style: style, session: session).metrics
        }
    }

    /// How many characters of `text` no pinned font can draw (each would show as a box).
    public func unknownGlyphCount(_ text: String, font: FontDescriptor = .body) -> Int {
        fonts.withSession { session in
            PangoTextLayout(text: text, style: TextStyle(font: font, direction: direction), session: session)
                .unknownGlyphCount
        }
    }
}
