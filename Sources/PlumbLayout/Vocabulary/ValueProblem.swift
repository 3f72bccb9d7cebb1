/// A number Plumb refuses, and why: each problem worded once, for the constraint text readers
/// and the engine alike (``ConstraintTextError``, ``LayoutError/Problem/invalidValue(_:)``).
public enum ValueProblem: Hashable, Sendable {
    /// A number written in constraint text that does not fit a `Double` (`1e400`).
    case numberOutOfRange
    /// A constraint made in code whose multiplier or constant is not a finite number.
    case nonFiniteConstraint
    /// A constant beyond ±``LayoutLimits/maximumConstant``.
    case constantOutOfRange(Double)
    /// A multiplier whose size lies outside ``LayoutLimits/multiplierMagnitudes``.
    case multiplierOutOfRange(Double)
    /// A priority outside 1…1000; the number when it is known.
    case priorityOutOfRange(Double?)
    /// A canvas whose size, safe area or scale is not finite, negative, or (the scale) zero.
    case invalidCanvas(name: String, size: Size, scale: Double)

    /// What is wrong, in the convention of ``DiagnosticText``.
    public var message: String {
        switch self {
        case .numberOutOfRange:
            return "number out of range"
        case .nonFiniteConstraint:
            return "the multiplier and constant must be finite numbers"
        case let .constantOutOfRange(constant):
            let limit = formatNumber(LayoutLimits.maximumConstant)
            return "constant \(formatNumber(constant)) is out of range: a constant must be from -\(limit) to \(limit)"
        case let .multiplierOutOfRange(multiplier):
            let range = LayoutLimits.multiplierMagnitudes
            return "multiplier \(formatNumber(multiplier)) is out of range: a multiplier must be from "
                + "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), or from "
                + "-\(formatNumber(range.upperBound)) to -\(formatNumber(range.lowerBound))"
        case let .priorityOutOfRange(priority?):
            return "priority \(formatNumber(priority)) is out of range: it must be greater than 0 and at most 1000"
        case .priorityOutOfRange(nil):
            return "priority must be greater than 0 and at most 1000"
        case let .invalidCanvas(name, size, scale):
            return "canvas '\(name)' needs a finite, non-negative size and safe area and a positive scale "
                + "(got \(size), scale \(formatNumber(scale)))"
        }
    }
}
