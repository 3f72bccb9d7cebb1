/// Everything that differs between kinds of view, in one table: the text a kind shows and how, its
/// intrinsic size, its content priorities, the properties it has and the UIKit class it stands for.
///
/// The engine (measuring, intrinsic size, baselines, priorities), readers (which properties a kind
/// accepts) and the renderer (the text it draws and where) all consult ``ViewKind/rules``, so a new
/// kind is one new row here (the compiler asks for it) and its drawing. `docs/semantics.md` gives the
/// source of each number.
public struct ViewKindRules: Hashable, Sendable {
    /// The UIKit class the kind stands for, as console logs name it (`UILabel`).
    public var className: String
    /// The text the kind shows and how; `nil` for kinds that show none.
    public var text: TextRule? = nil
    /// How the kind's intrinsic content size is found.
    public var intrinsicSize: IntrinsicSizeRule = .none
    /// The content hugging priority Interface Builder gives a view of the kind
    /// (`contentHuggingPriority(for:)`), on both axes unless ``verticalContentHuggingPriority`` says
    /// otherwise; a view's own `hugging` replaces it. A plain `UIView`'s is 250.
    public var contentHuggingPriority: LayoutPriority = .defaultLow
    /// The compression resistance priority Interface Builder gives a view of the kind
    /// (`contentCompressionResistancePriority(for:)`), on both axes; a view's own `resistance` replaces it.
    /// A plain `UIView`'s, and every kind's, is 750.
    public var compressionResistancePriority: LayoutPriority = .defaultHigh
    /// The properties particular to the kind, beyond those every view has (background, border,
    /// margins, priorities, frame).
    public var properties: Set<ViewProperty> = []
    /// How far the kind's frame reaches past its alignment rectangle, the rectangle constraints and
    /// the intrinsic size act on (`UIView.alignmentRectInsets`); zero for most kinds.
    public var alignmentInsets: EdgeInsets = .zero
    /// The vertical content hugging priority, where it differs from ``contentHuggingPriority``
    /// (a progress view's).
    public var verticalContentHuggingPriority: LayoutPriority?

    /// The content hugging priority Interface Builder gives a view of the kind on `axis`.
    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .vertical ? verticalContentHuggingPriority ?? contentHuggingPriority : contentHuggingPriority
    }

    /// The text a kind shows: which property holds it, its font, its line limit and its box.
    public struct TextRule: Hashable, Sendable {
        /// Which property holds the text.
        public var source: TextSource
        /// The point size of the kind's font when the view names none, before Dynamic Type.
        public var defaultFontSize: Double
        /// Whether the view's `lines` limits the text (labels); otherwise it is one line.
        public var followsLineLimit: Bool
        /// Where drawn text sits inside the frame: the frame minus these.
        public var drawingInsets: EdgeInsets
        /// The alignment the kind always draws its text with; `nil`: the view's own (natural by default).
        public var fixedAlignment: TextAlignment?

        /// A field's text, a text field's or a search bar's (whose field is a `UISearchTextField`): its
        /// text or else its placeholder, one line in the body font, drawn inside `drawingInsets`
        /// with the view's own alignment.
        static func fieldText(drawingInsets: EdgeInsets) -> TextRule {
            TextRule(source: .textOrPlaceholder, defaultFontSize: FontDescriptor.body.size, followsLineLimit: false,
                     drawingInsets: drawingInsets, fixedAlignment: nil)
        }
    }

    /// Which property holds a view's text.
    public enum TextSource: Hashable, Sendable {
        /// `text` (labels).
        case text
        /// `title` (buttons).
        case title
        /// `text`, or `placeholder` when the text is empty (text fields).
        case textOrPlaceholder
        /// `segments`, each title on its own (segmented controls): measured one by one, drawn by the
        /// control's painter, never as one string.
        case segments
    }

    /// How a kind's intrinsic content size is found (a view's `intrinsicSize` replaces it).
    public enum IntrinsicSizeRule: Hashable, Sendable {
        /// None on either axis (`noIntrinsicMetric`).
        case none
        /// The measured text; (0, 0) for empty text.
        case text
        /// The measured text (at least one line high) plus these insets, or `filled` for a filled button.
        case paddedText(EdgeInsets, filled: EdgeInsets)
        /// The `imageSize` property; none without one.
        case imageSize
        /// A fixed size; `nil` on an axis means none on that axis.
        case fixed(width: Double?, height: Double?)
        /// Equal segments (a segmented control): each the widest measured title plus `padding` at
        /// each side, `height` high; no width without segments.
        case segments(padding: Double, height: Double)
        /// A square by the `indicatorStyle` property: `medium` or `large` on a side.
        case indicatorStyle(medium: Double, large: Double)
        /// A row of page indicators (a page control): `dot` wide each, `spacing` between them and
        /// `inset` at each end, `height` high; no width without pages.
        case pageIndicators(dot: Double, spacing: Double, inset: Double, height: Double)
    }
}

