import Foundation
import PlumbGolden
import PlumbTestSupport
import PlumbLayout
import PlumbRender
import Testing

@Suite(.temporaryFolders) struct GoldenAssertionTests {
    /// A 40×30 pt canvas at 2× holding one box at `boxX`.
    func layouts(boxX: Double) -> [SolvedLayout] {
        let canvas = Canvas(name: "small phone", size: Size(width: 40, height: 30), scale: 2)
        let root = Rect(x: 0, y: 0, width: 40, height: 30), box = Rect(x: boxX, y: 10, width: 20, height: 10)
        var boxProperties = ViewProperties()
        boxProperties.background = Color(red: 0.2, green: 0.2, blue: 0.2)
        return [SolvedLayout(canvas: canvas, views: [
            SolvedView(name: "root", kind: .view, superview: nil, frame: root, absolute: root),
            SolvedView(name: "box", kind: .view, superview: "root", frame: box, absolute: box, properties: boxProperties),
        ])]
    }

    @Test func aSolvedSceneBecomesFramesAndOnePicturePerCanvas() throws {
        let goldenCase = try GoldenCase(name: "forms/box", layouts: layouts(boxX: 10))
        #expect(goldenCase.frames?.text == """
            # frames of forms/box
            small-phone  root   0   0  40  30
            small-phone  box   10  10  20  10

            """)
        let image = try #require(goldenCase.images.first)
        #expect(image.canvas == "small-phone")
        // The renderer pads the canvas by 16 pt on each side: (40 + 32) × 2 pixels wide; the caption
        // line below adds to the height.
        let pixels = try image.decoded()
        #expect(pixels.width == 144 && pixels.height > 124)
    }

    /// A 200×60 pt canvas at 2× with one label.
    func labelLayouts(text: String) -> [SolvedLayout] {
        let canvas = Canvas(name: "label", size: Size(width: 200, height: 60), scale: 2)
        let root = Rect(x: 0, y: 0, width: 200, height: 60), label = Rect(x: 16, y: 20, width: 160, height: 21)
        var properties = ViewProperties()
        properties.text = text
        return [SolvedLayout(canvas: canvas, views: [
            SolvedView(name: "root", kind: .view, superview: nil, frame: root, absolute: root),
            SolvedView(name: "title", kind: .label, superview: "root", frame: label, absolute: label, properties: properties),
        ])]
    }

    @Test func theDefaultsPassARerenderAndCatchAChangedWord() throws {
        // The frames stay the same; only the pixels can tell the words apart.
        let golden = try makeTemporaryFolder()
        let checker = GoldenChecker(goldenDirectory: golden, recordMode: .missing)
        _ = checker.check(try GoldenCase(name: "label", layouts: labelLayouts(text: "Name")))
        #expect(checker.check(try GoldenCase(name: "label", layouts: labelLayouts(text: "Name"))).outcome == .passed)
        let changed = checker.check(try GoldenCase(name: "label", layouts: labelLayouts(text: "Nane")))
        guard case .failed(let reasons) = changed.outcome, case .imageDiffers(canvas: "label", _) = reasons.first else {
            Issue.record("a changed word must fail on its picture, got \(changed.summary)")
            return
        }
        #expect(changed.frameChanges.isEmpty)
    }

    @Test func recordingThrowsOnceThenTheSameRenderPasses() throws {
        let golden = try makeTemporaryFolder()
        let first = try GoldenCase(name: "forms/box", layouts: layouts(boxX: 10))
        do {
            try assertGolden(first, goldenDirectory: golden, recordMode: .missing)
            Issue.record("recording must not pass")
        } catch let mismatch as GoldenMismatch {
            #expect(mismatch.description == """
                RECORDED forms/box: wrote \(golden)/forms/box.frames.txt, \(golden)/forms/box@small-phone.png
                Recorded because PLUMB_RECORD is set; run again without it to check.
                """)
        }
        let again = try GoldenCase(name: "forms/box", layouts: layouts(boxX: 10))
        #expect(try assertGolden(again, goldenDirectory: golden, recordMode: .never).outcome == .passed)
    }

    @Test func aMovedViewThrowsWithTheChangeInWords() throws {
        let golden = try makeTemporaryFolder(), artifacts = try makeTemporaryFolder("artifacts")
        _ = try? assertGolden(try GoldenCase(name: "forms/box", layouts: layouts(boxX: 10)), goldenDirectory: golden,
                              recordMode: .missing, artifactsDirectory: artifacts)
        let error = #expect(throws: GoldenMismatch.self) {
            try assertGolden(try GoldenCase(name: "forms/box", layouts: layouts(boxX: 11)), goldenDirectory: golden,
                             recordMode: .never, artifactsDirectory: artifacts)
        }
        let message = try #require(error?.description)
        #expect(message.hasPrefix("FAIL forms/box: box: x 10 → 11 on small-phone; small-phone: "))
        #expect(message.hasSuffix("To accept the new output: PLUMB_RECORD=failed swift test"))
        #expect(message.contains(artifacts + "/forms/box@small-phone.diff.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/forms/box@small-phone.diff.png"))
    }
}
