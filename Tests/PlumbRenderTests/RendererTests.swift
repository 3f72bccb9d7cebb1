#if canImport(Glibc)
import Glibc
#endif
import PlumbGolden
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Renderer")
struct RendererTests {
    @Test("rendering the same scene twice gives the same bytes", arguments: RenderFormat.allCases)
    func sameBytesTwice(format: RenderFormat) throws {
        let renderer = Renderer(options: RenderOptions(format: format, showConstraints: true, overlays: .all))
        let layout = RenderFixtures.constraints()
        let first = try renderer.render(layout)
        // Other surfaces in between advance cairo's process-wide surface counter.
        _ = try Renderer(options: RenderOptions(format: .svg)).render(RenderFixtures.scripts())
        _ = try renderer.render(RenderFixtures.gallery())
        let second = try renderer.render(layout)
        #expect(first == second)
        #expect(first.count > 1000)
    }

    @Test("a PNG is the canvas plus padding at the canvas's scale, or at the scale asked for")
    func pngSize() throws {
        let layout = RenderFixtures.scripts()  // 240 × 206 points at 2×
        let atCanvasScale = try RGBAImage(pngData: Renderer(options: RenderOptions(caption: false)).render(layout))
        #expect(atCanvasScale.width == (240 + 32) * 2)
        #expect(atCanvasScale.height == (206 + 32) * 2)
        let atThree = try RGBAImage(pngData: Renderer(options: RenderOptions(scale: 3, padding: 0, caption: false)).render(layout))
        #expect(atThree.width == 720 && atThree.height == 618)
    }

    @Test("a single picture has a caption line below the padding, unless asked to leave it out")
    func captionLine() throws {
        let layout = RenderFixtures.scripts()
        let captioned = Renderer().pictureSize(of: layout), bare = Renderer(options: RenderOptions(caption: false)).pictureSize(of: layout)
        #expect(captioned.width == bare.width)
        // Below the 16-pt padding: the 11-pt caption's line and 8 pt under it.
        #expect(captioned.height > bare.height + 8 + 11 && captioned.height < bare.height + 8 + 20)
        let svg = String(decoding: try Renderer(options: RenderOptions(format: .svg)).render(layout), as: UTF8.self)
        let bareSVG = String(decoding: try Renderer(options: RenderOptions(format: .svg, caption: false)).render(layout),
                             as: UTF8.self)
        #expect(svg.contains(">\(layout.canvas.caption)</text>"))
        #expect(!bareSVG.contains(">\(layout.canvas.caption)</text>"))
    }

