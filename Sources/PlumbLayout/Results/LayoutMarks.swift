/// What a diagnosis found that a drawing shows, as Interface Builder colours it: required
/// constraints kept but part of a conflict (red, beside the broken one), and views and guides whose
/// position or size is undetermined (outlined in red, with the range they could take), and views a
/// warning is about (outlined in orange, with a short note).
///
/// ``LayoutDiagnoser`` fills it in; a plain solve leaves it empty.
public struct LayoutMarks: Hashable, Sendable {
    /// Indices into ``SolvedLayout/constraints`` of satisfied constraints that belong to a conflict.
    public var conflictingConstraints: Set<Int>
    /// Undetermined views, guides and scroll contents, with the ranges they could take.
    public var ambiguities: [Ambiguity]

    /// Views a warning is about: a content-priority tie (which of two labels stretches is undetermined),
    /// leading/trailing mixed with left/right. A layout that looks right but is not shows why.
    public var viewWarnings: [ViewWarning]

    public init(conflictingConstraints: Set<Int> = [], ambiguities: [Ambiguity] = [], viewWarnings: [ViewWarning] = []) {
        self.conflictingConstraints = conflictingConstraints
        self.ambiguities = ambiguities
        self.viewWarnings = viewWarnings
    }

    public var isEmpty: Bool { conflictingConstraints.isEmpty && ambiguities.isEmpty && viewWarnings.isEmpty }

    /// A warning about one view, as a drawing shows it.
    public struct ViewWarning: Hashable, Sendable {
        /// The view's name.
        public var view: String
        /// A few words beside the view: `width 40…313, hugging tied at 250`.
        public var note: String
        /// The whole warning, for tooltips.
        public var message: String

        public init(view: String, note: String, message: String) {
            self.view = view
            self.note = note
            self.message = message
        }
    }
}

extension ContentPriorityTie {
    /// Each tied view with its note and the tie in words, for drawings.
    var viewWarnings: [LayoutMarks.ViewWarning] {
        let sizeName = axis == .horizontal ? "width" : "height"
        let what = kind == .hugging ? "hugging" : "compression resistance"
        let names = views.map { "'\($0)'" }.joined(separator: ", ")
        let message = "Content Priority Ambiguity: \(names) tie at \(what) \(formatNumber(priority.rawValue)) "
            + "\(axis == .horizontal ? "horizontally" : "vertically"), so which one \(kind == .hugging ? "stretches" : "shrinks") "
            + "is undetermined"
        return zip(views, sizes).map { view, size in
            let range: String
            switch (size.lowerBound, size.upperBound) {
            case let (low?, high?): range = "\(formatNumber(low))…\(formatNumber(high))"
            case let (low?, nil): range = "≥ \(formatNumber(low))"
            case let (nil, high?): range = "≤ \(formatNumber(high))"
            case (nil, nil): range = "?"
            }
            return LayoutMarks.ViewWarning(view: view, note: "\(sizeName) \(range), \(what) tied at \(formatNumber(priority.rawValue))",
                                           message: message)
        }
    }
}
