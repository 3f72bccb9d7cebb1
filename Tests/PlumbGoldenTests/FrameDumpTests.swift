import PlumbGolden
import PlumbLayout
import Testing

@Suite struct FrameDumpTests {
    let dump = FrameDump(scene: "forms/login", entries: [
        .init(canvas: "iphone-15", view: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
        .init(canvas: "iphone-15", view: "email", frame: Rect(x: 20, y: 100.5, width: 353, height: 34)),
        .init(canvas: "iphone-15-landscape", view: "root", frame: Rect(x: 0, y: 0, width: 852, height: 393)),
        .init(canvas: "iphone-15-landscape", view: "email", frame: Rect(x: 20, y: 1.3333333, width: 812, height: 34)),
    ])

    @Test func printsAlignedColumns() {
        #expect(dump.text == """
            # frames of forms/login
            iphone-15            root    0       0  393  852
            iphone-15            email  20   100.5  353   34
            iphone-15-landscape  root    0       0  852  393
            iphone-15-landscape  email  20  1.3333  812   34

            """)
    }

    @Test func parsesWhatItPrints() throws {
        let parsed = try FrameDump.parse(dump.text, file: "login.frames.txt")
        #expect(parsed.scene == "forms/login")
        #expect(parsed.entries.count == 4)
        #expect(parsed.text == dump.text)
        // Four decimals are what the text keeps; the differ sees no change.
        #expect(FrameDiff.changes(from: parsed, to: dump).isEmpty)
    }

    @Test func ignoresBlankLinesCommentsAndTabs() throws {
        let parsed = try FrameDump.parse("# frames of s\n\n  # note\nc\tv\t1\t2\t3\t4\r\n", file: "f.txt")
        #expect(parsed.entries == [.init(canvas: "c", view: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4))])
    }

    @Test func reportsEveryMalformedLineWithItsColumn() {
        let text = "# frames of s\nc v 1 2 3\nc w 1 two 3 4\nc v 1 2 3 4\nc v 5 6 7 8\n"
        #expect(throws: FrameDumpParseError(problems: [
            FrameDumpProblem(location: PlumbLayout.SourceLocation(file: "f.txt", line: 2, column: 1),
                             message: "expected 6 columns (canvas, view, x, y, width, height), found 5"),
            FrameDumpProblem(location: PlumbLayout.SourceLocation(file: "f.txt", line: 3, column: 7), message: "'two' is not a number"),
            FrameDumpProblem(location: PlumbLayout.SourceLocation(file: "f.txt", line: 5, column: 1),
                             message: "view 'v' appears twice on canvas 'c'"),
        ])) {
            try FrameDump.parse(text, file: "f.txt")
        }
        let error = FrameDumpParseError(problems: [
            FrameDumpProblem(location: PlumbLayout.SourceLocation(file: "f.txt", line: 3, column: 7), message: "'two' is not a number"),
        ])
        #expect(error.description == "f.txt:3:7: error: 'two' is not a number")
    }

    /// Found by r22c's mutation campaign: a golden frames file with an escape sequence in a
    /// number printed it raw (`'4\e[31m' is not a number` turned the terminal red).
    @Test func controlCharactersOfAGoldenAreEscapedInMessages() throws {
        let text = "c v 1 2 3 4\u{1B}[31m\n\u{202E}evil c 1 2 3 4\n\u{202E}evil c 1 2 3 4\n"
        let error = try #require(throws: FrameDumpParseError.self) { try FrameDump.parse(text, file: "f.txt") }
        #expect(error.problems.map(\.description) == [
            "f.txt:1:11: error: '4\\u{1B}[31m' is not a number",
            "f.txt:3:1: error: view 'c' appears twice on canvas '\\u{202E}evil'",
        ])
        let golden = FrameDump(scene: "s", entries: [.init(canvas: "c", view: "\u{202E}evil", frame: .zero)])
        let now = FrameDump(scene: "s", entries: [.init(canvas: "c", view: "v", frame: .zero),
                                                  .init(canvas: "c\u{200B}", view: "v", frame: .zero)])
        #expect(FrameDiff.changes(from: golden, to: now).map(\.description) == [
            "view removed: \\u{202E}evil on c", "new view: v on c", "new canvas: c\\u{200B}",
        ])
    }

    @Test func namesWithSpacesBecomeTokensSoTheTextReadsBack() throws {
        let dump = FrameDump(scene: "s", entries: [.init(canvas: "ipad  pro", view: "my view", frame: .zero)])
        #expect(dump.text == "# frames of s\nipad-pro  my-view  0  0  0  0\n")
        #expect(try FrameDump.parse(dump.text, file: "f") == dump)
    }

    /// Found by the `frames` fuzz target: after "# frames of " a name starting with a combining mark
    /// (U+0593) makes the header's last space and the mark one Character, so a Character-wise prefix
    /// test missed the header the dump had printed and the name was lost on reading.
    @Test func aSceneNameStartingWithACombiningMarkReadsBack() throws {
        let dump = FrameDump(scene: "\u{0593}\t ~", entries: [.init(canvas: "c", view: "v", frame: .zero)])
        let again = try FrameDump.parse(dump.text, file: "f")
        #expect(again.scene == "\u{0593}\t ~")
        #expect(again == dump)
    }

    @Test func buildsFromSolvedLayoutsWithCanvasNamesAsTokens() {
        let canvas = Canvas(name: "iphone-15 landscape", size: Size(width: 852, height: 393))
        let layout = SolvedLayout(canvas: canvas, views: [
            SolvedView(name: "root", kind: .view, superview: nil,
                       frame: Rect(x: 0, y: 0, width: 852, height: 393), absolute: Rect(x: 0, y: 0, width: 852, height: 393)),
            SolvedView(name: "email", kind: .view, superview: "box",
                       frame: Rect(x: 8, y: 8, width: 100, height: 20), absolute: Rect(x: 28, y: 48, width: 100, height: 20)),
        ])
        let dump = FrameDump(scene: "s", layouts: [layout])
        #expect(dump.entries.map(\.canvas) == ["iphone-15-landscape", "iphone-15-landscape"])
        #expect(dump.entries[1].frame == Rect(x: 8, y: 8, width: 100, height: 20))
    }
}

@Suite struct FrameDiffTests {
    func entry(_ canvas: String, _ view: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> FrameDump.Entry {
        .init(canvas: canvas, view: view, frame: Rect(x: x, y: y, width: w, height: h))
    }

    @Test func describesEveryKindOfChangeInWords() {
        let expected = FrameDump(scene: "s", entries: [
            entry("iphone-15-landscape", "email", 20, 10, 100, 20),
            entry("iphone-se", "email", 16, 10, 100, 20),
            entry("iphone-15", "title", 0, 0, 50, 20),
            entry("ipad-pro-11", "hint", 0, 0, 10, 10),
            entry("ipad-pro-11", "title", 0, 0, 10, 10),
            entry("ipad-mini", "title", 0, 0, 10, 10),
        ])
        let actual = FrameDump(scene: "s", entries: [
            entry("iphone-15-landscape", "email", 16, 10, 100, 20),
            entry("iphone-se", "email", 16, 10, 120, 24),
            entry("iphone-15", "title", 0, 0, 50, 20),
            entry("iphone-15", "badge", 60, 0, 20, 20),
            entry("ipad-pro-11", "title", 0, 0, 10, 10),
            entry("mac-window", "title", 0, 0, 10, 10),
        ])
        #expect(FrameDiff.changes(from: expected, to: actual).map(\.description) == [
            "email: x 20 → 16 on iphone-15-landscape",
            "email: width 100 → 120, height 20 → 24 on iphone-se",
            "new view: badge on iphone-15",
            "view removed: hint on ipad-pro-11",
            "canvas removed: ipad-mini",
            "new canvas: mac-window",
        ])
    }

    @Test func fractionalChangesPrintWithTheirDecimals() {
        let change = FrameChange.frameChanged(view: "label", canvas: "c",
                                              from: Rect(x: 0, y: 10.25, width: 1, height: 1),
                                              to: Rect(x: 0, y: 10.5, width: 1, height: 1))
        #expect(change.description == "label: y 10.25 → 10.5 on c")
    }

    @Test func identicalDumpsHaveNoChangesAndAnEmptyReport() {
        let dump = FrameDump(scene: "s", entries: [entry("c", "v", 1, 2, 3, 4)])
        #expect(FrameDiff.changes(from: dump, to: dump).isEmpty)
        #expect(FrameDiff.report([]) == "")
        #expect(FrameDiff.report([.canvasAdded("c"), .viewAdded(view: "v", canvas: "d")]) == "new canvas: c\nnew view: v on d\n")
    }
}
