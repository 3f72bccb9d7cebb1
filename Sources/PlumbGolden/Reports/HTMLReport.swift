import PlumbRender
/// A run's results as one self-contained HTML page: no network, no external fonts, every picture
/// embedded as a `data:` URI.
///
/// The page opens with the tally and a "Failures only" filter, failing cases first; each case shows its status, its
/// reasons, its frame changes, and per canvas three views of the pictures: side by side (expected,
/// actual, diff), an overlay with a slider that wipes from the expected to the actual picture (or
/// blends them), and the diff alone. The filter and the views work with CSS alone; a few lines of
/// script move the overlay's wipe.
public struct HTMLReport: Sendable {
    public var title: String
    public var results: [CheckResult]
    /// Whether pictures that match their goldens are shown too. Off by default: in a large suite they
    /// are most of the page's size and none of what needs a look.
    public var includesPassingPictures: Bool

    public init(title: String = "Plumb golden check", results: [CheckResult], includesPassingPictures: Bool = false) {
        self.title = title
        // Failures first, each group in run order: what needs a look is at the top of the page.
        self.results = results.filter { $0.outcome.isFailure } + results.filter { !$0.outcome.isFailure }
        self.includesPassingPictures = includesPassingPictures
    }

    /// The HTML document.
    public var html: String {
        var page = HTMLReportTemplate.head(title: MarkupEscaping.escape(title))
        page += pageHeader()
        page += "<main>\n"
        for (index, result) in results.enumerated() { page += caseSection(result, number: index + 1) }
        if results.isEmpty { page += "<p class=\"empty\">No cases were checked.</p>\n" }
        page += "</main>\n"
        page += HTMLReportTemplate.tail
        return page
    }

    /// Writes the page to `path`, atomically.
    /// - Throws: ``FileError`` when the file cannot be written.
    public func write(to path: String) throws {
        try AtomicFile.write(html, to: path)
    }

    // MARK: - Parts

    private func pageHeader() -> String {
        let tally = Tally(results)
        let failing = results.enumerated().filter { $0.element.outcome.isFailure }
        var text = """
            <input type="checkbox" id="failures-only" class="filter-toggle">
            <header class="page-header">
            <h1>\(MarkupEscaping.escape(title))</h1>
            <p class="tally"><span class="count passed">\(tally.passed) passed</span> <span class="count failed">\(tally.failed) failed</span>\
            \(tally.recorded > 0 ? " <span class=\"count recorded\">\(tally.recorded) recorded</span>" : "")</p>
            <label for="failures-only" class="filter" role="button">Failures only</label>
            </header>

            """
        if !failing.isEmpty {
            text += "<nav class=\"failure-index\" aria-label=\"Failures\"><h2>Failures</h2><ol>\n"
            for (index, result) in failing {
                text += "<li><a href=\"#case-\(index + 1)\">\(MarkupEscaping.escape(result.name))</a></li>\n"
            }
            text += "</ol></nav>\n"
        }
        if !includesPassingPictures, results.contains(where: { result in result.canvases.contains(where: \.passes) }) {
            text += "<p class=\"note\">Pictures that match their goldens are left out; "
                + "<code>plumb check --report-passing</code> keeps them.</p>\n"
        }
        return text
    }

    private func caseSection(_ result: CheckResult, number: Int) -> String {
        let status = statusName(result.outcome)
        var text = """
            <section class="case \(status)" id="case-\(number)" data-status="\(status)">
            <header class="case-header"><span class="badge \(status)">\(result.outcome.label)</span>\
            <h2>\(MarkupEscaping.escape(result.name))</h2></header>

            """
        text += reasonsList(result)
        if !result.frameChanges.isEmpty {
            text += "<details class=\"frames\" open><summary>Frame changes (\(result.frameChanges.count))</summary>"
            text += "<pre class=\"frame-diff\">\(MarkupEscaping.escape(FrameDiff.report(result.frameChanges)))</pre></details>\n"
        }
        for (index, canvas) in result.canvases.enumerated() where includesPassingPictures || !canvas.passes {
            text += canvasBlock(canvas, id: "c\(number)-\(index)", outcome: result.outcome)
        }
        if !result.writtenFiles.isEmpty {
            text += "<p class=\"written\">Wrote " + result.writtenFiles.map { "<code>\(MarkupEscaping.escape($0))</code>" }
                .joined(separator: ", ") + "</p>\n"
        }
        return text + "</section>\n"
    }

    private func reasonsList(_ result: CheckResult) -> String {
        let lines: [String]
        switch result.outcome {
        case .passed, .recorded: return ""
        case .failed(let reasons):
            // Frame changes and picture differences have their own blocks below.
            lines = reasons.compactMap { reason in
                switch reason {
                case .framesChanged, .imageDiffers: return nil
                default: return reason.description
                }
            }
            if lines.isEmpty { return "" }
        case .missing(let paths):
            lines = paths.map { "no golden \($0)" }
                + ["record it with plumb check --record missing (in a Swift test: \(GoldenRecordMode.environmentVariable)=missing swift test)"]
        }
        return "<ul class=\"reasons\">" + lines.map { "<li>\(MarkupEscaping.escape($0))</li>" }.joined() + "</ul>\n"
    }

