/// Why a case failed.
public enum FailureReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The solved frames differ from the golden frame dump.
    case framesChanged([FrameChange])
    /// A canvas's picture differs from its golden beyond the tolerance (or in size).
    case imageDiffers(canvas: String, detail: String)
    /// A golden of another format (an SVG, a text) differs from the value it was compared with.
    case contentDiffers(path: String, detail: String)
    /// A golden file the case needs does not exist.
    case goldenMissing(path: String)
    /// A golden file exists but cannot be read.
    case goldenUnreadable(path: String, reason: String)
    /// The picture rendered now cannot be read or encoded.
    case renderUnreadable(canvas: String, reason: String)
    /// A golden or artifact could not be written.
    case cannotWrite(path: String, reason: String)

    /// How many frame changes the one-line description names before it says "and N more".
    static let framesNamedInline = 3

    public var description: String {
        switch self {
        case .framesChanged(let changes):
            let named = changes.prefix(Self.framesNamedInline).map(\.description)
            let rest = changes.count - named.count
            return named.joined(separator: "; ") + (rest > 0 ? "; and \(rest) more frame change\(rest == 1 ? "" : "s")" : "")
        case .imageDiffers(let canvas, let detail):
            return "\(canvas): \(detail)"
        case .contentDiffers(let path, let detail):
            return "\(path) \(detail)"
        case .goldenMissing(let path):
            return "no golden \(path)"
        case .goldenUnreadable(let path, let reason):
            return "cannot read golden \(path): \(reason)"
        case .renderUnreadable(let canvas, let reason):
            return "\(canvas): the rendered picture cannot be used: \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
