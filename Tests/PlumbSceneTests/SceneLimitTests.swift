import PlumbLayout
import PlumbScene
import Testing

/// The documented limits of docs/scene-format.md, each refused at its line (issue 22).
@Suite struct SceneLimitTests {
    func errors(_ yaml: String) -> [String] {
        do {
            _ = try SceneLoader.load(text: yaml, path: "l.yaml")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func flowNestingClosedOnTheSameLineCounts() {
        let yaml = "views: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        #expect(errors(yaml) == ["l.yaml:1:506: error: the YAML nests too deeply (more than 500 levels)"])
    }

    @Test func flowNestingAcrossLinesCounts() {
        let yaml = "views:\n" + String(repeating: "  [\n", count: 600) + String(repeating: "]", count: 600) + "\n"
        #expect(errors(yaml).first?.hasSuffix("error: the YAML nests too deeply (more than 500 levels)") == true)
    }

    @Test func textLongerThanTheLimitIsRefused() {
        let yaml = "views:\n  - label: a\n    text: " + String(repeating: "x", count: LayoutLimits.maximumTextLength + 1) + "\n"
        #expect(errors(yaml) == ["l.yaml:3:11: error: 'text' is too long: 4001 characters, at most 4000 are allowed"])
        let fits = "views:\n  - label: a\n    text: " + String(repeating: "x", count: LayoutLimits.maximumTextLength) + "\n"
        #expect(errors(fits) == [])
    }

    @Test func namesLongerThanTheLimitAreRefused() {
        let long = String(repeating: "n", count: 101)
        #expect(errors("views:\n  - view: \(long)\n")
                == ["l.yaml:2:11: error: the name of a view is too long: 101 characters, at most 100 are allowed"])
        #expect(errors("metrics: {\(long): 1}\nviews:\n  - view: a\n")
                == ["l.yaml:1:11: error: a metric name is too long: 101 characters, at most 100 are allowed"])
        #expect(errors("canvases:\n  - name: \(long)\n    device: iphone-15\nviews:\n  - view: a\n")
                == ["l.yaml:2:11: error: a canvas name is too long: 101 characters, at most 100 are allowed"])
    }

    @Test func tooManyGuidesAreRefusedAtTheFirstOneBeyondTheLimit() {
        let names = (0...LayoutLimits.maximumGuides).map { "g\($0)" }
        let yaml = "views:\n  - view: a\nguides:\n" + names.map { "  - \($0)\n" }.joined()
        #expect(errors(yaml) == ["l.yaml:20004:5: error: too many layout guides: a scene may have at most 20000"])
    }

    @Test func tooManyViewsAreRefusedAtTheFirstOneBeyondTheLimit() {
        let yaml = "views:\n" + (0...LayoutLimits.maximumViews).map { "  - view: v\($0)\n" }.joined()
        #expect(errors(yaml) == ["l.yaml:20002:5: error: too many views: a scene may have at most 20000"])
    }

    @Test func aBadMetricIsReportedOnceNotAgainWhereUsed() {
        let yaml = "metrics: {pad: .nan}\nviews:\n  - view: a\nconstraints:\n  - a.width == pad\n  - \"H:|-pad-[a]\"\n"
        #expect(errors(yaml) == ["l.yaml:1:16: error: expected a number for metric 'pad', found '.nan'"])
    }

    /// Found by the `scene` fuzz target: with old Mac line ends (CR alone) errors are still located
    /// on the lines YAML counts, which are the lines an editor shows.
    @Test func errorsInAFileWithCarriageReturnLineEndsAreLocated() {
        #expect(errors("views:\r  - view: a\r  - bad\r")
                == ["l.yaml:3:5: error: expected a view such as '- label: title', found 'bad'"])
    }

    @Test func canvasLimitsAreCheckedAtLoad() {
        #expect(errors("canvases:\n  - size: [10001, 100]\nviews:\n  - view: a\n")
                == ["l.yaml:2:12: error: canvas width must be greater than 0 and at most 10000 points, found 10001"])
        #expect(errors("canvases:\n  - size: [4000, 100]\n    scale: 8\nviews:\n  - view: a\n")
                == ["l.yaml:2:11: error: a canvas of 4000 × 100 points at scale 8 cannot be drawn: its picture would be "
                    + "32000 pixels wide; a side times the scale may be at most 16000 pixels"])
        #expect(errors("canvases:\n  - size: [2000, 100]\n    scale: 8\nviews:\n  - view: a\n") == [])
    }

    @Test func checkDrawableNamesTheCanvasLine() throws {
        let scene = try SceneLoader.load(text: "canvases:\n  - device: iphone-15\n  - size: [5000, 100]\nviews:\n  - view: a\n",
                                         path: "d.yaml")
        #expect(throws: Never.self) { try scene.checkDrawable(scene.canvases, scale: nil) }
        do {
            try scene.checkDrawable(scene.canvases, scale: 8)
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.map(\.description) == [
                "d.yaml:3:11: error: canvas 'custom-5000x100' cannot be drawn at scale 8: its picture would be 40000 "
                    + "pixels wide; a side times the scale may be at most 16000 pixels",
            ])
        }
    }
}
