extension Scene {
    /// Solves the scene for its canvases (or the given ones), in order.
    ///
    /// Text is measured for each canvas's writing direction: `textMeasurer` is asked once per
    /// direction, and each direction gets its own engine.
    /// - Throws: ``LayoutError`` when a constraint cannot be installed.
    public func solve(canvases selected: [Canvas]? = nil,
                      textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> [SolvedLayout] {
        try document.solve(canvases: selected ?? canvases, textMeasurer: textMeasurer)
    }

    /// The canvases with these names, in the scene's order; all of them for an empty list.
    /// - Throws: ``SourceDiagnostic`` at the start of the scene's file for a name the scene does not
    ///   have, suggesting the closest one.
    public func canvases(named names: [String]) throws(SourceDiagnostic) -> [Canvas] {
        guard !names.isEmpty else { return canvases }
        let known = canvases.map(\.name)
        for name in names where !known.contains(name) {
            throw SourceDiagnostic(location: sources.start, kind: .unknownName,
                                   message: "no canvas named '\(name)' (the scene has \(known.joined(separator: ", ")))",
                                   suggestion: Suggestions.nearest(to: name, in: known), text: name)
        }
        return canvases.filter { names.contains($0.name) }
    }
}
