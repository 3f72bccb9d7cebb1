import PlumbLayout

/// The text golden of a solved scene: every view's frame on every canvas.
///
/// ```
/// # frames of forms/login
/// iphone-15            root     0    0  393  852
/// iphone-15            email   20  100  353   34
/// ```
///
/// A header names the scene; then one line per canvas and view: canvas name, view name, and the
/// frame in the superview's coordinates as `x y width height`, numbers written by `formatNumber`.
/// Names hold no spaces (spaces in canvas names become `-`). Lines starting with `#` are comments.
public struct FrameDump: Hashable, Sendable {
    /// One view's frame on one canvas.
    public struct Entry: Hashable, Sendable {
        public var canvas: String
        public var view: String
        public var frame: Rect

        /// An entry; white space in the names becomes `-`, so that every line reads back.
        public init(canvas: String, view: String, frame: Rect) {
            self.canvas = FrameDump.token(canvas)
            self.view = FrameDump.token(view)
            self.frame = frame
        }
    }

    /// The scene's name as the header writes it.
    public var scene: String
    /// The frames, canvas by canvas, views in drawing order.
    public var entries: [Entry]

    public init(scene: String, entries: [Entry]) {
        self.scene = scene
        self.entries = entries
    }

    /// The frames of a scene solved on each of its canvases.
    public init(scene: String, layouts: [SolvedLayout]) {
        self.scene = scene
        entries = layouts.flatMap { layout in
            layout.views.map { Entry(canvas: layout.canvas.name, view: $0.name, frame: $0.frame) }
        }
    }

    /// The canvas names in order of first appearance.
    public var canvases: [String] {
        var seen = Set<String>()
        return entries.map(\.canvas).filter { seen.insert($0).inserted }
    }

    /// The dump as text, columns aligned (names to the left, numbers to the right), ending in a newline.
    public var text: String {
        let rows = entries.map { entry in
            [entry.canvas, entry.view, formatNumber(entry.frame.minX), formatNumber(entry.frame.minY),
             formatNumber(entry.frame.width), formatNumber(entry.frame.height)]
        }
        var widths = [Int](repeating: 0, count: 6)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines = ["# frames of \(scene)"]
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name as a single token: runs of white space become `-`.
    static func token(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: "-")
    }
}
