/// A deterministic text measurer for tests: every character has the same advance and every line
/// the same height, so expected frames can be worked out by hand.
///
/// For a font of size `s` points:
/// - each character (spaces included) advances `advance × s` (0.5 × s by default);
/// - each line is `lineHeight × s` high (1.2 × s by default);
/// - a line's baseline lies `ascent × s` below the line's top (1.0 × s by default).
///
/// Explicit line breaks (`\n`) start new paragraphs. With a `maxWidth`, lines break greedily at
/// spaces; a word wider than `maxWidth` on its own is split between characters. A positive
/// `maxLines` keeps only that many lines. Widths of lines ignore the spaces they end with.
/// Empty text measures zero wide and zero high, with no lines.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Advance of one character, as a fraction of the font size.
    public var advance: Double
    /// Height of one line, as a fraction of the font size.
    public var lineHeight: Double
    /// Distance from a line's top to its baseline, as a fraction of the font size.
    public var ascent: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2, ascent: Double = 1.0) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int) -> TextMetrics {
        let characterWidth = advance * font.size
        let line = lineHeight * font.size
        var lines = wrappedLines(text, characterWidth: characterWidth, maxWidth: maxWidth)
        if maxLines > 0, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        guard !text.isEmpty, !lines.isEmpty else {
            return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineHeight: line, lineCount: 0)
        }
        let widest = lines.map { Double($0.count) * characterWidth }.max() ?? 0
        let baseline = ascent * font.size
        return TextMetrics(size: Size(width: widest, height: Double(lines.count) * line),
                           firstBaseline: baseline,
                           lastBaseline: Double(lines.count - 1) * line + baseline,
                           lineHeight: line, lineCount: lines.count)
    }

    /// The lines of `text`, each without its trailing spaces.
    private func wrappedLines(_ text: String, characterWidth: Double, maxWidth: Double?) -> [Substring] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth, characterWidth > 0 else { return paragraphs.map(trimmingTrailingSpaces) }
        // A tiny allowance so that text exactly as wide as maxWidth is not broken by rounding.
        let capacity = max(1, wholeNumber(maxWidth / characterWidth + 1e-9, rounding: .down))
        return paragraphs.flatMap { wrap($0, capacity: capacity) }
    }

    /// Greedy wrapping of one paragraph into lines of at most `capacity` characters.
    private func wrap(_ paragraph: Substring, capacity: Int) -> [Substring] {
        var lines: [Substring] = []
        var rest = paragraph
        while rest.count > capacity {
            let window = rest.prefix(capacity + 1)
            if let space = window.lastIndex(of: " "), space > rest.startIndex {
                lines.append(trimmingTrailingSpaces(rest[..<space]))
                rest = rest[rest.index(after: space)...].drop { $0 == " " }
            } else {
                let cut = rest.index(rest.startIndex, offsetBy: capacity)
                lines.append(rest[..<cut])
                rest = rest[cut...]
            }
        }
        lines.append(trimmingTrailingSpaces(rest))
        return lines
    }

    private func trimmingTrailingSpaces(_ line: Substring) -> Substring {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
