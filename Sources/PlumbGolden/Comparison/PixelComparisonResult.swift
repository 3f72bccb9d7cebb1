/// What comparing two images found.
public enum PixelComparisonResult: Hashable, Sendable, Codable {
    /// The images have different sizes, so no pixel was compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// The images were compared pixel by pixel.
    case compared(PixelDifference)

    /// Whether the comparison passes: same size and within the budget.
    public var passes: Bool {
        if case .compared(let difference) = self { return difference.isWithinBudget }
        return false
    }

    /// The same result without its diff picture, to keep many results small.
    public func droppingDiffImage() -> PixelComparisonResult {
        guard case .compared(var difference) = self else { return self }
        difference.diffImage = nil
        return .compared(difference)
    }

    /// One line for people: `size differs: expected 100×80, actual 100×90`,
    /// `312 pixels differ (1.5%) in [10, 20, 4, 78], budget 0 pixels`, or `identical`.
    public var summary: String {
        switch self {
        case .sizeMismatch(let expected, let actual):
            return "size differs: expected \(expected), actual \(actual)"
        case .compared(let difference):
            return difference.summary
        }
    }
}
