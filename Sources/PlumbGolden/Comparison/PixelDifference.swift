/// The outcome of a pixel-by-pixel comparison of two images of one size.
public struct PixelDifference: Hashable, Sendable, Codable {
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

    /// Everything but the diff image, which a results file carries as PNG in ``CanvasCheck/diffPNG``.
    private enum CodingKeys: String, CodingKey {
        case differingPixels, antiAliasedPixels, totalPixels, changedRegion, isWithinBudget, budget
    }

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
