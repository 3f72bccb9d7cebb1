import Testing
import PlumbLayout

@Suite struct FixedAdvanceTextMeasurerTests {
    let measurer = FixedAdvanceTextMeasurer()
    let font = FontDescriptor(size: 20)   // 10 pt a character, 24 pt a line, baseline 20 below a line's top

    @Test func oneLineWithoutAWidth() {
        let metrics = measurer.measure("Hello there", font: font, maxWidth: nil, maxLines: 1)
        #expect(metrics == TextMetrics(size: Size(width: 110, height: 24), firstBaseline: 20, lastBaseline: 20,
                                       lineHeight: 24, lineCount: 1))
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        // 55 pt → 5 characters a line: "aaaa" "bb cc" "ddddd".
        let metrics = measurer.measure("aaaa bb cc ddddd", font: font, maxWidth: 55, maxLines: 0)
        #expect(metrics.lineCount == 3)
        #expect(metrics.size == Size(width: 50, height: 72))
        #expect(metrics.lastBaseline == 68)
    }

    @Test func splitsWordsLongerThanALineAndHonoursTheLineLimit() {
        let metrics = measurer.measure("abcdefghij", font: font, maxWidth: 40, maxLines: 0)
        #expect(metrics.lineCount == 3)   // abcd efgh ij
        #expect(metrics.size.width == 40)
        #expect(measurer.measure("abcdefghij", font: font, maxWidth: 40, maxLines: 2).size == Size(width: 40, height: 48))
    }

    @Test func lineBreaksStartNewLinesAndEmptyTextIsZero() {
        #expect(measurer.measure("ab\nabcd", font: font, maxWidth: nil, maxLines: 0).size == Size(width: 40, height: 48))
        #expect(measurer.measure("", font: font, maxWidth: 100, maxLines: 0).size == .zero)
    }
}
