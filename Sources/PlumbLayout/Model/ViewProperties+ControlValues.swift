extension ViewProperties {
    /// These properties with every control value brought within what a scene file may hold
    /// (``ControlValueRanges``, ``LayoutLimits``): the selected segment, progress, page count and current page
    /// clamped to their ranges; a stepper's value and bounds outside theirs dropped (a larger number has nothing
    /// to show), and both bounds dropped when the minimum is above the maximum; at most
    /// ``LayoutLimits/maximumSegments`` segments; titles and prompts cut to ``LayoutLimits/maximumTextLength``
    /// characters.
    ///
    /// Importers (Interface Builder documents, code) read what their sources hold; this keeps what they
    /// write out as a scene readable again.
    public func keepingControlValuesInSceneRange() -> ViewProperties {
        var kept = self
        let text = { (string: String) in String(string.prefix(LayoutLimits.maximumTextLength)) }
        let bounded = { (number: Double?) in number.flatMap { ControlValueRanges.stepperValue.contains($0) ? $0 : nil } }
        kept.segments = segments.map { $0.prefix(LayoutLimits.maximumSegments).map(text) }
        kept.selectedSegment = selectedSegment.map { max(ControlValueRanges.selectedSegment.lowerBound, $0) }
        kept.progress = progress.map { $0.clamped(to: ControlValueRanges.progress) }
        kept.stepperValue = bounded(stepperValue)
        kept.minimumValue = bounded(minimumValue)
        kept.maximumValue = bounded(maximumValue)
        if let minimum = kept.minimumValue, let maximum = kept.maximumValue, minimum > maximum {
            // Crossed bounds (UIKit refuses them, a scene reports them): neither is kept.
            kept.minimumValue = nil
            kept.maximumValue = nil
        }
        kept.numberOfPages = numberOfPages.map { $0.clamped(to: ControlValueRanges.pages) }
        kept.currentPage = currentPage.map { max(ControlValueRanges.currentPage.lowerBound, $0) }
        kept.prompt = prompt.map(text)
        return kept
    }
}

extension Comparable {
    /// The value, or the nearer end of `range` when it lies outside it.
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
