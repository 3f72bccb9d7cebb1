import PlumbLayout

/// Everything a page shows about one scene: its pictures per canvas, its constraints with whether
/// each is met on each canvas, its diagnostics and its source text. Both `plumb gallery` (static
/// pages) and `plumb serve` (the live page) are drawn from it; ``ScenePageBuilder`` makes one.
public struct ScenePage: Hashable, Sendable {
    /// The scene's name (a file's scenes may be several: a storyboard's, a log's).
    public var name: String
    /// The scene source's path, as given.
    public var path: String
    /// The source text, shown with line numbers; empty when the file could not be read.
    public var source: String
    public var canvases: [CanvasPicture]
    /// The constraints the scene's author wrote, in the order first seen on the canvases.
    public var constraints: [ConstraintRow]
    /// Compiler-style lines (`file:line:column: warning: …`), errors that kept the scene from
    /// solving among them; the last is a summary when the scene solved.
    public var diagnostics: [DiagnosticLine]

    public init(name: String, path: String, source: String, canvases: [CanvasPicture], constraints: [ConstraintRow],
                diagnostics: [DiagnosticLine]) {
        self.name = name
        self.path = path
        self.source = source
        self.canvases = canvases
        self.constraints = constraints
        self.diagnostics = diagnostics
    }

    /// Whether the scene could not be read or solved, so that it has no pictures.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One canvas's picture and what is needed to point at its parts.
public struct CanvasPicture: Hashable, Sendable {
    public var canvas: String
    /// The device, orientation, size classes, text size and direction, as the picture's caption says.
    public var caption: String
    /// The picture: SVG text (or PNG bytes, for ``GalleryOptions/PictureFormat/png``).
    public var bytes: [UInt8]
    /// The picture's size in points.
    public var size: Size
    /// Where the canvas's top-left corner lies in the picture (the padding around it).
    public var canvasOrigin: Point
    /// The views as solved, in the canvas's coordinates.
    public var views: [ViewBox]
    /// What a screen reader says for the picture: the scene, the canvas and the views it shows.
    public var altText: String

    public init(canvas: String, caption: String, bytes: [UInt8], size: Size, canvasOrigin: Point, views: [ViewBox],
                altText: String) {
        self.canvas = canvas
        self.caption = caption
        self.bytes = bytes
        self.size = size
        self.canvasOrigin = canvasOrigin
        self.views = views
        self.altText = altText
    }
}

/// A view's frame on one canvas.
public struct ViewBox: Hashable, Sendable {
    public var name: String
    /// In its superview's coordinates, as UIKit's `frame`.
    public var frame: Rect
    /// Relative to the canvas (the root view's top-left corner), for drawing.
    public var absolute: Rect

    public init(name: String, frame: Rect, absolute: Rect) {
        self.name = name
        self.frame = frame
        self.absolute = absolute
    }
}

/// A constraint the author wrote: where, what, how strongly, and whether each canvas meets it.
public struct ConstraintRow: Hashable, Sendable {
    /// Where it was written (`login.yaml:12:7`); `nil` when the reader gave no place.
    public var location: SourceLocation?
    /// The constraint in equation form: `title.leading == root.leadingMargin + 8`.
    public var equation: String
    /// `required`, `high`, `low` or the number.
    public var priority: String
    /// The items it relates (views or guides), for pointing at them.
    public var items: [String]
    /// Whether each canvas meets it, in the order of ``ScenePage/canvases``.
    public var states: [ConstraintState]

    public init(location: SourceLocation?, equation: String, priority: String, items: [String],
                states: [ConstraintState]) {
        self.location = location
        self.equation = equation
        self.priority = priority
        self.items = items
        self.states = states
    }
}

/// Whether one canvas meets a constraint.
public enum ConstraintState: Hashable, Sendable, CustomStringConvertible {
    case met
    /// An optional constraint missed by this many points.
    case notMet(by: Double)
    /// A required constraint broken to resolve a conflict.
    case broken
    /// The constraint is not active on the canvas (a size-class variant).
    case absent

    /// `met`, `not met (off by 4 pt)`, `broken (conflict)`, `—`.
    public var description: String {
        switch self {
        case .met: "met"
        case let .notMet(by): "not met (off by \(formatNumber((by * 100).rounded() / 100)) pt)"
        case .broken: "broken (conflict)"
        case .absent: "—"
        }
    }

    /// Whether the constraint holds or does not apply.
    public var isMet: Bool { self == .met || self == .absent }
}

/// One line of diagnostics, with its severity for colouring.
public struct DiagnosticLine: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note, summary
    }

    public var severity: Severity
    public var text: String

    public init(severity: Severity, text: String) {
        self.severity = severity
        self.text = text
    }

    /// Classifies compiler-style lines by their `: error:`, `: warning:` or `: note:`; an indented
    /// detail line takes the severity of the line it belongs to.
    public static func lines(of text: String, lastIsSummary: Bool = false) -> [DiagnosticLine] {
        var lines: [DiagnosticLine] = []
        var current = Severity.note
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if !line.hasPrefix(" ") {
                if line.contains(": error:") || line.hasPrefix("error:") {
                    current = .error
                } else if line.contains(": warning:") || line.hasPrefix("warning:") {
                    current = .warning
                } else {
                    current = .note
                }
            }
            lines.append(DiagnosticLine(severity: current, text: line))
        }
        if lastIsSummary, !lines.isEmpty { lines[lines.count - 1].severity = .summary }
        return lines
    }
}
