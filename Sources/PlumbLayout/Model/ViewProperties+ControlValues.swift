extension ViewProperties {
    /// These properties with every control value brought within what a scene file may hold (the ranges
    /// `PlumbScene` reads, ``LayoutLimits``): a selected segment of -1 or more, a progress from 0 to 1, a
    /// stepper's value and bounds no larger than ``LayoutLimits/maximumLength`` (dropped otherwise: a
    /// stepper's numbers are not lengths, but a larger one has nothing to show; both bounds dropped when the
    /// minimum is above the maximum), at most
    /// ``LayoutLimits/maximumSegments`` segments and ``LayoutLimits/maximumPages`` pages, a current page of 0
    /// or more, and titles and prompts cut to ``LayoutLimits/maximumTextLength`` characters.
    ///
    /// Importers (Interface Builder documents, code) read what their sources hold; this keeps what they
    /// write out as a scene readable again.
    public func keepingControlValuesInSceneRange() -> ViewProperties {
        var kept = self
        let text = { (string: String) in String(string.prefix(LayoutLimits.maximumTextLength)) }
        let bounded = { (number: Double?) in number.flatMap { abs($0) <= LayoutLimits.maximumLength ? $0 : nil } }
        kept.segments = segments.map { $0.prefix(LayoutLimits.maximumSegments).map(text) }
        kept.selectedSegment = selectedSegment.map { max(-1, $0) }
        kept.progress = progress.map { min(1, max(0, $0)) }
        kept.value = bounded(value)
        kept.minimumValue = bounded(minimumValue)
        kept.maximumValue = bounded(maximumValue)
        if let minimum = kept.minimumValue, let maximum = kept.maximumValue, minimum > maximum {
            // Crossed bounds (UIKit refuses them, a scene reports them): neither is kept.
            kept.minimumValue = nil
            kept.maximumValue = nil
        }
        kept.numberOfPages = numberOfPages.map { min(max(0, $0), LayoutLimits.maximumPages) }
        kept.currentPage = currentPage.map { max(0, $0) }
        kept.prompt = prompt.map(text)
        return kept
    }
}