    @Test("the safe area is tinted by default, and not with no overlays")
    func safeAreaTint() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "phone", size: Size(width: 40, height: 60), safeArea: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)))
        b.add("spacer", .view, x: 0, y: 0, width: 1, height: 1)
        let tinted = try RGBAImage(pngData: Renderer(options: RenderOptions(padding: 0, caption: false)).render(b.layout))
        let plain = try RGBAImage(pngData: Renderer(options: RenderOptions(overlays: [], padding: 0, caption: false)).render(b.layout))
        // (20, 10) is under the status bar, (20, 30) inside the safe area, (20, 55) over the home indicator.
        #expect(tinted[20, 10] != .white && tinted[20, 55] != .white)
        #expect(tinted[20, 30] == .white)
        #expect(plain[20, 10] == .white)
    }

    @Test("the root is white in the light theme and black in the dark one, the surroundings grey")
    func themeColours() throws {
        let layout = RenderFixtures.overlays()
        let light = try RGBAImage(pngData: Renderer(options: RenderOptions(scale: 1)).render(layout))
        let dark = try RGBAImage(pngData: Renderer(options: RenderOptions(scale: 1, theme: .dark)).render(layout))
        // (4, 150) in the canvas: the root, clear of every view.
        #expect(light[20, 166] == .white)
        #expect(dark[20, 166] == .black)
        #expect(light[2, 2] == RGBAColor(red: 0xEE, green: 0xEE, blue: 0xF2))
        #expect(dark[2, 2] == RGBAColor(red: 0x2C, green: 0x2C, blue: 0x30))
    }

    @Test("SVG has no process-dependent ids and gives every constraint a titled group")
    func svgStructure() throws {
        let renderer = Renderer(options: RenderOptions(format: .svg, showConstraints: true))
        let svg = String(decoding: try renderer.render(RenderFixtures.constraints()), as: UTF8.self)
        #expect(svg.contains("id=\"surface1\""))
        #expect(!svg.contains("id=\"surface2\""))
        let groups = svg.occurrences(of: "<g class=\"constraint ")
        #expect(groups == RenderFixtures.constraints().constraints.filter { $0.source == .user }.count)
        #expect(svg.contains("<title>save.width &lt;= 80\nbroken: a required constraint given up to resolve a conflict</title>"))
        #expect(svg.contains("<g class=\"constraint broken\">"))
        #expect(svg.contains("<g class=\"constraint violated\">"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("SVG carries the views' text as real text")
    func svgRealText() throws {
        let svg = String(decoding: try Renderer(options: RenderOptions(format: .svg)).render(RenderFixtures.gallery()),
                         as: UTF8.self)
        #expect(svg.contains(">Plumb gallery</text>"))
        #expect(svg.contains(">Email address</text>"))
    }

    @Test("PDF carries no creation or modification date")
    func pdfHasNoDates() throws {
        let pdf = try Renderer(options: RenderOptions(format: .pdf)).render(RenderFixtures.gallery())
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(!text.contains("/CreationDate"))
        #expect(!text.contains("/ModDate"))
    }

    @Test("a PDF's Title names the scene and the canvas; a sheet's its title")
    func pdfTitle() throws {
        let pdf = String(decoding: try Renderer(options: RenderOptions(format: .pdf)).render(RenderFixtures.gallery(), title: "Gallery"),
                         as: UTF8.self)
        // Cairo writes a non-ASCII title as UTF-16 hex; the scene and the caption are both in it.
        let expected = "Gallery — " + RenderFixtures.gallery().canvas.caption
        #expect(pdf.contains("/Title (\(expected))") || pdf.contains("/Title <" + Self.utf16Hex(expected) + ">"))
        let sheet = String(decoding: try Renderer(options: RenderOptions(format: .pdf)).renderSheet([RenderFixtures.gallery()], title: "Sheet"),
                           as: UTF8.self)
        #expect(sheet.contains("/Title (Sheet)"))
    }

    /// `FEFF` and the UTF-16 code units in upper-case hex, as PDF writes a Unicode text string.
    static func utf16Hex(_ text: String) -> String {
        "FEFF" + text.utf16.map { String($0, radix: 16, uppercase: true).leftPadded(to: 4) }.joined()
    }

    @Test("generated constraints are drawn only when asked for")
    func generatedConstraints() throws {
        let layout = RenderFixtures.constraints()
        let count = { (include: Bool) -> Int in
            let options = RenderOptions(format: .svg, showConstraints: true, includeGeneratedConstraints: include)
            let svg = String(decoding: (try? Renderer(options: options).render(layout)) ?? [], as: UTF8.self)
            return svg.occurrences(of: "<g class=\"constraint ")
        }
        #expect(count(true) == count(false) + 1)
    }

    @Test("the engine's tie-break priorities are shown as UIKit shows them: 251, not 251.002")
    func generatedPriorities() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "stack", size: Size(width: 200, height: 100)))
        b.add("first", .view, x: 20, y: 20, width: 60, height: 20)
        b.constrain("first", .width, .lessThanOrEqual, constant: 60, priority: 251.002, source: .intrinsicSize)
        b.constrain("first", .height, .equal, constant: 20, priority: 250.5)
        let options = RenderOptions(format: .svg, showConstraints: true, includeGeneratedConstraints: true)
        let svg = String(decoding: try Renderer(options: options).render(b.layout), as: UTF8.self)
        #expect(svg.contains(">≤ 60 @251</text>"))
        // An author's own priority keeps its digits.
        #expect(svg.contains(">20 @250.5</text>"))
    }

    @Test("dynamic system colours take their dark values in the dark theme; fixed colours do not")
    func darkAppearance() throws {
        // secondaryLabel: (60, 60, 67, 0.6) in light, (235, 235, 245, 0.6) in dark.
        let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
            .withDarkAppearance(Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        var b = LayoutBuilder(canvas: Canvas(name: "colours", size: Size(width: 40, height: 20)))
        b.add("dynamic", .view, x: 0, y: 0, width: 20, height: 20) { $0.background = secondary.withDarkAppearance(.white) }
        b.add("fixed", .view, x: 20, y: 0, width: 20, height: 20) { $0.background = Color(hex: "#ff0000") }
        let options = RenderOptions(theme: .dark, overlays: [], padding: 0, caption: false)
        let dark = try RGBAImage(pngData: Renderer(options: options).render(b.layout))
        #expect(dark[10, 10] == .white)
        #expect(dark[30, 10] == .red)
        #expect(secondary.resolved(dark: true) == Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        #expect(secondary.resolved(dark: false) == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        #expect(Color.black.dark == .black)
    }

    @Test("an empty or huge canvas is an error, not a crash")
    func invalidSizes() {
        let empty = SolvedLayout(canvas: Canvas(name: "empty", size: .zero), views: [])
        #expect(throws: RenderError.invalidSize(width: 0, height: 0)) {
            try Renderer(options: RenderOptions(padding: 0, caption: false)).render(empty)
        }
        let huge = SolvedLayout(canvas: Canvas(name: "huge", size: Size(width: 100_000, height: 10), scale: 1), views: [])
        #expect(throws: RenderError.self) { try Renderer().render(huge) }
        #expect(throws: RenderError.nothingToDraw) { try Renderer().renderSheet([]) }
    }

    @Test("a hidden view is not drawn, nor its subviews")
    func hiddenViews() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "hidden", size: Size(width: 40, height: 40)))
        b.add("box", .view, x: 0, y: 0, width: 40, height: 40) {
            $0.background = Color(hex: "#ff0000")
            $0.hidden = true
        }
        b.add("inner", .view, in: "box", x: 10, y: 10, width: 20, height: 20) { $0.background = Color(hex: "#00ff00") }
        let pixels = try RGBAImage(pngData: Renderer(options: RenderOptions(padding: 0, caption: false)).render(b.layout))
        #expect(pixels == RGBAImage(width: pixels.width, height: pixels.height, fill: .white))
        var shown = b.layout
        shown.views[1].properties.hidden = false
        let drawn = try RGBAImage(pngData: Renderer(options: RenderOptions(padding: 0, caption: false)).render(shown))
        #expect(drawn[20, 20] == RGBAColor(red: 0x00, green: 0xFF, blue: 0x00))
        #expect(drawn[5, 5] == .red)
    }

    @Test("a scroll view clips its content to its frame")
    func scrollClipping() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "scroll", size: Size(width: 60, height: 60)))
        b.add("scroll", .scroll, x: 10, y: 10, width: 40, height: 20)
        b.add("tall", .view, in: "scroll", x: 0, y: 0, width: 40, height: 100) { $0.background = Color(hex: "#0000ff") }
        let pixels = try RGBAImage(pngData: Renderer(options: RenderOptions(padding: 0, caption: false)).render(b.layout))
        #expect(pixels[30, 20] == RGBAColor(red: 0x00, green: 0x00, blue: 0xFF))  // inside the frame
        #expect(pixels[30, 45] == .white)  // below it: clipped away
    }

    @Test("files are named NAME@CANVAS.EXT")
    func fileNames() {
        #expect(Renderer.fileName(scene: "login", canvas: "iphone-15-landscape", format: .png) == "login@iphone-15-landscape.png")
        #expect(Renderer.fileName(scene: "login", canvas: "ipad", format: .pdf) == "login@ipad.pdf")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
