/// What a pixel comparison tolerates.
public struct PixelComparisonOptions: Hashable, Sendable {
    /// How different two colours must look to count, from 0 (any change) to 1 (black against
    /// white only); it scales the squared YIQ distance. 0.1, as pixelmatch, ignores the slight
    /// shade changes of rasterisers on different machines and catches a changed colour or glyph.
    public var threshold: Double
    /// Whether anti-aliased edge pixels count as differences (by default they do not).
    public var includeAntiAliasing: Bool
    /// How many differing pixels pass.
    public var budget: DiffBudget

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, budget: DiffBudget = .strict) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.budget = budget
    }

    /// The defaults: threshold 0.1, anti-aliasing ignored, no differing pixel allowed.
    public static let standard = PixelComparisonOptions()

    /// The options checked for sense.
    /// - Throws: ``InvalidComparisonOption`` when the threshold is outside 0…1 or the budget is invalid.
    public func validated() throws -> PixelComparisonOptions {
        guard (0...1).contains(threshold) else {
            throw InvalidComparisonOption(message: "the threshold must be between 0 and 1, not \(threshold)")
        }
        _ = try budget.validated()
        return self
    }
}
