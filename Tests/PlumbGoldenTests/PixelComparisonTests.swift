import PlumbGolden
import Testing

@Suite struct PixelComparisonTests {
    /// A 40×30 pt page at 2× with one dark 20×10 pt box.
    func page(boxX: Double, boxY: Double = 10, grey: Double = 0.2, width: Double = 20) -> RGBAImage {
        drawPicture(width: 40, height: 30, scale: 2, rectangles: [(boxX, boxY, width, 10, grey)])
    }

    func difference(_ result: PixelComparisonResult) throws -> PixelDifference {
        guard case .compared(let difference) = result else {
            Issue.record("expected a pixel comparison, got \(result)")
            throw ComparisonWasNotMade()
        }
        return difference
    }

    struct ComparisonWasNotMade: Error {}

    @Test func identicalRendersPass() throws {
        // Fractional edges, so the picture has anti-aliased pixels that must render the same twice.
        let result = PixelComparison().compare(expected: page(boxX: 5.3), actual: page(boxX: 5.3))
        let difference = try difference(result)
        #expect(result.passes)
        #expect(difference.differingPixels == 0 && difference.antiAliasedPixels == 0)
        #expect(difference.changedRegion == nil)
        #expect(difference.diffImage == nil)
        #expect(result.summary == "identical")
    }

    @Test func aOnePixelShiftOfAnEdgeAtTwiceTheScaleFails() throws {
        // Half a point at 2× is one pixel: the box's left column (x = 20) turns white and the
        // column after its right edge (x = 60) turns dark, each 20 pixels tall from y = 20.
        let result = PixelComparison().compare(expected: page(boxX: 10), actual: page(boxX: 10.5))
        let difference = try difference(result)
        #expect(!result.passes)
        #expect(difference.differingPixels == 40)
        #expect(difference.antiAliasedPixels == 0)
        #expect(difference.changedRegion == PixelRegion(x: 20, y: 20, width: 41, height: 20))
        #expect(result.summary == "40 pixels differ (0.83%) in [20, 20, 41, 20], budget 0 pixels")
    }

    @Test func aOnePointMoveOfALightGreyViewFails() throws {
        // #d9d9d9, the lightest background a scene's example uses, moved by 1 pt at 2×.
        let light = 217.0 / 255
        let result = PixelComparison().compare(expected: page(boxX: 10, grey: light), actual: page(boxX: 11, grey: light))
        #expect(try difference(result).differingPixels == 80)
    }

    @Test func antiAliasedEdgeNoiseIsIgnoredUnlessIncluded() throws {
        // Moving the box by a fifth of a pixel changes only the shade of its soft edge columns.
        let expected = drawPicture(width: 40, height: 30, rectangles: [(10.25, 10, 20, 10, 0)])
        let actual = drawPicture(width: 40, height: 30, rectangles: [(10.45, 10, 20, 10, 0)])
        let ignoring = try difference(PixelComparison().compare(expected: expected, actual: actual))
        #expect(ignoring.differingPixels == 0)
        #expect(ignoring.antiAliasedPixels == 20)
        #expect(ignoring.isWithinBudget)

        let including = PixelComparisonOptions(includeAntiAliasing: true)
        let counted = try difference(PixelComparison(options: including).compare(expected: expected, actual: actual))
        #expect(counted.differingPixels == 20)
        #expect(!counted.isWithinBudget)
    }

    @Test func aSizeMismatchIsItsOwnResult() {
        let result = PixelComparison().compare(expected: RGBAImage(width: 10, height: 10), actual: RGBAImage(width: 10, height: 12))
        #expect(result == .sizeMismatch(expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 10, height: 12)))
        #expect(!result.passes)
        #expect(result.summary == "size differs: expected 10×10, actual 10×12")
    }

    @Test func theThresholdDecidesWhetherAFaintShadeCounts() throws {
        // Grey 217 against grey 224: ΔY = 7, so the squared distance is 0.5053 × 49 ≈ 24.8,
        // which is a threshold of √(24.8 / 35215) ≈ 0.0265.
        let expected = RGBAImage(width: 4, height: 4, fill: RGBAColor(red: 217, green: 217, blue: 217))
        let actual = RGBAImage(width: 4, height: 4, fill: RGBAColor(red: 224, green: 224, blue: 224))
        let loose = try difference(PixelComparison(options: .init(threshold: 0.027)).compare(expected: expected, actual: actual))
        #expect(loose.differingPixels == 0)
        let strict = try difference(PixelComparison(options: .init(threshold: 0.026)).compare(expected: expected, actual: actual))
        #expect(strict.differingPixels == 16)
    }

    @Test func blackAgainstWhiteIsTheBrightnessWeightTimes255Squared() throws {
        // 0.5053 × 255² ≈ 32857, which is a threshold of √(32857 / 35215) ≈ 0.9659.
        let white = RGBAImage(width: 1, height: 1), black = RGBAImage(width: 1, height: 1, fill: .black)
        let below = try difference(PixelComparison(options: .init(threshold: 0.9655)).compare(expected: white, actual: black))
        #expect(below.differingPixels == 1)
        let above = try difference(PixelComparison(options: .init(threshold: 0.9663)).compare(expected: white, actual: black))
        #expect(above.differingPixels == 0)
    }

