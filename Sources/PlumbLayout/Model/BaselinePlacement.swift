/// Where a view's first and last baselines lie in its frame, as UIKit's layout engine places them
/// (`docs/semantics.md`, *Baselines*).
///
/// The engine holds a baseline as a fixed distance from an edge of the view. A label's first
/// baseline lies below its top by as much as its text's first baseline lies below the text's top,
/// and its last baseline above its bottom by as much as its text's last baseline lies above the
/// text's bottom: a label as high as its text has both on its text, a label stretched taller keeps
/// its first baseline near its top and its last near its bottom, though UIKit draws its text
/// centred. A button's or text field's text is centred in the view (a button's title label is
/// centred inside it), so their baselines follow that text. A view without text has no baseline,
/// and UIKit then uses its top edge for the first baseline and its bottom edge for the last
/// (`UIView.forFirstBaselineLayout`, `forLastBaselineLayout`).
public enum BaselinePlacement: Hashable, Sendable {
    /// No baseline: the first baseline is the top edge, the last the bottom edge (a view without
    /// text, or with empty text).
    case edges
    /// The first baseline this far below the top, the last this far above the bottom (labels).
    case fromEdges(firstBelowTop: Double, lastAboveBottom: Double)
    /// The baselines at these offsets from the view's vertical centre (text centred in a padded
    /// box: buttons, text fields).
    case centredText(firstFromCentre: Double, lastFromCentre: Double)

    /// The placement for a view of `kind` showing `text` (measured as the engine measured it), its
    /// vertical metrics replaced by `metrics` when given (``ViewProperties/baselineMetrics``).
    public init(kind: ViewKind, text: TextMetrics?, metrics: BaselineMetrics? = nil) {
        guard var text, text.lineCount > 0, kind.rules.text != nil else {
            self = .edges
            return
        }
        if let metrics { text = metrics.replacingVerticalMetrics(of: text) }
        if kind.rules.intrinsicSize == .text {
            // A label's box is its text.
            self = .fromEdges(firstBelowTop: text.firstBaseline, lastAboveBottom: text.size.height - text.lastBaseline)
        } else {
            // A padded text box is at least one line high, even when empty.
            let boxHeight = IntrinsicContent.textBox(text).height
            self = .centredText(firstFromCentre: text.firstBaseline - boxHeight / 2,
                                lastFromCentre: text.lastBaseline - boxHeight / 2)
        }
    }

    /// Where `attribute` (``LayoutAttribute/firstBaseline`` or ``LayoutAttribute/lastBaseline``)
    /// lies on a view's alignment rectangle: `top + heightFraction × height + constant`.
    public func offset(of attribute: LayoutAttribute) -> (heightFraction: Double, constant: Double) {
        let first = attribute == .firstBaseline
        switch self {
        case .edges:
            return first ? (0, 0) : (1, 0)
        case let .fromEdges(firstBelowTop, lastAboveBottom):
            return first ? (0, firstBelowTop) : (1, -lastAboveBottom)
        case let .centredText(firstFromCentre, lastFromCentre):
            return (0.5, first ? firstFromCentre : lastFromCentre)
        }
    }

    /// The y of `attribute` on a view whose alignment rectangle starts at `top` and is `height` high.
    public func position(of attribute: LayoutAttribute, top: Double, height: Double) -> Double {
        let (fraction, constant) = offset(of: attribute)
        return top + fraction * height + constant
    }
}

/// A text's vertical metrics, in points from the top of its text box, for placing baselines when
/// they come from another font than the one measured (``ViewProperties/baselineMetrics``).
public struct BaselineMetrics: Hashable, Sendable {
    /// The first line's baseline below the text's top.
    public var firstBaseline: Double
    /// The last line's baseline below the text's top.
    public var lastBaseline: Double
    /// The height of the text, all its lines.
    public var height: Double

    public init(firstBaseline: Double, lastBaseline: Double, height: Double) {
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.height = height
    }

    /// `text` with these baselines and height, its width and line count as measured.
    func replacingVerticalMetrics(of text: TextMetrics) -> TextMetrics {
        TextMetrics(size: Size(width: text.size.width, height: height), firstBaseline: firstBaseline,
                    lastBaseline: lastBaseline, lineHeight: height / Double(max(1, text.lineCount)),
                    lineCount: text.lineCount)
    }
}
