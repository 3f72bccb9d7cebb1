import Foundation
import PlumbGolden
import PlumbRender
import Testing

/// Plumb's comparison counts what pixelmatch v6.0.0 counts (default options: threshold 0.1,
/// anti-aliasing detected and not counted, `alpha` 0.1 for the diff's faded background).
///
/// The pairs are Plumb's own: pictures rendered by `plumb render` from the scenes in
/// `ComparisonPairs/scenes` (`plumb render SCENE -o DIR`, committed as PNGs so the counts do not
/// depend on the fonts or Cairo of the machine running the tests), and small pictures built here
/// pixel by pixel. Every pair goes through PNG encoding and decoding before it is compared, as
/// goldens do.
///
/// The expected numbers were not taken from Plumb: they are what the Python port of pixelmatch
/// (PyPI `pixelmatch` 0.4.0, which follows v6.0.0's `antialiased`, `hasManySiblings` and
/// `colorDelta` line for line) gives for these files, via `scripts/pixelmatch-reference` (see
/// there for how to run it). The same script showed each of Plumb's diff pictures equal to
/// pixelmatch's output byte for byte. `rowByRow` is what the detector gave before it walked the
/// neighbourhood in pixelmatch's order (column by column, first darkest and brightest kept on ties):
/// pairs where it differs exercise those ties.
@Suite struct PixelmatchAgreementTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var expected: @Sendable () throws -> RGBAImage
        var actual: @Sendable () throws -> RGBAImage
        var threshold = 0.1
        /// pixelmatch's return value.
        var counted: Int
        /// The yellow pixels of pixelmatch's diff picture.
        var antiAliased: Int

        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        // Anti-aliased text moved by one pixel (half a point at 2×): most changed pixels are soft
        // glyph edges, and several equally white neighbours make ties (row by row: 24 counted).
        Pair(name: "text moved 1 px", expected: { try rendered("label") }, actual: { try rendered("label-moved-1px") },
             counted: 25, antiAliased: 588),
        // Label → Lapel: the one-letter change the golden check must catch.
        Pair(name: "one letter changed", expected: { try rendered("label") }, actual: { try rendered("lapel") },
             counted: 26, antiAliased: 33),
        // A filled, rounded button moved by a point (row by row: 259 counted).
        Pair(name: "rounded button moved 1 pt", expected: { try rendered("button") },
             actual: { try rendered("button-moved-1pt") }, counted: 257, antiAliased: 740),
        // Hairlines (0.3 to 0.5 pt) and a 0.5-pt border moved by about a pixel: thin lines have no
        // flat inside, so nothing is set aside as anti-aliasing.
        Pair(name: "thin lines moved", expected: { try rendered("lines") }, actual: { try rendered("lines-moved") },
             counted: 286, antiAliased: 0),
        // The same lines nudged by a fifth of a pixel or less: a hairline's whole shade changes, and
        // with no flat inside of its own it is not set aside as anti-aliasing either.
        Pair(name: "thin lines nudged", expected: { try rendered("lines") }, actual: { try rendered("lines-nudged") },
             counted: 120, antiAliased: 0),
        // Alpha 1 to 3 over grey 100 against grey 110, at threshold 0: visible only with straight
        // alpha (a premultiplying decoder rounds both to the same colour).
        Pair(name: "low alpha at threshold 0", expected: { stripes(grey: 100) }, actual: { stripes(grey: 110) },
             threshold: 0, counted: 46, antiAliased: 8),
        // A 1-px line with a soft edge whose shade changed, on a transparent background whose
        // hidden colours differ between the pictures: alpha-0 pixels look equal (white) but are
        // not "siblings" unless all four bytes match.
        Pair(name: "alpha 0 with different hidden colours", expected: { softLine(edgeAlpha: 100, hidden: { _, _ in .clear }) },
             actual: { softLine(edgeAlpha: 160, hidden: { x, y in
                 y < 4 ? .clear : RGBAColor(red: UInt8(x * 20), green: UInt8(y * 25), blue: 7, alpha: 0)
             }) },
             counted: 3, antiAliased: 5),
        // Flat colour changes just below and just above the default threshold (352.15): grey
        // 200 → 226 (341.6) and 200 → 227 (368.4); systemBlue's red 0 → 46 (338.8) and 0 → 47 (353.7).
        Pair(name: "flat colours at the threshold", expected: { blocks(grey: 200, red: 0) },
             actual: { blocks(grey: 226, red: 46) }, counted: 0, antiAliased: 0),
        Pair(name: "flat colours above the threshold", expected: { blocks(grey: 200, red: 0) },
             actual: { blocks(grey: 227, red: 47) }, counted: 128, antiAliased: 0),
    ]

    @Test(arguments: pairs) func countsWhatPixelmatchCounts(_ pair: Pair) throws {
        let expected = try throughPNG(pair.expected()), actual = try throughPNG(pair.actual())
        let result = PixelComparison(options: .init(threshold: pair.threshold)).compare(expected: expected, actual: actual)
        guard case .compared(let difference) = result else {
            Issue.record("expected a pixel comparison, got \(result)")
            return
        }
        try exportForTheReference(pair, expected: expected, actual: actual, diff: difference.diffImage)
        #expect(difference.differingPixels == pair.counted)
        #expect(difference.antiAliasedPixels == pair.antiAliased)
    }
}