    private func canvasBlock(_ canvas: CanvasCheck, id: String, outcome: CheckOutcome) -> String {
        let name = MarkupEscaping.escape(canvas.canvas)
        var text = "<div class=\"canvas\"><h3>\(name) <span class=\"detail\">\(detail(of: canvas, outcome: outcome))</span></h3>\n"
        guard let expected = canvas.expectedPNG, let comparison = canvas.comparison, !comparison.passes else {
            if let actual = canvas.actualPNG {
                text += figure(actual, caption: canvas.passes || outcome == .passed ? "Rendered" : "Actual", alt: "\(name) rendered")
            } else {
                text += "<p class=\"hint\">The picture passed and was not kept (GoldenChecker.keepsPassingPictures).</p>\n"
            }
            return text + "</div>\n"
        }
        let expectedURI = Base64.pngDataURI(expected), actualURI = Base64.pngDataURI(canvas.actualPNG ?? [])
        let diffURI = canvas.diffPNG.map(Base64.pngDataURI)
        // The zoom view, first and chosen, whenever the comparison found a changed region.
        var region: (PixelRegion, PixelSize)?
        if case .compared(let difference) = comparison, let changed = difference.changedRegion,
           let size = PNGHeader.size(of: canvas.actualPNG ?? []) {
            region = (changed, size)
        }
        let zoom = region.map { ZoomWindow(around: $0.0, in: $0.1) }.flatMap { window in
            region.map { window.magnifies($0.1) } == true ? window : nil
        }
        let views = (zoom == nil ? [] : [("zoom", "Zoom")]) + [("side", "Side by side"), ("overlay", "Overlay"), ("diff", "Diff")]
        text += "<div class=\"views\">\n"
        for (index, view) in views.enumerated() {
            text += "<input type=\"radio\" name=\"\(id)\" id=\"\(id)-\(view.0)\" class=\"view-\(view.0)\"\(index == 0 ? " checked" : "")>"
                + "<label for=\"\(id)-\(view.0)\">\(view.1)</label>\n"
        }
        if let window = zoom, let (changed, size) = region {
            text += "<div class=\"panel panel-zoom\">\n"
            for (uri, caption) in [(expectedURI, "Expected"), (actualURI, "Actual")] + (diffURI.map { [($0, "Diff")] } ?? []) {
                text += "<figure><div class=\"zoom\" style=\"aspect-ratio: \(window.aspectRatio); --zoom-w: \(window.width); --zoom-h: \(window.height)\"><img src=\"\(uri)\" "
                    + "style=\"\(window.imageStyle(in: size))\" alt=\"\(name) \(caption.lowercased()), changed region\"></div>"
                    + "<figcaption>\(caption)</figcaption></figure>\n"
            }
            text += "<p class=\"hint\">The changed region \(changed) and its surroundings, pixels \(window.x)–\(window.x + window.width) "
                + "across and \(window.y)–\(window.y + window.height) down, magnified.</p>\n</div>\n"
        }
        let outline = region.map { "<span class=\"region\" style=\"\(regionStyle($0.0, in: $0.1))\"></span>" } ?? ""
        text += "<div class=\"panel panel-side\">\n"
        for (uri, caption) in [(expectedURI, "Expected"), (actualURI, "Actual")] + (diffURI.map { [($0, "Diff")] } ?? []) {
            text += "<figure><div class=\"picture\"><img src=\"\(uri)\" alt=\"\(name) \(caption.lowercased())\">\(outline)</div>"
                + "<figcaption>\(caption)</figcaption></figure>\n"
        }
        text += """
            </div>
            <div class="panel panel-overlay">
            <div class="overlay-controls">
            <input type="range" class="swipe-control" min="0" max="100" value="50" aria-label="Wipe between expected (left) and actual (right)">
            <input type="checkbox" id="\(id)-blend" class="blend-toggle"><label for="\(id)-blend" class="blend-label">Blend</label>
            <span class="hint">Left of the line: expected. Right: actual.</span>
            </div>
            <div class="swipe" style="--split: 50%"><img src="\(expectedURI)" alt="\(name) expected"><img class="top" src="\(actualURI)" alt="\(name) actual">\(outline)</div>
            </div>
            <div class="panel panel-diff">

            """
        if let diffURI {
            text += "<figure><div class=\"picture\"><img src=\"\(diffURI)\" alt=\"\(name) diff\">\(outline)</div>"
                + "<figcaption>Changed pixels in red, anti-aliasing in yellow</figcaption></figure>\n"
        } else {
            text += "<p class=\"hint\">No diff picture: the sizes differ.</p>\n"
        }
        return text + "</div>\n</div>\n</div>\n"
    }

    private func detail(of canvas: CanvasCheck, outcome: CheckOutcome) -> String {
        if let comparison = canvas.comparison { return MarkupEscaping.escape(comparison.summary) }
        if canvas.expectedPNG != nil { return "the golden picture cannot be read" }
        if case .recorded = outcome { return "recorded" }
        return "no golden picture"
    }

    private func figure(_ png: [UInt8], caption: String, alt: String) -> String {
        "<figure class=\"single\"><img src=\"\(Base64.pngDataURI(png))\" alt=\"\(alt)\"><figcaption>\(caption)</figcaption></figure>\n"
    }

    private func statusName(_ outcome: CheckOutcome) -> String {
        switch outcome {
        case .passed: return "passed"
        case .failed: return "failed"
        case .missing: return "missing"
        case .recorded: return "recorded"
        }
    }
}
