import Foundation
import PlumbGolden
import PlumbRender
import PlumbTestSupport
import PlumbLayout
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Results of a small run: one pass, one failure with awkward characters, one missing, one recorded.
func sampleResults() throws -> [CheckResult] {
    let expected = drawPicture(width: 40, height: 30, scale: 2, rectangles: [(10, 10, 20, 10, 0.2)])
    let actual = drawPicture(width: 40, height: 30, scale: 2, rectangles: [(10.5, 10, 20, 10, 0.2)])
    let comparison = PixelComparison().compare(expected: expected, actual: actual)
    guard case .compared(let difference) = comparison, let diff = difference.diffImage else {
        throw SampleError()
    }
    let move = FrameChange.frameChanged(view: "box", canvas: "phone", from: Rect(x: 10, y: 10, width: 20, height: 10),
                                        to: Rect(x: 10.5, y: 10, width: 20, height: 10))
    let failed = CheckResult(
        name: "forms/<login> & \"more\"",
        outcome: .failed([.framesChanged([move]), .imageDiffers(canvas: "phone", detail: comparison.summary)]),
        frameChanges: [move],
        canvases: [CanvasCheck(canvas: "phone", expectedPNG: try expected.pngData(), actualPNG: try actual.pngData(),
                               diffPNG: try diff.pngData(), comparison: comparison.droppingDiffImage())],
        artifacts: ["out/forms/login@phone.diff.png"])
    let passed = CheckResult(name: "lists/table", outcome: .passed, canvases: [
        CanvasCheck(canvas: "phone", expectedPNG: try expected.pngData(), actualPNG: try expected.pngData(), diffPNG: nil,
                    comparison: PixelComparison().compare(expected: expected, actual: expected)),
    ])
    let missing = CheckResult(name: "new/scene", outcome: .missing(["golden/new/scene.frames.txt"]))
    let recorded = CheckResult(name: "stack\u{1}bell", outcome: .recorded(["golden/stack.frames.txt"]),
                               writtenFiles: ["golden/stack.frames.txt"])
    return [passed, failed, missing, recorded]
}

struct SampleError: Error {}

@Suite(.temporaryFolders) struct JUnitReportTests {
    @Test func writesEscapedJUnitXML() throws {
        var results = try sampleResults()
        results[0].duration = 0.0123
        results[1].duration = 1.5
        let xml = JUnitReport(results: results).xml
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="plumb check" tests="4" failures="2" errors="0" time="1.512">
              <testsuite name="plumb check" tests="4" failures="2" errors="0" skipped="0" time="1.512">
                <testcase classname="lists" name="table" time="0.012"/>
                <testcase classname="forms" name="&lt;login&gt; &amp; &quot;more&quot;" time="1.500">
                  <failure message="box: x 10 → 10.5 on phone" type="mismatch">box: x 10 → 10.5 on phone
            phone: 40 pixels differ (0.83%) in [20, 20, 41, 20], budget 0 pixels</failure>
                  <system-out>[[ATTACHMENT|out/forms/login@phone.diff.png]]</system-out>
                </testcase>
                <testcase classname="new" name="scene" time="0.000">
                  <failure message="no golden golden/new/scene.frames.txt" type="missing">no golden golden/new/scene.frames.txt
            record with plumb check --record missing (PLUMB_RECORD=missing in Swift tests)</failure>
                </testcase>
                <testcase classname="plumb check" name="stackbell" time="0.000">
                  <system-out>recorded golden/stack.frames.txt</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func nestedFoldersBecomeADottedClassName() {
        let xml = JUnitReport(results: [CheckResult(name: "stacks/recipes/card", outcome: .passed)]).xml
        #expect(xml.contains("<testcase classname=\"stacks.recipes\" name=\"card\" time=\"0.000\"/>"))
    }

    /// `xmllint` (Debian's `libxml2-utils`), when installed.
    static let xmllint = ["/usr/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: xmllint != nil, "xmllint is not installed (Debian package `libxml2-utils`)"))
    func isValidAgainstTheJenkinsJUnitSchema() throws {
        let folder = try makeTemporaryFolder()
        var results = try sampleResults()
        results[1].duration = 0.25
        try JUnitReport(results: results).write(to: folder + "/junit.xml")
        let schema = FixtureGoldenTests.repository.appendingPathComponent("docs/schemas/junit.xsd").path
        func validate(_ path: String) throws -> (status: Int32, message: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.xmllint))
            process.arguments = ["--noout", "--schema", schema, path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, message)
        }
        let valid = try validate(folder + "/junit.xml")
        #expect(valid.status == 0, "\(valid.message)")
        // The schema does reject what Jenkins rejects: `skipped` on <testsuites>, as Plumb once wrote.
        try AtomicFile.write("<testsuites skipped=\"0\"><testsuite name=\"s\" tests=\"0\"/></testsuites>\n",
                             to: folder + "/old.xml")
        let old = try validate(folder + "/old.xml")
        #expect(old.status != 0)
        #expect(old.message.contains("attribute 'skipped': The attribute 'skipped' is not allowed"))
    }

