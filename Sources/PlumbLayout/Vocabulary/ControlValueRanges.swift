/// The values a control may hold in a scene, defined once for the scene reader (which refuses others) and for
/// importers (which keep what their sources hold to them, ``ViewProperties/keepingControlValuesInSceneRange()``).
public enum ControlValueRanges {
    /// A segmented control's selected segment: -1 (none) or more.
    public static let selectedSegment: PartialRangeFrom<Int> = (-1)...
    /// A progress view's progress.
    public static let progress: ClosedRange<Double> = 0...1
    /// A stepper's value and bounds: any number a length may be, negative too.
    public static let stepperValue: ClosedRange<Double> = -LayoutLimits.maximumLength...LayoutLimits.maximumLength
    /// A page control's number of pages.
    public static let pages: ClosedRange<Int> = 0...LayoutLimits.maximumPages
    /// A page control's current page.
    public static let currentPage: PartialRangeFrom<Int> = 0...
}
