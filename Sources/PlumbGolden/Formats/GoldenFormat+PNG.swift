extension GoldenFormat where Value == CanvasImage, Detail == PixelComparisonResult {
    /// A picture (`NAME@CANVAS.png`) compared pixel by pixel as pixelmatch compares, within `options`;
    /// a failure leaves the golden as the `expected` artifact and a `diff` picture.
    ///
    /// A picture as drawn (``CanvasImage/rendered(canvas:image:)``) is compared with the golden's
    /// decoded rows directly, in one pass over both buffers, and encoded as PNG only when something
    /// is written; only pictures that differ go through the full comparison.
    public static func png(_ options: PixelComparisonOptions = .standard) -> GoldenFormat {
        GoldenFormat(fileExtension: "png", encode: { try $0.encoded() }) { golden, _, image in
            let comparison = try PictureComparison(options: options).compare(golden: golden, with: image)
            guard !comparison.passes else { return GoldenComparison(matches: true, detail: comparison) }
            var artifacts = [GoldenArtifact]()
            if case .compared(let difference) = comparison, let diff = difference.diffImage, let bytes = try? diff.pngData() {
                artifacts.append(GoldenArtifact(role: "diff", bytes: bytes))
            }
            return GoldenComparison(matches: false, detail: comparison.droppingDiffImage(), difference: comparison.summary,
                                    artifacts: artifacts)
        }
    }
}

/// A golden PNG's bytes against a picture: the cheapest test that settles it first (the same bytes,
/// the same pixels), the full pixelmatch comparison only for pictures that differ.
struct PictureComparison {
    var options: PixelComparisonOptions

    func compare(golden: [UInt8], with image: CanvasImage) throws -> PixelComparisonResult {
        switch image.content {
        case .png(let bytes) where bytes == golden:
            if let size = PNGHeader.size(of: bytes) { return .identical(size: size, budget: options.budget) }
        case .rendered(let rendered):
            if let rows = PNGRows(golden), rendered.hasPixels(of: rows) {
                return .identical(size: PixelSize(width: rows.width, height: rows.height), budget: options.budget)
            }
        case .png, .pixels:
            break
        }
        let expected: RGBAImage, actual: RGBAImage
        do {
            expected = try RGBAImage(pngData: golden)
        } catch {
            throw GoldenComparisonError.goldenUnreadable(PNGHeader.damage(in: golden))
        }
        do {
            actual = try image.decoded()
        } catch {
            throw GoldenComparisonError.valueUnusable("\(error)")
        }
        return PixelComparison(options: options).compare(expected: expected, actual: actual)
    }
}

extension PixelComparisonResult {
    /// The result of comparing an image with an exact copy of itself.
    static func identical(size: PixelSize, budget: DiffBudget) -> PixelComparisonResult {
        .compared(PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: size.width * size.height,
                                  changedRegion: nil, isWithinBudget: true, budget: budget, diffImage: nil))
    }
}
