import PlumbLayout

/// How many differing pixels a comparison tolerates before it fails.
public enum DiffBudget: Hashable, Sendable, Codable, CustomStringConvertible {
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

/// A share as a percentage with enough digits that no change reads as none: two decimals
/// (`0.25` as `25%`, `0.0083` as `0.83%`), and two significant digits below 0.1% (80 pixels of
/// 3,381,300 as `0.0024%`). Trailing zeros are dropped; only 0 is `0%`.
func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    guard value > 0 else { return "0%" }
    var decimals = 2
    if value < 0.1 {
        // The first significant digit of 0.00237 is the third decimal: keep it and the next one.
        var scaled = value
        decimals = 0
        while scaled < 1 && decimals < 10 {
            scaled *= 10
            decimals += 1
        }
        decimals += 1
    }
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    let units = Int((value * power).rounded())
    let whole = units / Int(power)
    var fractionDigits = String(units % Int(power))
    fractionDigits = String(repeating: "0", count: decimals - fractionDigits.count) + fractionDigits
    while fractionDigits.hasSuffix("0") { fractionDigits.removeLast() }
    return fractionDigits.isEmpty ? "\(whole)%" : "\(whole).\(fractionDigits)%"
}
