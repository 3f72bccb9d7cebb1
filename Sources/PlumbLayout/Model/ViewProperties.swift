/// A view's properties as a scene sets them. `nil` means "the kind's default", which also lets one
/// value act as a patch over another (``merging(_:)``), as trait variants (`when:` blocks) need.
public struct ViewProperties: Hashable, Sendable {
    // Text
    public var text: String?
    public var font: FontDescriptor?
    public var textColor: Color?
    public var textAlignment: TextAlignment?
    /// Maximum lines for a label: 1 by default, 0 for no limit.
    public var lines: Int?
    public var placeholder: String?
    public var title: String?
    public var buttonStyle: ButtonStyle?

    // Appearance
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    public var hidden: Bool?
    /// `UIView.alpha`, 0...1; `nil` is opaque. Transitions set it to fade views that appear or vanish.
    public var alpha: Double?

    // Layout
    /// The size of an image view's image.
    public var imageSize: Size?
    /// Replaces the kind's intrinsic content size (either dimension may be -1: none on that axis).
    public var intrinsicSize: Size?
    /// Replaces the measured text's vertical metrics where the view's baselines are placed
    /// (``BaselinePlacement``), not where its text is drawn: Interface Builder documents read with
    /// `--text-sizes from-document` give San Francisco's, the font their frames were laid out with.
    public var baselineMetrics: BaselineMetrics?
    public var hugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?
    public var layoutMargins: EdgeInsets?
    /// Whether the layout margins are moved inside the safe area (`insetsLayoutMarginsFromSafeArea`;
    /// `nil`: true, UIKit's default).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// Whether the view's margins widen to keep its content inside its superview's margins
    /// (`preservesSuperviewLayoutMargins`; `nil`: false, UIKit's default).
    public var preservesSuperviewLayoutMargins: Bool?
    /// How far the frame reaches past the alignment rectangle, the rectangle constraints and the
    /// intrinsic size act on (`UIView.alignmentRectInsets`); `nil`: the kind's
    /// (``ViewKindRules/alignmentInsets``).
    public var alignmentInsets: EdgeInsets?
    /// The frame kept by a view with no constraints (autoresizing-mask translation): UIKit's frame,
    /// its alignment rectangle inset from it by ``alignmentInsets``.
    public var frame: Rect?
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// How the kept frame follows the superview's size (`autoresizingMask`); `nil`: it keeps its
    /// offset from the superview's top-left corner and its size.
    public var autoresizing: Autoresizing?

    /// Stack view settings, for `stack` views.
    public var stack: StackProperties?

    // Controls
    /// A control's tint: a progress view's fill, an activity indicator's spokes, a page control's
    /// current page, a segmented control's selected segment; `nil`: UIKit's default look.
    public var tint: Color?
    /// A segmented control's segment titles, in order.
    public var segments: [String]?
    /// The index of a segmented control's selected segment (`selectedSegmentIndex`); `nil` or out of
    /// range: none selected.
    public var selectedSegment: Int?
    /// A progress view's progress, 0...1 (`nil`: 0).
    public var progress: Double?
    /// A stepper's value (`UIStepper.value`; the scene's `value` key on a stepper; `nil`: 0).
    public var stepperValue: Double?
    /// A stepper's lowest value (`minimumValue`; `nil`: 0): at it, its − is dimmed.
    public var minimumValue: Double?
    /// A stepper's highest value (`maximumValue`; `nil`: 100): at it, its + is dimmed.
    public var maximumValue: Double?
    /// A page control's number of pages (`numberOfPages`; `nil`: 3, Interface Builder's default).
    public var numberOfPages: Int?
    /// A page control's current page (`nil`: 0).
    public var currentPage: Int?
    /// A search bar's prompt, a line of text above its field.
    public var prompt: String?
    /// An activity indicator's size (`nil`: medium).
    public var indicatorStyle: ActivityIndicatorStyle?
    /// Whether an activity indicator is running (`nil`: true, so a scene shows it).
    public var isAnimating: Bool?
    /// Whether a stopped activity indicator is hidden (`nil`: true, UIKit's default).
    public var hidesWhenStopped: Bool?

    public init() {}

    /// The pages a page control shows when a scene gives none: Interface Builder's default.
    public static let defaultNumberOfPages = 3

