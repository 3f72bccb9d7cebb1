import PlumbLayout

/// Everything that decides how a piece of text is laid out: measuring and drawing both build their
/// Pango layout from one of these, so they cannot disagree.
public struct TextStyle: Hashable, Sendable {
    /// Where lines sit within the layout width, already resolved against the writing direction.
    public enum Alignment: Hashable, Sendable {
        case left, center, right, justified
    }

    public var font: FontDescriptor
    /// The wrapping (and alignment) width in points; `nil` for unwrapped lines.
    public var width: Double?
    /// The most lines to show, 0 for no limit; text beyond ends in an ellipsis.
    public var maxLines: Int
    public var alignment: Alignment
    /// The direction of the surrounding interface: the base direction for neutral paragraphs.
    public var direction: WritingDirection

    public init(font: FontDescriptor, width: Double? = nil, maxLines: Int = 0, alignment: Alignment = .left,
                direction: WritingDirection = .leftToRight) {
        self.font = font
        self.width = width
        self.maxLines = maxLines
        self.alignment = alignment
        self.direction = direction
    }
}

extension TextStyle.Alignment {
    /// `NSTextAlignment` resolved for a writing direction: natural is left in left-to-right
    /// interfaces and right in right-to-left ones.
    public init(_ alignment: TextAlignment, direction: WritingDirection) {
        switch alignment {
        case .natural: self = direction == .leftToRight ? .left : .right
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        }
    }
}
