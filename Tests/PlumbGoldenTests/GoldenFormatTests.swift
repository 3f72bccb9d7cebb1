import Foundation
import PlumbLayout
import PlumbRender
import PlumbTestSupport
import Testing
@testable import PlumbGolden

/// The golden formats and the pipeline they share: the fast way a drawn picture meets its golden,
/// text goldens, and the parallel run `plumb check` uses.
@Suite(.temporaryFolders) struct GoldenFormatTests {
    /// A 120×80 pt canvas at 2× with a grey box and a label: edges, text and flat areas.
    func layout() -> SolvedLayout {
        let canvas = Canvas(name: "card", size: Size(width: 120, height: 80), scale: 2)
        let root = Rect(x: 0, y: 0, width: 120, height: 80), box = Rect(x: 10.5, y: 10, width: 40, height: 30)
        let label = Rect(x: 10, y: 50, width: 100, height: 21)
        var boxProperties = ViewProperties()
        boxProperties.background = Color(red: 0.3, green: 0.5, blue: 0.7)
        var labelProperties = ViewProperties()
        labelProperties.text = "Golden"
        return SolvedLayout(canvas: canvas, views: [
            SolvedView(name: "root", kind: .view, superview: nil, frame: root, absolute: root),
            SolvedView(name: "box", kind: .view, superview: "root", frame: box, absolute: box, properties: boxProperties),
            SolvedView(name: "title", kind: .label, superview: "root", frame: label, absolute: label, properties: labelProperties),
        ])
    }

    @Test func aDrawnPictureIsTheSameAsItsPNGDecoded() throws {
        let renderer = Renderer(options: RenderOptions(showConstraints: true))
        let drawn = try renderer.renderImage(layout())
        let png = try renderer.render(layout())
        // The same bytes as render(_:), so recording a drawn picture writes what plumb render writes.
        #expect(try drawn.pngData() == png)
        #expect(RGBAImage(rendered: drawn) == (try RGBAImage(pngData: png)))
        let rows = try #require(PNGRows(png))
        #expect(rows.channels == 3)
        #expect(drawn.hasPixels(of: rows))
    }

    @Test func theFastDecoderReadsWhatLibpngWritesWithEveryFilter() throws {
        // libpng picks its filters row by row (Paeth and Average included); noise and translucency
        // make it use all of them.
        var generator = SeededGenerator(seed: 24)
        var image = RGBAImage(width: 61, height: 37, fill: .white)
        for y in 0..<image.height {
            for x in 0..<image.width where (x * y + y) % 3 != 0 {
                image[x, y] = RGBAColor(red: .random(in: 0...255, using: &generator), green: UInt8(x * 4),
                                        blue: UInt8(y * 6), alpha: .random(in: 0...255, using: &generator))
            }
        }
        let png = try image.pngData()
        let rows = try #require(PNGRows(png))
        #expect(rows.channels == 4)
        var samples = [UInt8]()
        #expect(rows.forEachRow { _, row, _ in samples += row; return true })
        #expect(samples == (try RGBAImage(pngData: png)).pixels)
    }

    @Test func aChangedOrDamagedGoldenLeavesTheFastPath() throws {
        let renderer = Renderer()
        let drawn = try renderer.renderImage(layout())
        var png = try renderer.render(layout())
        // One byte inside the image data: the chunk's checksum no longer holds.
        png[png.count - 30] ^= 0x01
        #expect(PNGRows(png) == nil)
        #expect(throws: (any Error).self) { try RGBAImage(pngData: png) }
        let other = try renderer.render(layout().withBox(at: 12))
        #expect(!drawn.hasPixels(of: try #require(PNGRows(other))))
    }

