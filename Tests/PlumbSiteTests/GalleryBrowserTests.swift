import Foundation
import PlumbGolden
import PlumbSite
import PlumbTestSupport
import Testing

/// The gallery's pages as a browser shows them: headless Chromium at 1280×800, its parsed DOM and
/// a screenshot (looked at when written: the index shows the two boxes' thumbnail and the
/// page both canvases side by side above the table).
@Suite(.temporaryFolders, .enabled(if: chromiumPath != nil, "Chromium is not installed (Debian package `chromium`)"))
struct GalleryBrowserTests {
    func writeSite() throws -> String {
        let (scene, _) = try loadScene(label: "gallerySite")
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let folder = try makeTemporaryFolder("gallerySite")
        try Gallery(title: "Boxes", entries: [GalleryEntry(stem: "ui/boxes", page: page)]).write(to: folder + "/site", format: .html)
        return folder
    }

    /// Pixels close to pure blue (the blue box) and pure red (the red box) in a screenshot.
    func colourCounts(_ path: String) throws -> (blue: Int, red: Int) {
        let image = try RGBAImage(pngFile: path)
        var blue = 0, red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.red < 40, pixel.green < 40, pixel.blue > 215 { blue += 1 }
                if pixel.red > 215, pixel.green < 40, pixel.blue < 40 { red += 1 }
            }
        }
        return (blue, red)
    }

    @Test func theIndexShowsAThumbnailWithAltTextLinkingToTheScenePage() throws {
        let folder = try writeSite()
        let (status, dom) = try runChromium(["--dump-dom"], page: folder + "/site/index.html", folder: folder)
        #expect(status == 0)
        #expect(dom.contains("<a href=\"ui/boxes.html\"><img class=\"thumbnail\" src=\"ui/boxes@iphone-15.svg\" "
                             + "alt=\"Two boxes on iphone-15 (iPhone 15 · portrait · wC hR · text L · LTR), showing root, blueBox, redBox\">"))
        let (shotStatus, _) = try runChromium(["--screenshot=\(folder)/index.png"], page: folder + "/site/index.html", folder: folder)
        #expect(shotStatus == 0)
        // The thumbnail was drawn from the SVG beside the page: the blue box shows.
        #expect(try colourCounts(folder + "/index.png").blue > 500)
    }

    @Test func theScenePageShowsBothCanvasesTheTableAndTheSource() throws {
        let folder = try writeSite()
        let page = folder + "/site/ui/boxes.html"
        // The browser lays the page out: both pictures loaded (natural width non-zero) and side by side.
        let measuring = """
            <script>
            window.addEventListener('load', () => {
              const pictures = [...document.querySelectorAll('figure.canvas img')];
              const loaded = pictures.filter(p => p.naturalWidth > 0).length;
              const sideBySide = pictures.length == 2 && pictures[0].getBoundingClientRect().top == pictures[1].getBoundingClientRect().top;
              document.body.setAttribute('data-check', loaded + ' loaded' + (sideBySide ? ', side by side' : ''));
            });
            </script>
            </body>
            """
        let html = try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: measuring)
        try html.write(toFile: folder + "/site/ui/measured.html", atomically: true, encoding: .utf8)
        let (status, dom) = try runChromium(["--dump-dom"], page: folder + "/site/ui/measured.html", folder: folder)
        #expect(status == 0)
        #expect(dom.contains("data-check=\"2 loaded, side by side\""))
        #expect(dom.contains("<td class=\"state not-met\">not met (off by 200 pt)</td>"))
        #expect(dom.contains("<a href=\"../index.html\">← Boxes</a>"))
        let (shotStatus, _) = try runChromium(["--screenshot=\(folder)/page.png"], page: page, folder: folder)
        #expect(shotStatus == 0)
        let counts = try colourCounts(folder + "/page.png")
        #expect(counts.blue > 5000 && counts.red > 2000)
    }
}
