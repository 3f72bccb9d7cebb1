/// A constraint's priority, from just above 0 to 1000 (required), as `UILayoutPriority` has it.
///
/// Optional priorities are met in strict order: no number of violations at one priority is traded
/// for a smaller violation at a higher one. Every distinct value is its own level, so 999.5 is
/// above 999.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750 (`UILayoutPriority.defaultHigh`): the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250 (`UILayoutPriority.defaultLow`): the default content hugging of most views.
    public static let defaultLow = LayoutPriority(250)
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The names a priority may be written with in constraint text, and their values.
    public static let namedValues: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("high", .defaultHigh), ("low", .defaultLow), ("fittingSize", .fittingSizeLevel),
    ]

    /// Whether the priority is in the range UIKit accepts: greater than 0, at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 && rawValue.isFinite }
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The shortest spelling: `required`, `high`, `low`, `fittingSize` or the number (`999.5`, `251`).
    public var description: String {
        if let named = LayoutPriority.namedValues.first(where: { $0.priority == self }) { return named.name }
        return formatNumber(rawValue)
    }
}

/// Formats a number the way constraint text writes it: no trailing `.0`, at most four decimals.
public func formatNumber(_ value: Double) -> String {
    // Beyond 1e15 (and for inf and NaN) Swift's own spelling is exact and cannot overflow.
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    if value == value.rounded() { return String(Int64(value)) }
    var text = String(format4(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

private func format4(_ value: Double) -> String {
    let scaled = (value * 10_000).rounded() / 10_000
    let integer = Int64(scaled.magnitude.rounded(.down))
    let fraction = Int64(((scaled.magnitude - Double(integer)) * 10_000).rounded())
    let sign = scaled < 0 ? "-" : ""
    let digits = String(fraction)
    return "\(sign)\(integer)." + String(repeating: "0", count: 4 - digits.count) + digits
}