    /// These properties with every value `patch` sets replacing the one here.
    public func merging(_ patch: ViewProperties) -> ViewProperties {
        var merged = self
        merged.text = patch.text ?? text
        merged.font = patch.font ?? font
        merged.textColor = patch.textColor ?? textColor
        merged.textAlignment = patch.textAlignment ?? textAlignment
        merged.lines = patch.lines ?? lines
        merged.placeholder = patch.placeholder ?? placeholder
        merged.title = patch.title ?? title
        merged.buttonStyle = patch.buttonStyle ?? buttonStyle
        merged.background = patch.background ?? background
        merged.borderColor = patch.borderColor ?? borderColor
        merged.borderWidth = patch.borderWidth ?? borderWidth
        merged.cornerRadius = patch.cornerRadius ?? cornerRadius
        merged.hidden = patch.hidden ?? hidden
        merged.alpha = patch.alpha ?? alpha
        merged.imageSize = patch.imageSize ?? imageSize
        merged.intrinsicSize = patch.intrinsicSize ?? intrinsicSize
        merged.baselineMetrics = patch.baselineMetrics ?? baselineMetrics
        merged.hugging = AxisPriorities.merge(hugging, patch.hugging)
        merged.compressionResistance = AxisPriorities.merge(compressionResistance, patch.compressionResistance)
        merged.layoutMargins = patch.layoutMargins ?? layoutMargins
        merged.insetsLayoutMarginsFromSafeArea = patch.insetsLayoutMarginsFromSafeArea ?? insetsLayoutMarginsFromSafeArea
        merged.preservesSuperviewLayoutMargins = patch.preservesSuperviewLayoutMargins ?? preservesSuperviewLayoutMargins
        merged.alignmentInsets = patch.alignmentInsets ?? alignmentInsets
        merged.frame = patch.frame ?? frame
        merged.translatesAutoresizingMaskIntoConstraints =
            patch.translatesAutoresizingMaskIntoConstraints ?? translatesAutoresizingMaskIntoConstraints
        merged.autoresizing = patch.autoresizing ?? autoresizing
        merged.stack = patch.stack ?? stack
        merged.tint = patch.tint ?? tint
        merged.segments = patch.segments ?? segments
        merged.selectedSegment = patch.selectedSegment ?? selectedSegment
        merged.progress = patch.progress ?? progress
        merged.stepperValue = patch.stepperValue ?? stepperValue
        merged.minimumValue = patch.minimumValue ?? minimumValue
        merged.maximumValue = patch.maximumValue ?? maximumValue
        merged.numberOfPages = patch.numberOfPages ?? numberOfPages
        merged.currentPage = patch.currentPage ?? currentPage
        merged.prompt = patch.prompt ?? prompt
        merged.indicatorStyle = patch.indicatorStyle ?? indicatorStyle
        merged.isAnimating = patch.isAnimating ?? isAnimating
        merged.hidesWhenStopped = patch.hidesWhenStopped ?? hidesWhenStopped
        return merged
    }
}

/// A priority per axis; `nil` on an axis means the kind's default.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority?
    public var vertical: LayoutPriority?

    public init(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAttribute.Axis) -> LayoutPriority? {
        axis == .horizontal ? horizontal : vertical
    }

    static func merge(_ base: AxisPriorities?, _ patch: AxisPriorities?) -> AxisPriorities? {
        guard let patch else { return base }
        guard let base else { return patch }
        return AxisPriorities(horizontal: patch.horizontal ?? base.horizontal, vertical: patch.vertical ?? base.vertical)
    }
}

/// Horizontal text alignment, as `NSTextAlignment` has it; `natural` follows the writing direction.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case natural, left, center, right, justified
}

/// How a button draws: a tinted title (UIKit's system style) or a filled capsule.
public enum ButtonStyle: String, CaseIterable, Hashable, Sendable {
    case plain, filled
}

/// `UIActivityIndicatorView.Style`: the two sizes of iOS 13 and later.
public enum ActivityIndicatorStyle: String, CaseIterable, Hashable, Sendable {
    case medium, large
}

/// `UIStackView`'s settings.
public struct StackProperties: Hashable, Sendable {
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    public var axis: LayoutAttribute.Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// Exact for the fill distributions, a minimum for the equal ones; `nil` is the system spacing.
    public var spacing: Double?
    /// Extra spacing after the named arranged views (`setCustomSpacing(_:after:)`).
    public var customSpacing: [String: Double]
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool

    public init(axis: LayoutAttribute.Axis = .horizontal, distribution: Distribution = .fill,
                alignment: Alignment = .fill, spacing: Double? = 0, customSpacing: [String: Double] = [:],
                isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}
