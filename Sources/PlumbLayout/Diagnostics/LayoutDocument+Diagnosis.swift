extension LayoutDocument {
    /// Diagnoses the document on each canvas in order, with one diagnoser per writing direction
    /// (text is measured per direction, as ``textMeasurer`` provides).
    /// - Throws: ``LayoutError`` when the layout cannot be solved at all.
    public func diagnose(canvases: [Canvas],
                         textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> [LayoutDiagnosis] {
        var diagnosers: [WritingDirection: LayoutDiagnoser] = [:]
        var diagnoses: [LayoutDiagnosis] = []
        for canvas in canvases {
            let diagnoser = diagnosers[canvas.direction]
                ?? LayoutDiagnoser(document: self, textMeasurer: textMeasurer(canvas.direction))
            diagnosers[canvas.direction] = diagnoser
            diagnoses.append(try diagnoser.diagnose(canvas))
        }
        return diagnoses
    }
}