    #if canImport(FoundationXML)
    @Test func isWellFormedXML() throws {
        let xml = JUnitReport(suiteName: "it's <odd>", results: try sampleResults()).xml
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 4)
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(names == ["table", "<login> & \"more\"", "scene", "stackbell"])
        #expect((document.rootElement()?.attribute(forName: "name")?.stringValue) == "it's <odd>")
    }
    #endif
}

@Suite(.temporaryFolders) struct HTMLReportTests {
    @Test func isSelfContainedWithEmbeddedPictures() throws {
        let results = try sampleResults()
        let html = HTMLReport(results: results, includesPassingPictures: true).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("@import"))
        #expect(!html.contains("<link") && !html.contains("src=\"/") && !html.contains("url("))
        // Passed: one picture. Failed: expected, actual and diff side by side, the two again in the
        // overlay, and the diff again in its own view (no zoom: the change spans half the picture).
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 1 + 6)
        let failed = results[1].canvases[0]
        let embeddedDiff = "data:image/png;base64," + Data(try #require(failed.diffPNG)).base64EncodedString()
        #expect(html.contains(embeddedDiff))
    }

    @Test func showsStatusesReasonsAndTheFrameDiff() throws {
        let html = HTMLReport(results: try sampleResults()).html
        #expect(html.contains("<span class=\"count passed\">1 passed</span> <span class=\"count failed\">2 failed</span> "
            + "<span class=\"count recorded\">1 recorded</span>"))
        for status in ["passed", "failed", "missing", "recorded"] {
            #expect(html.contains("data-status=\"\(status)\""))
        }
        #expect(html.contains("<h2>forms/&lt;login&gt; &amp; &quot;more&quot;</h2>"))
        #expect(html.contains("<pre class=\"frame-diff\">box: x 10 → 10.5 on phone\n</pre>"))
        // Frame changes and picture differences have their own blocks, not a line in the reasons list.
        let failedSection = try #require(html.components(separatedBy: "id=\"case-1\"").last?.components(separatedBy: "</section>").first)
        #expect(!failedSection.contains("class=\"reasons\""))
        #expect(html.contains("<h3>phone <span class=\"detail\">40 pixels differ (0.83%) in [20, 20, 41, 20], budget 0 pixels</span></h3>"))
        #expect(html.contains("<li>no golden golden/new/scene.frames.txt</li>"))
        #expect(html.contains("Wrote <code>golden/stack.frames.txt</code>"))
    }

    @Test func offersTheFailureFilterAndTheThreeViews() throws {
        let html = HTMLReport(results: try sampleResults()).html
        #expect(html.contains("<input type=\"checkbox\" id=\"failures-only\" class=\"filter-toggle\">"))
        #expect(html.contains(".filter-toggle:checked ~ main .case[data-status=\"passed\"]"))
        // Failing cases come first, in run order: the failed login, then the missing scene.
        #expect(html.contains("<a href=\"#case-1\">forms/&lt;login&gt; &amp; &quot;more&quot;</a>"))
        #expect(html.contains("<a href=\"#case-2\">new/scene</a>"))
        let order = ["failed", "missing", "passed", "recorded"].map { "<section class=\"case \($0)\"" }
            .compactMap { html.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        for view in ["Side by side", "Overlay", "Diff"] { #expect(html.contains(">\(view)</label>")) }
        #expect(html.contains("class=\"swipe-control\""))
        #expect(html.contains("class=\"blend-toggle\""))
    }

    @Test func passingPicturesAreLeftOutByDefault() throws {
        let html = HTMLReport(results: try sampleResults()).html
        // Only the failing canvas's pictures remain: three side by side, two in the overlay, one diff.
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 6)
        #expect(html.contains("data-status=\"passed\""))
        #expect(html.contains("<p class=\"note\">Pictures that match their goldens are left out; "
            + "<code>plumb check --report-passing</code> keeps them.</p>"))
        #expect(!HTMLReport(results: try sampleResults(), includesPassingPictures: true).html.contains("class=\"note\""))
    }

    @Test func aMissingGoldenSaysHowToRecordIt() throws {
        let html = HTMLReport(results: try sampleResults()).html
        #expect(html.contains("<li>no golden golden/new/scene.frames.txt</li><li>record it with plumb check --record missing "
            + "(in a Swift test: PLUMB_RECORD=missing swift test)</li>"))
    }

    @Test func aSmallChangeInALargePictureIsZoomedAndOutlined() throws {
        let result = try specklResult()
        let html = HTMLReport(results: [result]).html
        // Zoom comes first and is chosen. The change is pixel columns 171 and 173 (the bar's old left
        // and new right column), 10 rows: region [171, 570, 3, 10]. The window pads it by 16 to 35×42
        // and squares it to 42×42 around its centre (172, 575): x 151, y 554. The picture is then
        // 400/42 = 952.381% of the box, shifted by 151/42 and 554/42 of it.
        #expect(html.contains("<input type=\"radio\" name=\"c1-0\" id=\"c1-0-zoom\" class=\"view-zoom\" checked>"
            + "<label for=\"c1-0-zoom\">Zoom</label>"))
        #expect(html.contains("<div class=\"zoom\" style=\"aspect-ratio: 42 / 42; --zoom-w: 42; --zoom-h: 42\">"))
        #expect(html.contains("style=\"width: 952.381%; left: -359.5238%; top: -1319.0476%\""))
        #expect(html.contains("The changed region [171, 570, 3, 10] and its surroundings, pixels 151–193 across and 554–596 down"))
        // The whole pictures carry an outline of the region: 171/400, 570/850, 3/400, 10/850.
        #expect(html.contains("<span class=\"region\" style=\"left: 42.75%; top: 67.0588%; width: 0.75%; height: 1.1765%\"></span>"))
        // 20 of 340,000 pixels, with digits enough not to read as 0%.
        #expect(html.contains("20 pixels differ (0.0059%) in [171, 570, 3, 10], budget 0 pixels"))
    }

    /// A 400×850 picture (a phone at 2×, roughly) where one 1×10-pt bar moved by a pixel.
    func specklResult() throws -> CheckResult {
        let expected = drawPicture(width: 200, height: 425, scale: 2, rectangles: [(20, 20, 160, 10, 0.85), (85.5, 285, 1, 5, 0)])
        let actual = drawPicture(width: 200, height: 425, scale: 2, rectangles: [(20, 20, 160, 10, 0.85), (86, 285, 1, 5, 0)])
        let comparison = PixelComparison().compare(expected: expected, actual: actual)
        guard case .compared(let difference) = comparison, let diff = difference.diffImage else { throw SampleError() }
        return CheckResult(name: "speck", outcome: .failed([.imageDiffers(canvas: "phone", detail: comparison.summary)]),
                           canvases: [CanvasCheck(canvas: "phone", expectedPNG: try expected.pngData(),
                                                  actualPNG: try actual.pngData(), diffPNG: try diff.pngData(),
                                                  comparison: comparison.droppingDiffImage())])
    }

    @Test func canvasesWithoutAComparisonSayWhy() throws {
        let png = try RGBAImage(width: 2, height: 2).pngData()
        func canvas(expected: [UInt8]?) -> CanvasCheck {
            CanvasCheck(canvas: "c", expectedPNG: expected, actualPNG: png, diffPNG: nil, comparison: nil)
        }
        let html = HTMLReport(results: [
            CheckResult(name: "r", outcome: .recorded(["g/r@c.png"]), canvases: [canvas(expected: nil)]),
            CheckResult(name: "m", outcome: .missing(["g/m@c.png"]), canvases: [canvas(expected: nil)]),
            CheckResult(name: "u", outcome: .failed([.goldenUnreadable(path: "g/u@c.png", reason: "not a PNG image")]),
                        canvases: [canvas(expected: [1, 2, 3])]),
        ]).html
        #expect(html.contains("<h3>c <span class=\"detail\">recorded</span></h3>"))
        #expect(html.contains("<h3>c <span class=\"detail\">no golden picture</span></h3>"))
        #expect(html.contains("<h3>c <span class=\"detail\">the golden picture cannot be read</span></h3>"))
        #expect(html.contains("<li>cannot read golden g/u@c.png: not a PNG image</li>"))
        // An unreadable golden is not shown as a picture.
        #expect(!html.contains("data:image/png;base64,AQID"))
    }

    @Test func anEmptyRunSaysSo() {
        #expect(HTMLReport(results: []).html.contains("No cases were checked."))
    }

    @Test(.enabled(if: chromiumPath != nil, "Chromium is not installed (Debian package `chromium`)"))
    func opensInHeadlessChromium() throws {
        let folder = try makeTemporaryFolder()
        let page = folder + "/report.html"
        try HTMLReport(results: try sampleResults()).write(to: page)
        let (status, dom) = try runChromium(["--dump-dom"], page: page, folder: folder)
        #expect(status == 0)
        // The browser parsed the page into the elements the filter and the views rely on.
        #expect(dom.contains("id=\"failures-only\""))
        #expect(dom.components(separatedBy: "<section class=\"case ").count - 1 == 4)
        #expect(dom.contains("class=\"swipe\""))
        #expect(dom.contains("box: x 10 → 10.5 on phone"))
    }

    @Test(.enabled(if: chromiumPath != nil, "Chromium is not installed (Debian package `chromium`)"))
    func everyViewFitsA1280By800Window() throws {
        // With each view chosen in turn and the canvas's heading scrolled to just below the sticky
        // page header, the pictures, their captions and the overlay's controls all end inside the window.
        let folder = try makeTemporaryFolder()
        let page = folder + "/report.html"
        let measuring = """
            <script>
            const results = [];
            const canvas = document.querySelector('.canvas');
            const header = document.querySelector('.page-header').offsetHeight;
            for (const radio of canvas.querySelectorAll('.views > input[type=radio]')) {
              radio.checked = true;
              const view = radio.className.replace('view-', '');
              const heading = canvas.querySelector('h3');
              window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - header);
              let bottom = 0;
              const panel = canvas.querySelector('.panel-' + view);
              for (const element of panel.querySelectorAll('img:not(.zoom img), .zoom, input, figcaption')) {
                const box = element.getBoundingClientRect();
                if (box.height > 0) bottom = Math.max(bottom, box.bottom);
              }
              results.push(view + (bottom > 0 && bottom <= window.innerHeight ? ' fits' : ' ends at ' + Math.round(bottom)));
            }
            document.body.setAttribute('data-fit', results.join(', '));
            </script>
            </body>
            """
        let html = HTMLReport(results: [try specklResult()]).html.replacingOccurrences(of: "</body>", with: measuring)
        try AtomicFile.write(html, to: page)
        let (status, dom) = try runChromium(["--dump-dom"], page: page, folder: folder)
        #expect(status == 0)
        #expect(dom.contains("data-fit=\"zoom fits, side fits, overlay fits, diff fits\""))
    }

    @Test(.enabled(if: chromiumPath != nil, "Chromium is not installed (Debian package `chromium`)"))
    func aScreenshotShowsASmallChangeMagnified() throws {
        // 20 changed pixels in a 400×850 picture. Opened at 1280×800, the zoom view shows them
        // magnified about nine times in the diff's pure red: well over a thousand screen pixels,
        // where the whole picture scaled to fit would show about ten.
        let folder = try makeTemporaryFolder()
        let page = folder + "/report.html"
        try HTMLReport(results: [try specklResult()]).write(to: page)
        let (status, _) = try runChromium(["--screenshot=\(folder)/screen.png"], page: page, folder: folder)
        #expect(status == 0)
        let screen = try RGBAImage(pngFile: folder + "/screen.png")
        #expect(screen.width == 1280 && screen.height == 800)
        var red = 0
        for y in 0..<screen.height {
            for x in 0..<screen.width where screen[x, y] == .red { red += 1 }
        }
        #expect(red > 1000)
    }
}

@Suite struct Base64Tests {
    @Test func matchesFoundationForEveryPaddingLength() throws {
        for length in 0...7 {
            let bytes = (0..<length).map { UInt8(($0 * 97 + 13) % 256) }
            let html = HTMLReport(results: [CheckResult(name: "b", outcome: .missing([]), canvases: [
                CanvasCheck(canvas: "c", expectedPNG: nil, actualPNG: bytes, diffPNG: nil, comparison: nil),
            ])]).html
            #expect(html.contains("data:image/png;base64,\(Data(bytes).base64EncodedString())\""))
        }
    }
}
