/// Measures text for the layout engine. The engine sees text only through this protocol, so layout
/// tests run with a deterministic fake and need no fonts; `PlumbRender` implements it with Pango.
public protocol TextMeasuring: Sendable {
    /// Measures `text` set in `font`.
    ///
    /// - Parameters:
    ///   - maxWidth: the wrapping width in points, or `nil` for one unwrapped paragraph per line break.
    ///   - maxLines: the most lines to show (0 = no limit); text beyond is truncated with an ellipsis.
    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int) -> TextMetrics
}

/// What a measurer reports for a piece of text. Distances are in points from the top of the text box.
public struct TextMetrics: Hashable, Sendable {
    /// The size of the laid-out text (the widest line; all lines' height).
    public var size: Size
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: Double
    /// The height of one line (ascent + descent + leading), for baseline-to-baseline spacing.
    public var lineHeight: Double
    /// How many lines the text took after wrapping and the line limit.
    public var lineCount: Int

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineHeight: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineHeight = lineHeight
        self.lineCount = lineCount
    }
}
