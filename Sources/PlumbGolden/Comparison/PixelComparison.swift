/// Compares two images pixel by pixel the way pixelmatch does: a perceptual colour distance with a
/// threshold, anti-aliased edge pixels set aside, and a budget of differing pixels.
public struct PixelComparison: Sendable {
    public var options: PixelComparisonOptions

    public init(options: PixelComparisonOptions = .standard) {
        self.options = options
    }

    /// Compares `actual` with `expected`.
    public func compare(expected: RGBAImage, actual: RGBAImage) -> PixelComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(width: expected.width, height: expected.height),
                                 actual: PixelSize(width: actual.width, height: actual.height))
        }
        let maximumDelta = ColorDelta.maximum * options.threshold * options.threshold
        let expectedEdges = AntiAliasingDetector(image: expected, other: actual)
        let actualEdges = AntiAliasingDetector(image: actual, other: expected)
        // The diff picture is only made once a pixel differs: identical renders cost no copy.
        var diff: DiffImagePainter?
        var region = BoundingBoxBuilder()
        var differing = 0, antiAliased = 0

        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let index = (y * expected.width + x) * 4
                // Most pixels are byte-for-byte equal; skip the colour maths for them.
                if expected.pixels[index..<index + 4].elementsEqual(actual.pixels[index..<index + 4]) { continue }
                let delta = abs(ColorDelta.squared(expected[x, y], actual[x, y]))
                guard delta > maximumDelta else { continue }
                if !options.includeAntiAliasing,
                   expectedEdges.isAntiAliased(x: x, y: y) || actualEdges.isAntiAliased(x: x, y: y) {
                    antiAliased += 1
                    diff.mark(x: x, y: y, as: .yellow, over: expected)
                } else {
                    differing += 1
                    region.include(x: x, y: y)
                    diff.mark(x: x, y: y, as: .red, over: expected)
                }
            }
        }
        let total = expected.width * expected.height
        return .compared(PixelDifference(
            differingPixels: differing, antiAliasedPixels: antiAliased, totalPixels: total,
            changedRegion: region.region,
            isWithinBudget: options.budget.allows(differing: differing, of: total),
            budget: options.budget, diffImage: diff?.image))
    }
}

/// Paints the diff image: a faint grey copy of the expected image for context, differences on top.
struct DiffImagePainter {
    private(set) var image: RGBAImage

    /// How much of the original brightness survives in the faded copy (the rest is white).
    static let fade = 0.1

    init(fadedCopyOf source: RGBAImage) {
        var faded = source
        for y in 0..<source.height {
            for x in 0..<source.width {
                let brightness = ColorDelta.brightness(of: source[x, y])
                let grey = UInt8((255 + (brightness - 255) * Self.fade).rounded())
                faded[x, y] = RGBAColor(red: grey, green: grey, blue: grey)
            }
        }
        image = faded
    }

    mutating func mark(x: Int, y: Int, as color: RGBAColor) {
        image[x, y] = color
    }
}

private extension Optional where Wrapped == DiffImagePainter {
    /// Marks a pixel, making the painter from `expected` on first use.
    mutating func mark(x: Int, y: Int, as color: RGBAColor, over expected: RGBAImage) {
        if self == nil { self = DiffImagePainter(fadedCopyOf: expected) }
        self?.mark(x: x, y: y, as: color)
    }
}
