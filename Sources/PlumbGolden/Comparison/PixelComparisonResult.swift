/// What comparing two images found.
public enum PixelComparisonResult: Hashable, Sendable {
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

/// The width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// The outcome of a pixel-by-pixel comparison of two images of one size.
public struct PixelDifference: Hashable, Sendable {
    /// Pixels whose colours differ by more than the threshold, anti-aliasing excluded.
    public var differingPixels: Int
    /// Differing pixels recognised as anti-aliasing and not counted (0 when they are included).
    public var antiAliasedPixels: Int
    /// All pixels of one image.
    public var totalPixels: Int
    /// The smallest rectangle holding every counted differing pixel; `nil` when there are none.
    public var changedRegion: PixelRegion?
    /// Whether `differingPixels` stays within the budget the comparison was given.
    public var isWithinBudget: Bool
    /// The budget the comparison was given.
    public var budget: DiffBudget
    /// The expected image faded to light grey, counted differences in red, anti-aliasing in yellow;
    /// `nil` when no pixel differed at all (nor as anti-aliasing).
    public var diffImage: RGBAImage?

    public init(differingPixels: Int, antiAliasedPixels: Int, totalPixels: Int, changedRegion: PixelRegion?,
                isWithinBudget: Bool, budget: DiffBudget, diffImage: RGBAImage?) {
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.changedRegion = changedRegion
        self.isWithinBudget = isWithinBudget
        self.budget = budget
        self.diffImage = diffImage
    }

    /// The fraction of pixels that differ.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// `identical`, `3 pixels differ (0.02%) in [10, 20, 1, 3], within the budget of 5 pixels`, …
    public var summary: String {
        guard differingPixels > 0, let region = changedRegion else { return "identical" }
        let count = differingPixels == 1 ? "1 pixel differs" : "\(differingPixels) pixels differ"
        let verdict = isWithinBudget ? "within the budget of \(budget)" : "budget \(budget)"
        return "\(count) (\(percent(ratio))) in \(region), \(verdict)"
    }
}
