import PlumbLayout

/// How one constraint is drawn, positioned and ready to paint: the result of ``ArrowLayout``.
///
/// A mark is made of straight segments (the beam of an I-beam or an alignment line, drawn solid
/// or dashed), end caps (always solid) and labels in small rounded boxes. Coordinates are points in
/// the canvas (the root view's coordinates).
public struct ConstraintMark: Hashable, Sendable {
    /// What the colour says.
    public enum Status: String, Hashable, Sendable {
        /// Holds: blue.
        case satisfied
        /// An optional constraint the solver could not meet: orange.
        case violated
        /// A required constraint broken to resolve a conflict: red.
        case broken
        /// A constraint kept, but one of a set that conflict (beside the broken one): red.
        case conflicting
        /// Not a constraint: a view or guide whose position or size is undetermined, outlined in red.
        case ambiguous
        /// Not a constraint: a view a warning is about (a content-priority tie, leading mixed with
        /// left), outlined in orange.
        case warning

        public init(_ state: SolvedConstraint.State) {
            switch state {
            case .satisfied: self = .satisfied
            case .violated: self = .violated
            case .broken: self = .broken
            }
        }
    }

    /// A straight line from `start` to `end`.
    public struct Segment: Hashable, Sendable {
        public var start: Point
        public var end: Point

        public init(start: Point, end: Point) {
            self.start = start
            self.end = end
        }

        public var isHorizontal: Bool { start.y == end.y }
        public var isVertical: Bool { start.x == end.x }
    }

    /// A label's text and the box it is drawn in.
    public struct Label: Hashable, Sendable {
        public var text: String
        public var frame: Rect

        public init(text: String, frame: Rect) {
            self.text = text
            self.frame = frame
        }
    }

    public var status: Status
    /// Optional constraints are drawn dashed.
    public var isDashed: Bool
    public var lines: [Segment]
    /// The short perpendicular strokes that end an I-beam.
    public var caps: [Segment]
    public var labels: [Label]
    /// The tooltip (SVG `<title>`): the equation, where it was written with its source text, and its
    /// state when not met, one a line.
    public var title: String
    /// Whether the lines are drawn over a halo of the label background: a flush bar lies on a
    /// view's edge, where it would vanish into a view of its own colour.
    public var isHaloed: Bool

    public init(status: Status, isDashed: Bool, lines: [Segment], caps: [Segment], labels: [Label], title: String,
                isHaloed: Bool = false) {
        self.status = status
        self.isDashed = isDashed
        self.lines = lines
        self.caps = caps
        self.labels = labels
        self.title = title
        self.isHaloed = isHaloed
    }
}
