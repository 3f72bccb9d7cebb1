import PlumbLayout

/// Why a picture could not be made or written.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture would be empty or absurdly large (`width`×`height` pixels or points).
    case invalidSize(width: Double, height: Double)
    /// Cairo reported an error (its own message).
    case cairo(String)
    /// Nothing to draw: a sheet needs at least one layout.
    case nothingToDraw
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "cannot draw a picture of \(formatNumber(width))×\(formatNumber(height)): the size must be positive and at most "
                + formatNumber(LayoutLimits.maximumPictureSide)
        case let .cairo(message): return "cairo: \(message)"
        case .nothingToDraw: return "nothing to draw: no canvases"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
