import PlumbLayout

/// How many differing pixels a comparison tolerates before it fails.
public enum DiffBudget: Hashable, Sendable, CustomStringConvertible {
    /// At most this many differing pixels.
    case pixels(Int)
    /// At most this fraction (0…1) of all pixels.
    case ratio(Double)

    /// The default: not one differing pixel, after the colour threshold and anti-aliasing have been
    /// taken into account. Plumb's drawings are deterministic, so an unchanged scene re-renders to
    /// the same pixels; any pixel that still differs is a real change.
    public static let strict = DiffBudget.pixels(0)

    /// Whether `differing` pixels out of `total` stay within the budget.
    public func allows(differing: Int, of total: Int) -> Bool {
        switch self {
        case .pixels(let limit): return differing <= limit
        case .ratio(let limit): return total == 0 ? differing == 0 : Double(differing) / Double(total) <= limit
        }
    }

    /// A budget checked for sense: a count of at least 0, a ratio between 0 and 1.
    /// - Throws: ``InvalidComparisonOption`` otherwise.
    public func validated() throws -> DiffBudget {
        switch self {
        case .pixels(let limit) where limit < 0:
            throw InvalidComparisonOption(message: "the pixel budget must be 0 or more, not \(limit)")
        case .ratio(let limit) where !(0...1).contains(limit):
            throw InvalidComparisonOption(message: "the diff ratio must be between 0 and 1, not \(limit)")
        default:
            return self
        }
    }

    public var description: String {
        switch self {
        case .pixels(let limit): return limit == 1 ? "1 pixel" : "\(limit) pixels"
        case .ratio(let limit): return "\(percent(limit)) of pixels"
        }
    }
}

/// A comparison option out of its range.
public struct InvalidComparisonOption: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// `0.25` as `25%`, `0.00123` as `0.12%`: two decimals at most, none when whole.
func percent(_ fraction: Double) -> String {
    let hundredths = (fraction * 10_000).rounded()
    let whole = wholeNumber(hundredths / 100)
    let rest = wholeNumber(hundredths) % 100
    if rest == 0 { return "\(whole)%" }
    return rest % 10 == 0 ? "\(whole).\(rest / 10)%" : "\(whole).\(rest < 10 ? "0" : "")\(rest)%"
}
