extension SolvedLayout {
    /// One line per view in drawing order, root first: `CANVAS VIEW x y w h`, the frame in the
    /// superview's coordinates, numbers as ``formatNumber(_:)`` writes them.
    ///
    /// Deterministic, for text goldens: a layout change shows as a readable diff.
    public var frameDumpLines: [String] {
        views.map { view in
            let frame = view.frame
            return [canvas.name, view.name, formatNumber(frame.minX), formatNumber(frame.minY),
                    formatNumber(frame.width), formatNumber(frame.height)].joined(separator: " ")
        }
    }
}
