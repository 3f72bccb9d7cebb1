import PlumbLayout

/// The vertical metrics of San Francisco, the system font Xcode laid a document's text out with
/// (iOS 9 on): per point of size, an ascender of 1950/2048 and a descender of 494/2048, no leading,
/// so a line is 2444/2048 of the size (`UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391; a
/// 20-pt SF UI Display has an ascender of 19.04 and a descender of −4.82; `docs/semantics.md`).
///
/// Plumb's pinned font measures lines of another height, so with sizes from the document a
/// baseline constraint between two labels would leave a different gap than Xcode's: the 45-pt
/// line is 53.7 in San Francisco, 52.4 in the pinned font.
enum SanFranciscoMetrics {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048

    /// The height of one line of text `size` points large.
    static func lineHeight(size: Double) -> Double { (ascender + descender) * size }

    /// The baselines of `lines` lines of text `size` points large.
    static func baselines(size: Double, lines: Int) -> BaselineMetrics {
        let line = lineHeight(size: size)
        let first = ascender * size
        let count = Double(max(1, lines))
        return BaselineMetrics(firstBaseline: first, lastBaseline: first + (count - 1) * line, height: count * line)
    }

    /// How many lines of `size`-point text fill a label `height` high: at least one, the text's
    /// whole lines (a label stretched taller than its text keeps its text's lines).
    static func lineCount(height: Double, size: Double, limit: Int?) -> Int {
        let line = lineHeight(size: size)
        guard line > 0 else { return 1 }
        // A hair of slack: a stored height is the text's height rounded up to the pixel grid.
        var count = max(1, Int((height / line + 0.02).rounded(.down)))
        if let limit, limit > 0 { count = min(count, limit) }
        return count
    }
}
