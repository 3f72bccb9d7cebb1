import PlumbLayout

/// One difference between an expected and an actual frame dump, described in words.
public enum FrameChange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A view's frame changed on one canvas.
    case frameChanged(view: String, canvas: String, from: Rect, to: Rect)
    /// A view that the golden does not have.
    case viewAdded(view: String, canvas: String)
    /// A view the golden has and the scene no longer does.
    case viewRemoved(view: String, canvas: String)
    /// A canvas that the golden does not have.
    case canvasAdded(String)
    /// A canvas the golden has and the scene no longer does.
    case canvasRemoved(String)

    /// `email: x 20 → 16 on iphone-15-landscape`, `new view: badge on iphone-15`, …
    ///
    /// Names come from golden files as well as scenes: invisible characters in them are written
    /// as `\u{202E}`, so that a name cannot rearrange the line it is printed on.
    public var description: String {
        let shown = escapingInvisibleCharacters
        switch self {
        case .frameChanged(let view, let canvas, let from, let to):
            let parts = [("x", from.minX, to.minX), ("y", from.minY, to.minY),
                         ("width", from.width, to.width), ("height", from.height, to.height)]
                .filter { formatNumber($0.1) != formatNumber($0.2) }
                .map { "\($0.0) \(formatNumber($0.1)) → \(formatNumber($0.2))" }
            return "\(shown(view)): \(parts.joined(separator: ", ")) on \(shown(canvas))"
        case .viewAdded(let view, let canvas):
            return "new view: \(shown(view)) on \(shown(canvas))"
        case .viewRemoved(let view, let canvas):
            return "view removed: \(shown(view)) on \(shown(canvas))"
        case .canvasAdded(let canvas):
            return "new canvas: \(shown(canvas))"
        case .canvasRemoved(let canvas):
            return "canvas removed: \(shown(canvas))"
        }
    }
}
