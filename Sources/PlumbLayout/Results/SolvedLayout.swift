/// A layout solved for one canvas: every view's frame, every guide's frame, scroll content sizes,
/// and the state of every constraint. This is what rendering, frame dumps and `plumb solve` read.
public struct SolvedLayout: Hashable, Sendable {
    public var canvas: Canvas
    /// The views in drawing order (a parent before its subviews, siblings in list order), root first.
    public var views: [SolvedView]
    /// Layout guides (own ones and each view's safe-area, margins and readable guides that were used),
    /// keyed by their name as constraint text writes them (`leftSpace`, `safeArea`, `box.margins`),
    /// in the root view's coordinates.
    public var guides: [String: Rect]
    /// Scroll views' content sizes by view name.
    public var contentSizes: [String: Size]
    public var constraints: [SolvedConstraint]
    /// What a diagnosis found that drawings show; empty unless the layout came from ``LayoutDiagnoser``.
    public var marks = LayoutMarks()
    /// Warnings found while solving (mixed leading/left constraints, text that did not settle, broken constraints).
    public var diagnostics: [LayoutDiagnostic]
    /// How many times the engine solved this canvas: 1 when nothing measured from the solved frames
    /// (wrapping widths, safe-area insets) changed the constraints; 0 for a layout not made by the engine.
    public var passes = 0

    public init(canvas: Canvas, views: [SolvedView], guides: [String: Rect] = [:], contentSizes: [String: Size] = [:],
                constraints: [SolvedConstraint] = [], diagnostics: [LayoutDiagnostic] = []) {
        self.canvas = canvas
        self.views = views
        self.guides = guides
        self.contentSizes = contentSizes
        self.constraints = constraints
        self.diagnostics = diagnostics
    }

    /// The solved view with this name, if any.
    public func view(named name: String) -> SolvedView? { views.first { $0.name == name } }
}

/// One view after solving.
public struct SolvedView: Hashable, Sendable {
    public var name: String
    public var kind: ViewKind
    /// The superview's name; `nil` for the root.
    public var superview: String?
    /// The frame in the superview's coordinates (in a scroll view: its content coordinates), as UIKit
    /// reports it: the alignment rectangle the constraints placed, grown by ``alignmentInsets``.
    public var frame: Rect
    /// The frame in the root view's coordinates (scrolled content at zero offset).
    public var absolute: Rect
    /// The properties in force on this canvas (trait variants and text size applied).
    public var properties: ViewProperties
    /// Measured text metrics for views that show text (label, button, text field), at the solved width.
    public var text: TextMetrics?
    /// The layout margins in force.
    public var layoutMargins: EdgeInsets
    /// Whether this view is an arranged subview of a stack.
    public var isArranged: Bool
    /// How far the frame reaches past the alignment rectangle (`UIView.alignmentRectInsets`): a
    /// slider's 2 pt at each side; zero for most views.
    public var alignmentInsets: EdgeInsets
    /// The arranged view whose first baseline is this view's (UIKit's `forFirstBaselineLayout`: a
    /// stack's first or tallest arranged view); `nil` for a view whose baseline is its own.
    public var firstBaselineView: String?
    /// The arranged view whose last baseline is this view's (`forLastBaselineLayout`); `nil`: its own.
    public var lastBaselineView: String?

    /// The rectangle constraints act on, in the superview's coordinates: the frame less ``alignmentInsets``.
    public var alignmentRect: Rect { frame.inset(by: alignmentInsets) }
    /// The alignment rectangle in the root view's coordinates.
    public var absoluteAlignmentRect: Rect { absolute.inset(by: alignmentInsets) }

    public init(name: String, kind: ViewKind, superview: String?, frame: Rect, absolute: Rect,
                properties: ViewProperties = .init(), text: TextMetrics? = nil, layoutMargins: EdgeInsets = .zero,
                isArranged: Bool = false, alignmentInsets: EdgeInsets = .zero,
                firstBaselineView: String? = nil, lastBaselineView: String? = nil) {
        self.name = name
        self.kind = kind
        self.superview = superview
        self.frame = frame
        self.absolute = absolute
        self.properties = properties
        self.text = text
        self.layoutMargins = layoutMargins
        self.isArranged = isArranged
        self.alignmentInsets = alignmentInsets
        self.firstBaselineView = firstBaselineView
        self.lastBaselineView = lastBaselineView
    }
}

/// A constraint after solving, with what drawings and diagnostics need to show it.
public struct SolvedConstraint: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// Holds (within the tolerance).
        case satisfied
        /// An optional constraint the solver could not meet; `by` is how far off it is, in points.
        case violated(by: Double)
        /// A required constraint broken to resolve a conflict.
        case broken
    }

    /// Who made the constraint: the scene author, or the engine (intrinsic size, stack view, autoresizing).
    public enum Source: Hashable, Sendable {
        case user
        case intrinsicSize
        case stackView
        case autoresizingMask
        case system
        /// A rule UIKit's engine applies without a constraint object (sizes are never negative);
        /// it appears only in diagnoses, never among a layout's constraints.
        case implicit
    }

    public var spec: ConstraintSpec
    public var state: State
    public var source: Source
    /// The resolved first and second items' absolute rectangles (views or guides), for drawing.
    public var firstFrame: Rect
    public var secondFrame: Rect?
    /// The resolved items' names (`nameLabel`, `root`, `safeArea`, `box.margins`).
    public var firstName: String
    public var secondName: String?

    public init(spec: ConstraintSpec, state: State, source: Source, firstFrame: Rect, secondFrame: Rect?,
                firstName: String, secondName: String?) {
        self.spec = spec
        self.state = state
        self.source = source
        self.firstFrame = firstFrame
        self.secondFrame = secondFrame
        self.firstName = firstName
        self.secondName = secondName
    }
}
