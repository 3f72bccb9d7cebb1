import PlumbLayout

/// Why a picture could not be made or written.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture would be empty or absurdly large (`width`×`height` pixels or points).
    case invalidSize(width: Double, height: Double)
    /// A sheet of `canvases` canvases side by side would be `width`×`height` (pixels at `scale` for
    /// PNG, points for SVG and PDF), more than ``LayoutLimits/maximumPictureSide`` on a side.
    case sheetTooLarge(width: Double, height: Double, scale: Double, canvases: Int, format: RenderFormat)
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
        case let .sheetTooLarge(width, height, scale, canvases, format):
            let limit = formatNumber(LayoutLimits.maximumPictureSide)
            let size = format == .png
                ? "\(formatNumber(width))×\(formatNumber(height)) pixels at scale \(formatNumber(scale))"
                : "\(formatNumber(width))×\(formatNumber(height)) points"
            // A smaller scale only helps a PNG: SVG and PDF are drawn one unit per point.
            let fixes = (canvases > 1 ? ["fewer canvases per sheet (--canvas NAME, repeatable)"] : [])
                + (format == .png && scale > 1 ? ["a smaller --scale"] : [])
                + ["one picture per canvas (without --sheet)"]
            return "the sheet of \(canvases) canvas\(canvases == 1 ? "" : "es") would be \(size), more than \(limit) "
                + "on a side: draw " + fixes.joined(separator: ", or ")
        case let .cairo(message): return "cairo: \(message)"
        case .nothingToDraw: return "nothing to draw: no canvases"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
