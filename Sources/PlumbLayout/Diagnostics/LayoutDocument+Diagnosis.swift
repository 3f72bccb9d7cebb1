extension LayoutDocument {
    /// Diagnoses the document on each canvas in order, with one diagnoser per writing direction
    /// (text is measured per direction, as ``textMeasurer`` provides).
    /// - Throws: ``LayoutError`` when the layout cannot be solved at all.
    public func diagnose(canvases: [Canvas],
                         textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> [LayoutDiagnosis] {
        try perDirection(canvases, make: { LayoutDiagnoser(document: self, textMeasurer: textMeasurer($0)) },
                         run: { diagnoser, canvas throws(LayoutError) in try diagnoser.diagnose(canvas) })
    }
}
