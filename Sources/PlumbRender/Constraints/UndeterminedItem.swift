import PlumbLayout

/// A view, layout guide or scroll content whose position or size along one axis the constraints
/// leave open, as a drawing shows it: outlined in red, dashed, with the range it could take.
///
/// Interface Builder marks such views in red and says "Need constraints for: X position".
public struct UndeterminedItem: Hashable, Sendable {
    /// The view's or guide's name.
    public var name: String
    /// The rectangle to outline, in canvas coordinates.
    public var frame: Rect
    public var axis: LayoutAttribute.Axis
    /// Along `axis`, the stretch of the canvas the item could cover, when both ends are known:
    /// from its lowest position to its highest position plus its size (or its largest size).
    public var sweep: ClosedRange<Double>?
    /// The range in words: `x 16…337`, `width ≤ 393`, `y ?`.
    public var label: String
    /// Interface Builder's words, for SVG titles, after where the item was declared:
    /// `scene.yaml:8:5: Need constraints for: X position of 'avatar' (x 16…337)`.
    public var title: String

    public init(name: String = "", frame: Rect, axis: LayoutAttribute.Axis, sweep: ClosedRange<Double>?, label: String,
                title: String) {
        self.name = name
        self.frame = frame
        self.axis = axis
        self.sweep = sweep
        self.label = label
        self.title = title
    }

    /// The item for `ambiguity` in `layout`, or `nil` when its rectangle is not known (a hidden
    /// guide the layout does not report).
    public init?(_ ambiguity: Ambiguity, in layout: SolvedLayout) {
        let horizontal = ambiguity.axis == .horizontal
        // Positions are in the superview's coordinates: find where that superview's origin lies.
        let frame: Rect, origin: Double
        switch ambiguity.subject {
        case .view, .scrollContent:
            guard let view = layout.view(named: ambiguity.name) else { return nil }
            frame = view.absolute
            origin = horizontal ? view.absolute.minX - view.frame.minX : view.absolute.minY - view.frame.minY
        case .guide:
            guard let guide = layout.guides[ambiguity.name] else { return nil }
            frame = guide
            origin = 0
        }
        self.frame = frame
        name = ambiguity.name
        axis = ambiguity.axis
        let length = horizontal ? frame.width : frame.height
        let start = horizontal ? frame.minX : frame.minY
        if let low = ambiguity.position?.lowerBound, let high = ambiguity.position?.upperBound,
           ambiguity.subject != .scrollContent {
            sweep = (origin + low)...(origin + max(low, high) + length)
        } else if ambiguity.position == nil, let high = ambiguity.size?.upperBound,
                  ambiguity.subject != .scrollContent {
            sweep = start...(start + max(high, 0))
        } else {
            sweep = nil
        }
        var parts: [String] = []
        if let position = ambiguity.position { parts.append(Self.words(horizontal ? "x" : "y", position)) }
        if let size = ambiguity.size {
            let name = horizontal ? "width" : "height"
            parts.append(Self.words(ambiguity.subject == .scrollContent ? "content \(name)" : name, size))
        }
        label = parts.joined(separator: ", ")
        var needs: [String] = []
        if ambiguity.position != nil { needs.append(horizontal ? "X position" : "Y position") }
        if ambiguity.size != nil { needs.append(horizontal ? "width" : "height") }
        let subject = ambiguity.subject == .scrollContent ? "the scrollable content of" : ambiguity.subject == .guide ? "guide" : ""
        title = (ambiguity.location.map { "\($0): " } ?? "") + "Need constraints for: \(needs.joined(separator: " or ")) of \(subject.isEmpty ? "" : subject + " ")"
            + "'\(ambiguity.name)' (\(label))"
    }

    /// `x 16…337`, `width ≥ 600`, `height ≤ 393`, `y ?`.
    static func words(_ quantity: String, _ range: ValueRange) -> String {
        switch (range.lowerBound, range.upperBound) {
        case let (low?, high?): return "\(quantity) \(ConstraintLabelText.number(low))…\(ConstraintLabelText.number(high))"
        case let (low?, nil): return "\(quantity) ≥ \(ConstraintLabelText.number(low))"
        case let (nil, high?): return "\(quantity) ≤ \(ConstraintLabelText.number(high))"
        case (nil, nil): return "\(quantity) ?"
        }
    }
}
