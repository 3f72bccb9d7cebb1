/// The values a quantity of an ambiguous layout could take with every constraint satisfied as well
/// as in the layout Plumb chose; `nil` bounds are unbounded.
public struct ValueRange: Hashable, Sendable, CustomStringConvertible {
    public var lowerBound: Double?
    public var upperBound: Double?

    public init(lowerBound: Double?, upperBound: Double?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// `from 0 to 353`, `from 0 up`, `up to 353`, or `anywhere` (no bound at all).
    public var description: String {
        switch (lowerBound, upperBound) {
        case let (low?, high?): return "from \(formatNumber(low)) to \(formatNumber(high))"
        case let (low?, nil): return "from \(formatNumber(low)) up"
        case let (nil, high?): return "up to \(formatNumber(high))"
        case (nil, nil): return "anywhere"
        }
    }
}
