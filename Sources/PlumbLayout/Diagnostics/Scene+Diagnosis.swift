extension Scene {
    /// Diagnoses the scene's document on each canvas, as ``LayoutDocument/diagnose(canvases:textMeasurer:)``,
    /// and names each undetermined layout guide at the place it was declared (the document knows only
    /// its views' places; the reader's ``SourceMap`` knows the guides').
    /// - Throws: ``LayoutError`` when the layout cannot be solved at all.
    public func diagnose(canvases: [Canvas],
                         textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> [LayoutDiagnosis] {
        var diagnoses = try document.diagnose(canvases: canvases, textMeasurer: textMeasurer)
        for index in diagnoses.indices {
            diagnoses[index].ambiguities = diagnoses[index].ambiguities.map(locatingGuide)
            diagnoses[index].layout.marks.ambiguities = diagnoses[index].layout.marks.ambiguities.map(locatingGuide)
        }
        return diagnoses
    }

    private func locatingGuide(_ ambiguity: Ambiguity) -> Ambiguity {
        guard ambiguity.subject == .guide, let declared = sources.guides[ambiguity.name] else { return ambiguity }
        var located = ambiguity
        located.location = declared
        return located
    }
}