// MARK: - The pictures

private let pairsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/ComparisonPairs"

private func rendered(_ name: String) throws -> RGBAImage {
    try RGBAImage(pngFile: "\(pairsFolder)/\(name).png")
}

private func throughPNG(_ image: RGBAImage) throws -> RGBAImage {
    try RGBAImage(pngData: image.pngData())
}

/// 9×6 columns of alpha 1, 2, 3, 1, 2, 3, … over one grey.
private func stripes(grey: UInt8) -> RGBAImage {
    var image = RGBAImage(width: 9, height: 6, fill: .clear)
    for y in 0..<6 {
        for x in 0..<9 { image[x, y] = RGBAColor(red: grey, green: grey, blue: grey, alpha: UInt8(1 + x % 3)) }
    }
    return image
}

/// 12×8, transparent: a black line 1 px wide at x = 4, its soft right edge (black at `edgeAlpha`)
/// at x = 5, and every other pixel alpha 0 in the colour `hidden` gives.
private func softLine(edgeAlpha: UInt8, hidden: (Int, Int) -> RGBAColor) -> RGBAImage {
    var image = RGBAImage(width: 12, height: 8, fill: .clear)
    for y in 0..<8 {
        for x in 0..<12 {
            switch x {
            case 4: image[x, y] = .black
            case 5: image[x, y] = RGBAColor(red: 0, green: 0, blue: 0, alpha: edgeAlpha)
            default: image[x, y] = hidden(x, y)
            }
        }
    }
    return image
}

/// 30×12, white, with a grey 8×8 block and a blue one (systemBlue, its red channel given).
private func blocks(grey: UInt8, red: UInt8) -> RGBAImage {
    var image = RGBAImage(width: 30, height: 12)
    image.fill(x: 2, y: 2, width: 8, height: 8, with: RGBAColor(red: grey, green: grey, blue: grey))
    image.fill(x: 14, y: 2, width: 8, height: 8, with: RGBAColor(red: red, green: 122, blue: 255))
    return image
}

/// With `PLUMB_EXPORT_PAIRS=DIR`, writes the pair, its options and Plumb's diff picture for
/// `scripts/pixelmatch-reference`; otherwise does nothing.
private func exportForTheReference(_ pair: PixelmatchAgreementTests.Pair, expected: RGBAImage, actual: RGBAImage,
                                   diff: RGBAImage?) throws {
    guard let folder = ProcessInfo.processInfo.environment["PLUMB_EXPORT_PAIRS"] else { return }
    let base = folder + "/" + pair.name.replacingOccurrences(of: " ", with: "-")
    try expected.writePNG(to: base + ".expected.png")
    try actual.writePNG(to: base + ".actual.png")
    try AtomicFile.write("\(pair.threshold)\nfalse\n", to: base + ".options")
    try diff?.writePNG(to: base + ".diff.png")
}