/// The properties particular to some kinds of view, as ``ViewKindRules/properties`` lists them.
public enum ViewProperty: String, CaseIterable, Hashable, Sendable {
    case text, placeholder, title, font, textColor, textAlignment, lines, buttonStyle, imageSize, stack
    /// `tint`: a control's tint colour.
    case tint
    /// `segments` and `selectedSegment` (segmented controls).
    case segments
    /// `progress` (progress views).
    case progress
    /// `value`, `minimum`, `maximum` (steppers: ``ViewProperties/stepperValue``, `minimumValue`, `maximumValue`).
    case stepperValue
    /// `numberOfPages`, `currentPage` (page controls).
    case pages
    /// `prompt` (search bars).
    case prompt
    /// `indicatorStyle`, `isAnimating`, `hidesWhenStopped` (activity indicators).
    case activityIndicator
}

extension ViewKind {
    /// The rules of this kind; see ``ViewKindRules``.
    public var rules: ViewKindRules { Self.table[self] ?? Self.makeRules(self) }

    /// Every kind's rules, made once: the engine asks for them for every view on every pass.
    private static let table = Dictionary(uniqueKeysWithValues: allCases.map { ($0, makeRules($0)) })

    /// The table's rows: each states what its kind has beyond a plain `UIView` (no text, no intrinsic
    /// size, hugging 250, resisting compression at 750, no properties of its own, no alignment insets).
    private static func makeRules(_ kind: ViewKind) -> ViewKindRules {
        switch kind {
        case .view:
            return ViewKindRules(className: "UIView")
        case .label:
            return ViewKindRules(
                className: "UILabel",
                text: .init(source: .text, defaultFontSize: FontDescriptor.body.size, followsLineLimit: true,
                            drawingInsets: .zero, fixedAlignment: nil),
                intrinsicSize: .text, contentHuggingPriority: LayoutPriority(251),
                properties: [.text, .font, .textColor, .textAlignment, .lines])
        case .button:
            return ViewKindRules(
                className: "UIButton",
                // The classic system button's 15-pt title, drawn centred across the whole frame.
                text: .init(source: .title, defaultFontSize: 15, followsLineLimit: false, drawingInsets: .zero,
                            fixedAlignment: .center),
                intrinsicSize: .paddedText(ViewKindRules.plainButtonInsets, filled: ViewKindRules.filledButtonInsets),
                properties: [.title, .font, .textColor, .buttonStyle])
        case .textField:
            let inset = ViewKindRules.textFieldInset
            return ViewKindRules(
                className: "UITextField",
                text: .fieldText(drawingInsets: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)),
                intrinsicSize: .paddedText(EdgeInsets(all: inset), filled: EdgeInsets(all: inset)),
                properties: [.text, .placeholder, .font, .textColor, .textAlignment])
        case .image:
            return ViewKindRules(className: "UIImageView", intrinsicSize: .imageSize, contentHuggingPriority: LayoutPriority(251),
                                 properties: [.imageSize])
        case .switch:
            // A 49 × 31 alignment rectangle; the 51 × 31 frame reaches 2 pt past it at the right.
            return ViewKindRules(className: "UISwitch", intrinsicSize: .fixed(width: 49, height: 31),
                                 contentHuggingPriority: .defaultHigh,
                                 alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        case .slider:
            // Its frame reaches 2 pt past its alignment rectangle at each side and 1 pt below, so the
            // 30-pt height makes the 31-pt frame Interface Builder gives every slider; the width is
            // the layout's to choose.
            return ViewKindRules(className: "UISlider", intrinsicSize: .fixed(width: nil, height: 30),
                                 alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        case .scroll:
            return ViewKindRules(className: "UIScrollView")
        case .stack:
            return ViewKindRules(className: "UIStackView", properties: [.stack])
        case .segmentedControl:
            // Titles in the 13-pt system font; the 31-pt alignment rectangle's frame is 1 pt taller below.
            return ViewKindRules(
                className: "UISegmentedControl",
                text: .init(source: .segments, defaultFontSize: 13, followsLineLimit: false, drawingInsets: .zero,
                            fixedAlignment: .center),
                intrinsicSize: .segments(padding: ViewKindRules.segmentPadding, height: 31),
                properties: [.segments, .font, .tint],
                alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        case .progress:
            return ViewKindRules(className: "UIProgressView", intrinsicSize: .fixed(width: nil, height: 4),
                                 properties: [.progress, .tint], verticalContentHuggingPriority: .defaultHigh)
        case .activityIndicator:
            return ViewKindRules(className: "UIActivityIndicatorView", intrinsicSize: .indicatorStyle(medium: 20, large: 37),
                                 contentHuggingPriority: .defaultHigh, properties: [.activityIndicator, .tint])
        case .stepper:
            return ViewKindRules(className: "UIStepper", intrinsicSize: .fixed(width: 94, height: 32),
                                 contentHuggingPriority: .defaultHigh, properties: [.stepperValue])
        case .pageControl:
            return ViewKindRules(className: "UIPageControl", intrinsicSize: .pageIndicators(dot: 7, spacing: 9, inset: 12, height: 26),
                                 properties: [.pages, .tint])
        case .searchBar:
            // The text sits in the rounded field, after the magnifier (and before it, right to left).
            let inset = ViewKindRules.searchTextInset
            return ViewKindRules(
                className: "UISearchBar",
                text: .fieldText(drawingInsets: EdgeInsets(top: 10, left: inset, bottom: 10, right: inset)),
                intrinsicSize: .fixed(width: nil, height: 56),
                properties: [.text, .placeholder, .prompt])
        }
    }
}

extension ViewKindRules {
    /// Space around a plain button's title (the classic system button: 6 above and below, none at the sides).
    public static let plainButtonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// Space around a filled button's title (UIKit's filled configuration, medium size).
    public static let filledButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// Space between a text field's edges and its text (Plumb's choice; UIKit does not document it).
    public static let textFieldInset = 7.0
    /// Space at each side of a segment's title (Plumb's estimate; UIKit does not document it).
    public static let segmentPadding = 8.0
    /// Space between a search bar's edge and its text: the field's 8-pt inset and the magnifier
    /// before the text (Plumb's estimate).
    public static let searchTextInset = 36.0
}

extension ViewKindRules.TextRule {
    /// The string the view shows: a label's text, a button's title, a text field's text or, when
    /// empty, its placeholder; the empty string when the property is not set.
    /// A segmented control's titles are not one string: the empty string (see ``strings(_:)``).
    public func string(_ properties: ViewProperties) -> String {
        switch source {
        case .text: return properties.text ?? ""
        case .title: return properties.title ?? ""
        case .textOrPlaceholder:
            if let text = properties.text, !text.isEmpty { return text }
            return properties.placeholder ?? ""
        case .segments: return ""
        }
    }

    /// The strings the view measures: a segmented control's titles, else the one ``string(_:)``.
    public func strings(_ properties: ViewProperties) -> [String] {
        source == .segments ? Array((properties.segments ?? []).prefix(LayoutLimits.maximumSegments)) : [string(properties)]
    }

    /// Whether ``string(_:)`` is the placeholder (drawn grey).
    public func showsPlaceholder(_ properties: ViewProperties) -> Bool {
        source == .textOrPlaceholder && (properties.text ?? "").isEmpty
    }

    /// The font in force: the view's own, or the kind's default, scaled by the canvas's text size.
    public func font(_ properties: ViewProperties, textSize: ContentSizeCategory) -> FontDescriptor {
        var font = properties.font ?? FontDescriptor(size: defaultFontSize)
        font.size *= textSize.fontScale
        return font
    }

    /// The kind's default font, scaled for the canvas's text size.
    public func defaultFont(textSize: ContentSizeCategory) -> FontDescriptor {
        FontDescriptor(size: defaultFontSize * textSize.fontScale)
    }

    /// The most lines the view shows: a label's `lines` (1 by default, 0 for no limit); one otherwise.
    public func maxLines(_ properties: ViewProperties) -> Int {
        followsLineLimit ? max(0, properties.lines ?? 1) : 1
    }
}