    @Test func aPassingPictureIsNotEncodedUnlessKept() throws {
        let golden = try makeTemporaryFolder()
        let goldenCase = try GoldenCase(name: "card", layouts: [layout()])
        #expect(GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(goldenCase).outcome.label == "RECORDED")
        let passed = GoldenChecker(goldenDirectory: golden).check(goldenCase)
        #expect(passed.outcome == .passed)
        #expect(passed.canvases.map(\.actualPNG) == [nil])
        let kept = GoldenChecker(goldenDirectory: golden, keepsPassingPictures: true).check(goldenCase)
        #expect(kept.canvases.map(\.actualPNG) == [try Renderer().render(layout())])
    }

    @Test func aMovedBoxFailsWithItsPixelsCounted() throws {
        let golden = try makeTemporaryFolder(), artifacts = try makeTemporaryFolder()
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(try GoldenCase(name: "card", layouts: [layout()]))
        let moved = GoldenChecker(goldenDirectory: golden, artifactsDirectory: artifacts)
            .check(try GoldenCase(name: "card", layouts: [layout().withBox(at: 12)]))
        guard case .failed(let reasons) = moved.outcome else {
            Issue.record("a moved box must fail, got \(moved.summary)")
            return
        }
        // The frame first, then the picture, with what the full comparison found.
        #expect(reasons.count == 2)
        #expect(moved.frameChanges.map(\.description) == ["box: x 10.5 → 12 on card"])
        let comparison = try #require(moved.canvases.first?.comparison)
        #expect(!comparison.passes)
        #expect(moved.artifacts.map { String($0.dropFirst(artifacts.count + 1)) }
                == ["card.frames.actual.txt", "card.frames.diff.txt", "card@card.expected.png", "card@card.actual.png",
                    "card@card.diff.png"])
    }

    @Test func aTextGoldenIsRecordedOnceThenCompared() throws {
        let golden = try makeTemporaryFolder(), artifacts = try makeTemporaryFolder("artifacts")
        let text = "first line\nsecond line\n"
        #expect(throws: GoldenMismatch.self) {
            try assertGolden(of: text, as: .text(), named: "notes/report", goldenDirectory: golden, recordMode: .never,
                             artifactsDirectory: artifacts)
        }
        #expect(try String(contentsOfFile: artifacts + "/notes/report.actual.txt", encoding: .utf8) == text)
        #expect(throws: GoldenMismatch.self) {
            try assertGolden(of: text, as: .text(), named: "notes/report", goldenDirectory: golden, recordMode: .missing)
        }
        #expect(try String(contentsOfFile: golden + "/notes/report.txt", encoding: .utf8) == text)
        try assertGolden(of: text, as: .text(), named: "notes/report", goldenDirectory: golden, recordMode: .never)
        let changed = GoldenChecker(goldenDirectory: golden).check("first line\nsecond lime\n", as: .text(), named: "notes/report")
        #expect(changed.summary == "FAIL notes/report: \(golden)/notes/report.txt differs first at line 2: "
                + "expected 'second line', actual 'second lime'")
    }

    @Test func orderedWorkDeliversInOrder() {
        let delivered = Delivered()
        let results = OrderedWork.run(count: 40) { index in
            // Later pieces finish first more often than not.
            usleep(UInt32((40 - index) * 200))
            return index * index
        } deliver: { index, value in
            delivered.append(index, value)
        }
        #expect(results == (0..<40).map { $0 * $0 })
        #expect(delivered.all == (0..<40).map { [$0, $0 * $0] })
    }
}

/// What ``OrderedWork`` delivered, from whichever thread.
private final class Delivered: @unchecked Sendable {
    private let queue = DispatchQueue(label: "delivered")
    private var pairs: [[Int]] = []

    func append(_ index: Int, _ value: Int) { queue.sync { pairs.append([index, value]) } }
    var all: [[Int]] { queue.sync { pairs } }
}

private extension SolvedLayout {
    /// The layout with its box moved to `x`.
    func withBox(at x: Double) -> SolvedLayout {
        var layout = self
        layout.views[1].frame.origin.x = x
        layout.views[1].absolute.origin.x = x
        return layout
    }
}
