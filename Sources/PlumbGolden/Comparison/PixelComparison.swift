#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            // Most rows of a re-render are byte-for-byte equal; compare them whole and move on.
            if rowsEqual(expected, actual, row: y) { continue }
            for x in 0..<expected.width {
                let expectedColor = expected[x, y], actualColor = actual[x, y]
                if expectedColor == actualColor { continue }
                let delta = abs(ColorDelta.squared(expectedColor, actualColor))
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

/// Whether one row of pixels is the same in both images (of one width), compared as raw bytes.
private func rowsEqual(_ first: RGBAImage, _ second: RGBAImage, row: Int) -> Bool {
    let rowBytes = first.width * 4
    return first.pixels.withUnsafeBytes { firstBytes in
        second.pixels.withUnsafeBytes { secondBytes in
            guard let firstBase = firstBytes.baseAddress, let secondBase = secondBytes.baseAddress else { return true }
            return memcmp(firstBase + row * rowBytes, secondBase + row * rowBytes, rowBytes) == 0
        }
    }
}

private extension Optional where Wrapped == DiffImagePainter {
    /// Marks a pixel, making the painter from `expected` on first use.
    mutating func mark(x: Int, y: Int, as color: RGBAColor, over expected: RGBAImage) {
        if self == nil { self = DiffImagePainter(fadedCopyOf: expected) }
        self?.mark(x: x, y: y, as: color)
    }
}
