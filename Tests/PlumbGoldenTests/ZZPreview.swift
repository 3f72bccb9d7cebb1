import Foundation
import PlumbGolden
import Testing

@Suite struct ZZPreview {
    @Test func writePreview() throws {
        var results = try sampleResults()
        let a = drawPicture(width: 120, height: 200, scale: 2, rectangles: [(10, 10, 100, 30, 0.85), (10, 50, 60, 20, 0.1), (20, 120, 80, 40, 0.5)])
        let b = drawPicture(width: 120, height: 200, scale: 2, rectangles: [(10, 10, 100, 30, 0.85), (12, 50, 60, 20, 0.1), (20, 120, 80, 44, 0.5)])
        let golden = "/tmp/golden-preview/golden"
        try? FileManager.default.removeItem(atPath: "/tmp/golden-preview")
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .all).check(GoldenCase(name: "forms/signup", frames: nil, images: [CanvasImage(canvas: "iphone-15", image: a)]))
        let r = GoldenChecker(goldenDirectory: golden, artifactsDirectory: "/tmp/golden-preview/artifacts").check(GoldenCase(name: "forms/signup", frames: nil, images: [CanvasImage(canvas: "iphone-15", image: b)]))
        results.insert(r, at: 0)
        try HTMLReport(results: results).write(to: "/tmp/golden-preview/report.html")
        print(r.summary)
    }
}

@Suite struct ZZMeasure {
    @Test func measure() throws {
        let a = drawPicture(width: 393, height: 852, scale: 3, rectangles: [(16, 100, 361, 44, 0.85), (16, 160, 200, 30, 0.1), (20, 400, 300, 200, 0.5)])
        let b = drawPicture(width: 393, height: 852, scale: 3, rectangles: [(16, 100, 361, 44, 0.85), (17, 160, 200, 30, 0.1), (20, 400, 300, 200, 0.5)])
        let clock = ContinuousClock()
        var r: PixelComparisonResult?
        let t1 = clock.measure { r = PixelComparison().compare(expected: a, actual: a) }
        let t2 = clock.measure { r = PixelComparison().compare(expected: a, actual: b) }
        var png: [UInt8] = []
        let t3 = clock.measure { png = try! a.pngData() }
        let t4 = clock.measure { _ = try! RGBAImage(pngData: png) }
        print("MEASURE identical \(t1) differing \(t2) encode \(t3) decode \(t4) \(r!.summary)")
    }
}
