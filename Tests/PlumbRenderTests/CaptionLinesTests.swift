import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Caption lines")
struct CaptionLinesTests {
    /// Every character 6 pt wide, lines stacked 10 pt apart.
    static func fakeMeasure(_ text: String, _ font: FontDescriptor, _ width: Double?) -> Size {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return Size(width: Double(lines.map(\.count).max() ?? 0) * 6, height: Double(lines.count) * 10)
    }

    static func broken(_ caption: String, width: Double) -> String {
        CaptionLines.broken(caption, width: width, font: SheetLayout.captionFont, measure: fakeMeasure)
    }

    @Test("a caption that fits stays one line, unchanged")
    func fits() {
        let caption = "120 × 60 · wC hR · text L · LTR"
        #expect(Self.broken(caption, width: Double(caption.count) * 6) == caption)
    }

    @Test("a caption wider than the picture breaks between parts, never inside one, dropping the separator")
    func breaksBetweenParts() {
        // 16 characters fit: "120 × 60 · wC hR" is 16, "text L · LTR" 12.
        #expect(Self.broken("120 × 60 · wC hR · text L · LTR", width: 16 * 6) == "120 × 60 · wC hR\ntext L · LTR")
        // 10 fit: no two parts fit together ("text L · LTR" is 12).
        #expect(Self.broken("120 × 60 · wC hR · text L · LTR", width: 10 * 6) == "120 × 60\nwC hR\ntext L\nLTR")
    }

    @Test("a part wider than the picture on its own gets a line of its own")
    func longPart() {
        #expect(Self.broken("Badge cell from the inbox · wC hR · LTR", width: 14 * 6)
            == "Badge cell from the inbox\nwC hR · LTR")
    }
}
