import CPlumbCairo
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Words too wide for a line")
struct LongWordBreaksTests {
    let fonts = FontSystem.shared

    private func layout<Result>(_ text: String, style: TextStyle, breakingLongWords: Bool = true,
                                _ body: (PangoTextLayout) -> Result) -> Result {
        fonts.withSession { session in
            body(PangoTextLayout(text: text, style: style, session: session, breakingLongWords: breakingLongWords))
        }
    }

    private func lines(_ text: String, width: Double) -> [String] {
        layout(text, style: TextStyle(font: .body, width: width)) { $0.lines.map(\.text) }
    }

    @Test("a word wider than its line starts a line of its own and breaks between characters, with no hyphen, as UIKit's word wrapping does")
    func breaksAsUIKit() {
        let text = "i WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW and AVAVAVAVAVAVAVAVAVAVAVAVAVTo more words here"
        let laidOut = layout(text, style: TextStyle(font: .body, width: 100)) { $0.lines }
        #expect(laidOut.map(\.text) == ["i ", "WWWWW", "WWWWW", "WWWWW", "WWWWW", "WWWWW", "WWWWW ", "and ",
                                        "AVAVAVAVA", "VAVAVAVAV", "AVAVAVAVT", "o more ", "words here"])
        // DejaVu Sans 17 pt: five W are 84.05 pt; the kerned "AVAVAVAVA" 95.97 pt (its last A unkerned).
        #expect(abs(laidOut[1].width - 84.05) < 0.01)
        #expect(abs(laidOut[8].width - 95.97) < 0.01)
        let metrics = PangoTextMeasurer().measure(text, font: .body, maxWidth: 100, maxLines: 0)
        #expect(metrics.lineCount == 13)
        #expect(abs(metrics.size.width - 95.97) < 0.01)
        #expect(abs(metrics.size.height - 13 * 19.79) < 0.1)
    }

    @Test("the prepared text lays out exactly as Pango's own character wrapping without hyphens",
          arguments: [
              "i WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW and AVAVAVAVAVAVAVAVAVAVAVAVAVTo more words here",
              "https://example.com/a/very/long/path/without/any/spaces/in/it?query=parameters&more=values",
              "Supercalifragilisticexpialidocious\nand antidisestablishmentarianism, twice: antidisestablishmentarianism.",
              String(repeating: "e\u{301}", count: 60) + " accents",
              "שלום " + String(repeating: "אבגדהוזחטיכלמנסעפצקרשת", count: 4),
              "中文的句子没有空格但是每个字之间都可以换行" + String(repeating: "x", count: 50),
              // At 37.5 pt Pango measures the breaks in this run of ligatures only near the line's end,
              // by the font's average character width (ParallelTextLayoutTests).
              "  " + String(repeating: "fi", count: 40) + "  ",
          ])
    func sameAsPango(text: String) {
        for width in [0.0, 12, 37.5, 100, 180] {
            for maxLines in [0, 3] {
                for alignment in [TextStyle.Alignment.left, .center, .justified] {
                    let style = TextStyle(font: .body, width: width, maxLines: maxLines, alignment: alignment)
                    let prepared = layout(text, style: style) { ($0.lines, $0.metrics, $0.isEllipsized) }
                    let pango = layout(text, style: style, breakingLongWords: false) { ($0.lines, $0.metrics, $0.isEllipsized) }
                    #expect(prepared.0 == pango.0, "width \(width), \(maxLines) lines, \(alignment)")
                    #expect(prepared.1 == pango.1, "width \(width), \(maxLines) lines, \(alignment)")
                    #expect(prepared.2 == pango.2, "width \(width), \(maxLines) lines, \(alignment)")
                }
            }
        }
    }

    @Test("ordinary text reaches Pango as written, without a measuring layout first")
    func ordinaryTextUntouched() {
        let text = "The quick brown fox jumps over the lazy dog"
        let breaks = fonts.withSession { session in
            LongWordBreaks(text: text, font: .body, pangoWidth: 120 * PANGO_SCALE, session: session)
        }
        #expect(breaks.text == text)
        #expect(breaks.unhyphenatedWords.isEmpty)
        // Its longest word, "quick" or "brown", could not be wider than 120 pt even at 34 pt a letter.
        #expect(LongWordBreaks.longestUnbrokenRun(in: text) == 5)
        // A long word that fits its line is measured but left as it is.
        let fitting = fonts.withSession { session in
            LongWordBreaks(text: "Internationalization", font: .body, pangoWidth: 300 * PANGO_SCALE, session: session)
        }
        #expect(fitting.text == "Internationalization")
        #expect(fitting.unhyphenatedWords.isEmpty)
    }

    @Test("a 20 000-character word reaches Pango with a break opportunity after every character past its first line, and lays out in 2 223 lines")
    func twentyThousandCharacters() {
        let word = String(repeating: "x", count: 20_000)
        let breaks = fonts.withSession { session in
            LongWordBreaks(text: word, font: .body, pangoWidth: 100 * PANGO_SCALE, session: session)
        }
        // Only the first stretch (wider than a line and a font size, 12 x of 10.06 pt) stays unbroken:
        // Pango searches it alone for a character break, and fills every other line by word wrapping.
        let stretch = breaks.text.prefix { $0 != "\u{200B}" }
        #expect(stretch.count == 12)
        #expect(breaks.addedBreaks.count == 20_000 - 12)
        #expect(breaks.text.unicodeScalars.filter { $0 != "\u{200B}" }.count == 20_000)
        #expect(breaks.unhyphenatedWords == [0..<breaks.text.utf8.count])

        let metrics = PangoTextMeasurer().measure(word, font: .body, maxWidth: 100, maxLines: 0)
        // Nine x (90.54 pt) to a line: 2 222 full lines and one of two.
        #expect(metrics.lineCount == 2_223)
        #expect(abs(metrics.size.width - 90.54) < 0.01)
        let drawn = layout(word, style: TextStyle(font: .body, width: 100)) { layout in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)
            let cairo = cairo_create(surface)
            layout.draw(in: cairo!, at: Point(x: 0, y: 0))
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            return layout.lines
        }
        #expect(drawn.count == 2_223)
        #expect(drawn.dropLast().allSatisfy { $0.text == "xxxxxxxxx" && abs($0.width - 90.54) < 0.01 })
        #expect(drawn.last?.text == "xx")
    }

    @Test("an Arabic word wider than its line breaks where Pango's own breaking breaks it, its letters still joined")
    func arabic() {
        let text = String(repeating: "مرحبابالعالم", count: 12) + " نص"
        // In a line narrower than a letter the lines are the same, but a centred or left-aligned
        // right-to-left letter sits differently; such a label shows nothing readable anyway.
        for width in [12.0, 37.5, 150] {
            for alignment in [TextStyle.Alignment.left, .center, .right] {
                let style = TextStyle(font: .body, width: width, alignment: alignment)
                let prepared = layout(text, style: style) { ($0.lines, $0.metrics) }
                let pango = layout(text, style: style, breakingLongWords: false) { ($0.lines, $0.metrics) }
                #expect(prepared.0 == pango.0, "width \(width), \(alignment)")
                #expect(prepared.1 == pango.1, "width \(width), \(alignment)")
            }
        }
    }

    @Test("in a line narrower than any of its characters, a long word reaches Pango with a line separator between every two: one character a line, as Pango's own breaking puts them")
    func narrowerThanACharacter() {
        let word = String(repeating: "W", count: 4_000)
        let breaks = fonts.withSession { session in
            LongWordBreaks(text: "a " + word, font: .body, pangoWidth: 0, session: session)
        }
        #expect(breaks.text == "a " + Array(repeating: "W", count: 4_000).joined(separator: "\u{2028}"))
        let laidOut = layout("a " + word, style: TextStyle(font: .body, width: 0)) { $0.lines }
        #expect(laidOut.count == 4_002)
        #expect(laidOut.prefix(2).map(\.text) == ["a", " "])
        #expect(laidOut.dropFirst(2).allSatisfy { $0.text == "W" && abs($0.width - 16.81) < 0.01 })
    }
}
