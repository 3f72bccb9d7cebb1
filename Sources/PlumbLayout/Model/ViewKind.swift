/// The kinds of view a scene can hold, each with UIKit's intrinsic-size rules and its own drawing.
public enum ViewKind: String, CaseIterable, Hashable, Sendable {
    /// `UIView`: no intrinsic size.
    case view
    /// `UILabel`: the size of its text.
    case label
    /// `UIButton`: its title plus content insets.
    case button
    /// `UITextField`: its text or placeholder plus insets.
    case textField
    /// `UIImageView`: its image's size.
    case image
    /// `UISwitch`: a fixed 51 × 31.
    case `switch`
    /// `UISlider`: 31 high, any width.
    case slider
    /// `UIScrollView`: edges attach to its content, sizes and centres to its frame.
    case scroll
    /// `UIStackView`: lays out its arranged subviews.
    case stack
    /// `UISegmentedControl`: equal segments, each its widest title plus padding; 31 high.
    case segmentedControl
    /// `UIProgressView`: 4 high, any width.
    case progress
    /// `UIActivityIndicatorView`: 20 × 20 (medium) or 37 × 37 (large).
    case activityIndicator
    /// `UIStepper`: a fixed 94 × 32.
    case stepper
    /// `UIPageControl`: 26 high, as wide as its page indicators.
    case pageControl
    /// `UISearchBar`: 56 high, any width.
    case searchBar
}
