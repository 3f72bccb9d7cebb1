import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Pango text measuring")
struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()

    @Test("the same text measures the same every time")
    func deterministic() {
        let first = measurer.measure("Hello, world", font: .body, maxWidth: nil, maxLines: 1)
        let second = measurer.measure("Hello, world", font: .body, maxWidth: nil, maxLines: 1)
        #expect(first == second)
        #expect(first.lineCount == 1)
        // DejaVu Sans at 17 pt: a line a little over 19.7 pt, the baseline about 15.8 pt down.
        #expect(abs(first.size.height - 19.77) < 0.1)
        #expect(abs(first.firstBaseline - 15.83) < 0.1)
        #expect(first.size.width > 90 && first.size.width < 120)
    }

    @Test("a bigger font measures proportionally bigger")
    func scalesWithSize() {
        let small = measurer.measure("Proportional", font: FontDescriptor(size: 10), maxWidth: nil, maxLines: 0)
        let large = measurer.measure("Proportional", font: FontDescriptor(size: 20), maxWidth: nil, maxLines: 0)
        #expect(abs(large.size.width / small.size.width - 2) < 0.01)
        #expect(abs(large.size.height / small.size.height - 2) < 0.01)
    }

    @Test("bold text is wider than regular text")
    func weight() {
        let regular = measurer.measure("Weight", font: FontDescriptor(weight: .regular), maxWidth: nil, maxLines: 0)
        let bold = measurer.measure("Weight", font: FontDescriptor(weight: .bold), maxWidth: nil, maxLines: 0)
        #expect(bold.size.width > regular.size.width + 1)
    }

    @Test("text wraps at the maximum width, and the last baseline moves down a line per line")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = measurer.measure(text, font: .body, maxWidth: nil, maxLines: 0)
        let wrapped = measurer.measure(text, font: .body, maxWidth: 120, maxLines: 0)
        #expect(wrapped.lineCount >= 3)
        #expect(wrapped.size.width <= 120.01)
        #expect(abs(wrapped.size.height - Double(wrapped.lineCount) * single.size.height) < 0.5)
        #expect(abs(wrapped.lastBaseline - wrapped.firstBaseline - Double(wrapped.lineCount - 1) * wrapped.lineHeight) < 0.5)
    }

    @Test("a line limit truncates to that many lines")
    func lineLimit() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let limited = measurer.measure(text, font: .body, maxWidth: 120, maxLines: 2)
        #expect(limited.lineCount == 2)
        let one = measurer.measure(text, font: .body, maxWidth: 120, maxLines: 1)
        #expect(one.lineCount == 1)
        #expect(one.size.width <= 120.01)
    }

    @Test("text measured unwrapped fits on one line at exactly its own width")
    func ownWidthFits() {
        let text = "Fits exactly on one line"
        let free = measurer.measure(text, font: .body, maxWidth: nil, maxLines: 0)
        let atWidth = measurer.measure(text, font: .body, maxWidth: free.size.width, maxLines: 0)
        #expect(atWidth.lineCount == 1)
        #expect(atWidth.size == free.size)
    }

    @Test("empty text has no size", arguments: [0, 1])
    func emptyText(lines: Int) {
        let metrics = measurer.measure("", font: .body, maxWidth: nil, maxLines: lines)
        #expect(metrics.size == .zero)
        #expect(metrics.lineCount == 0)
        #expect(metrics.lineHeight > 15)
    }

    @Test("every script the tutorials use has real glyphs", arguments: [
        "中文标签", "日本語のテキスト", "カタカナ", "Русский текст", "Ελληνικά", "العربية", "עברית", "Ünïcödé",
    ])
    func scriptsHaveGlyphs(text: String) {
        #expect(measurer.unknownGlyphCount(text) == 0)
        #expect(measurer.measure(text, font: .body, maxWidth: nil, maxLines: 1).size.width > 20)
    }
}

@Suite("Pinned fonts")
struct FontSystemTests {
    @Test("only the DejaVu and WenQuanYi folders are known, whatever the host has installed")
    func pinnedFolders() {
        let files = FontSystem.shared.fontFiles
        #expect(files.contains("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        #expect(files.contains("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"))
        #expect(files.allSatisfy { $0.hasPrefix("/usr/share/fonts/truetype/dejavu/") || $0.hasPrefix("/usr/share/fonts/truetype/wqy/") })
    }

    @Test("a font system with no fonts still measures, with no glyphs found")
    func emptyFolders() {
        let measurer = PangoTextMeasurer(fonts: FontSystem(fontFolders: ["/nonexistent"]))
        #expect(measurer.unknownGlyphCount("abc") == 3)
        #expect(measurer.measure("abc", font: .body, maxWidth: nil, maxLines: 1).lineCount == 1)
    }

    @Test("the environment names the libraries and the font files")
    func environment() {
        let text = RenderEnvironment.describe()
        #expect(text.hasPrefix("cairo 1."))
        #expect(text.contains("\npango 1."))
        #expect(text.contains("\nfont: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\n"))
    }
}
