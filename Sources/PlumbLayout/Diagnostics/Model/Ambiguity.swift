/// A view (or layout guide, or scroll view's content) whose position or size along one axis is
/// not determined: another layout satisfies every priority level exactly as well.
///
/// Interface Builder says "Need constraints for: X position or width".
public struct Ambiguity: Hashable, Sendable {
    /// What the undetermined rectangle is.
    public enum Subject: String, Hashable, Sendable {
        case view
        /// One of the document's own layout guides.
        case guide
        /// A scroll view's content area: its content size is undetermined.
        case scrollContent
    }

    /// The view's or guide's name (for scroll content, the scroll view's).
    public var name: String
    public var subject: Subject
    public var axis: LayoutAttribute.Axis
    /// The positions the item could take in its superview's coordinates, when its position is undetermined.
    public var position: ValueRange?
    /// The sizes it could take, when its size is undetermined.
    public var size: ValueRange?
    /// Where the view was declared.
    public var location: SourceLocation?
    /// Whether the ranges were measured: in a layout with very many undetermined quantities only
    /// the first 200 views and axes get ranges; the others report unbounded ones, unmeasured.
    public var rangesMeasured: Bool

    public init(name: String, subject: Subject, axis: LayoutAttribute.Axis, position: ValueRange?, size: ValueRange?,
                location: SourceLocation?, rangesMeasured: Bool = true) {
        self.name = name
        self.subject = subject
        self.axis = axis
        self.position = position
        self.size = size
        self.location = location
        self.rangesMeasured = rangesMeasured
    }
}

/// Views whose sizes trade against each other at one priority: their hugging (or compression
/// resistance) constraints tie, so which one stretches (or shrinks) is undetermined.
///
/// Interface Builder calls it "Content Priority Ambiguity".
public struct ContentPriorityTie: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case hugging
        case compressionResistance
    }

    /// The tied views, in the scene's order.
    public var views: [String]
    public var axis: LayoutAttribute.Axis
    public var kind: Kind
    public var priority: LayoutPriority
    /// The sizes each view could take, in the order of ``views``.
    public var sizes: [ValueRange]
    /// Where the first tied view was declared.
    public var location: SourceLocation?

    public init(views: [String], axis: LayoutAttribute.Axis, kind: Kind, priority: LayoutPriority,
                sizes: [ValueRange], location: SourceLocation?) {
        self.views = views
        self.axis = axis
        self.kind = kind
        self.priority = priority
        self.sizes = sizes
        self.location = location
    }
}

/// An optional constraint the layout does not meet, and by how much.
public struct UnmetConstraint: Hashable, Sendable {
    public var constraint: DiagnosedConstraint
    public var priority: LayoutPriority
    /// How far off it is, in points.
    public var by: Double

    public init(constraint: DiagnosedConstraint, priority: LayoutPriority, by: Double) {
        self.constraint = constraint
        self.priority = priority
        self.by = by
    }
}