    @Test func transparentPixelsAreComparedAsIfOnWhite() throws {
        // Fully transparent black looks like white; half-transparent black is a mid grey.
        let white = RGBAImage(width: 1, height: 1)
        let clear = RGBAImage(width: 1, height: 1, fill: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        let half = RGBAImage(width: 1, height: 1, fill: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(try difference(PixelComparison().compare(expected: white, actual: clear)).differingPixels == 0)
        #expect(try difference(PixelComparison().compare(expected: white, actual: half)).differingPixels == 1)
    }

    @Test func aChangedWordIsCaughtAtTheDefaultThreshold() throws {
        // Black on white is the largest brightness change: far above the default threshold.
        var expected = RGBAImage(width: 4, height: 4)
        var actual = expected
        expected.fill(x: 1, y: 1, width: 1, height: 2, with: .black)
        actual.fill(x: 2, y: 1, width: 1, height: 2, with: .black)
        let difference = try difference(PixelComparison().compare(expected: expected, actual: actual))
        #expect(difference.differingPixels == 4)
        #expect(difference.changedRegion == PixelRegion(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func budgetsCountOrRatio() throws {
        let expected = page(boxX: 10), actual = page(boxX: 10.5)
        func passes(_ budget: DiffBudget) -> Bool {
            PixelComparison(options: .init(budget: budget)).compare(expected: expected, actual: actual).passes
        }
        // 40 of 80 × 60 = 4800 pixels differ: a ratio of 0.8333%.
        #expect(passes(.pixels(40)))
        #expect(!passes(.pixels(39)))
        #expect(passes(.ratio(0.0084)))
        #expect(!passes(.ratio(0.0083)))
        let within = try difference(PixelComparison(options: .init(budget: .pixels(50))).compare(expected: expected, actual: actual))
        #expect(within.summary == "40 pixels differ (0.83%) in [20, 20, 41, 20], within the budget of 50 pixels")
    }

    @Test func theDiffImageShowsChangesInRedOverAFadedCopy() throws {
        let expected = page(boxX: 10), actual = page(boxX: 10.5)
        let diff = try #require(try difference(PixelComparison().compare(expected: expected, actual: actual)).diffImage)
        #expect(diff.width == 80 && diff.height == 60)
        #expect(diff[20, 25] == .red)
        #expect(diff[60, 39] == .red)
        // White stays white; the box (grey 0.2 = 51) fades to 255 − 204 × 0.1 = 234.6, which
        // pixelmatch stores in a byte array as 234 (truncated, not rounded).
        #expect(diff[0, 0] == .white)
        #expect(diff[30, 30] == RGBAColor(red: 234, green: 234, blue: 234))
    }

    @Test func antiAliasedPixelsAreYellowInTheDiff() throws {
        let expected = drawPicture(width: 40, height: 30, rectangles: [(10.25, 10, 20, 10, 0)])
        let actual = drawPicture(width: 40, height: 30, rectangles: [(10.45, 10, 20, 10, 0)])
        let diff = try #require(try difference(PixelComparison().compare(expected: expected, actual: actual)).diffImage)
        #expect(diff[10, 15] == .yellow)
    }

    @Test func optionsOutOfRangeAreRejectedWithReasons() {
        #expect(throws: InvalidComparisonOption(message: "the threshold must be between 0 and 1, not 1.5")) {
            try PixelComparisonOptions(threshold: 1.5).validated()
        }
        #expect(throws: InvalidComparisonOption(message: "the pixel budget must be 0 or more, not -1")) {
            try DiffBudget.pixels(-1).validated()
        }
        #expect(throws: InvalidComparisonOption(message: "the diff ratio must be between 0 and 1, not 2.0")) {
            try PixelComparisonOptions(budget: .ratio(2)).validated()
        }
    }
}

@Suite struct PercentTests {
    @Test func sharesKeepTwoSignificantDigitsSoNoChangeReadsAsNone() throws {
        // Label → Lapel on a 1275×2652 picture: 80 pixels.
        let speck = PixelDifference(differingPixels: 80, antiAliasedPixels: 0, totalPixels: 1275 * 2652,
                                    changedRegion: PixelRegion(x: 161, y: 295, width: 4, height: 48),
                                    isWithinBudget: false, budget: .strict, diffImage: nil)
        #expect(speck.summary == "80 pixels differ (0.0024%) in [161, 295, 4, 48], budget 0 pixels")
        let cases: [(Double, String)] = [(0.25, "25%"), (0.0083, "0.83%"), (0.0005, "0.05%"), (0.00083, "0.083%"),
                                         (0.0000083, "0.00083%"), (1, "100%"), (0.000999, "0.1%"), (0, "0%")]
        for (fraction, text) in cases {
            let difference = PixelDifference(differingPixels: 1, antiAliasedPixels: 0, totalPixels: 1,
                                              changedRegion: nil, isWithinBudget: true, budget: .ratio(fraction), diffImage: nil)
            #expect(difference.budget.description == "\(text) of pixels")
        }
    }
}
