import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// Single entries of every form a log prints, read into their parts; and input no log holds, read
/// in bounded time with a located message.
@Suite struct LoggedConstraintParserTests {
    /// The one constraint of a one-line log, as `first.attr rel k × second.attr + c @p` with items
    /// in their log form.
    static func read(_ entry: String) throws -> LoggedConstraint {
        let log = ConsoleLog(text: entry, path: "entry.log")
        #expect(log.problems.isEmpty, "\(log.problems)")
        return try #require(log.replays.first?.block.constraints.first)
    }

    static func shape(_ c: LoggedConstraint) -> String {
        var text = "\(c.first.description).\(c.firstAttribute.rawValue) \(c.relation.rawValue)"
        if let second = c.second, let attribute = c.secondAttribute {
            text += " \(formatNumber(c.multiplier))*\(second.description).\(attribute.rawValue)"
        }
        text += " \(formatNumber(c.constant))"
        if !c.priority.isRequired { text += " @\(formatNumber(c.priority.rawValue))" }
        if let identifier = c.identifier { text += " id=\(identifier)" }
        if !c.isActive { text += " inactive" }
        return text
    }

    @Test(arguments: [
        ("<NSLayoutConstraint:0x600000096c60 UIImageView:0x7fd1b8c0c6a0.height == 100   (active)>",
         "UIImageView:0x7fd1b8c0c6a0.height == 100"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>", "UIView:0x2.width == -16"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.midY == + 70   (active)>", "UIView:0x2.centerY == 70"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5*UIView:0x3.width + 4   (active)>",
         "UIView:0x2.width == 0.5*UIView:0x3.width 4"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * 2 - 4 @750   (active)>",
         "UIView:0x2.width == 2*UIView:0x3.width -4 @750"),
        ("<NSLayoutConstraint:0x1 UIButton:0x2'Go'.leading == UILabel:0x3'A'.trailing + NSSpace(8)   (active)>",
         "UIButton:0x2'Go'.leading == 1*UILabel:0x3'A'.trailing 8"),
        ("<NSLayoutConstraint:0x1 UIButton:0x2.leading >= UILabel:0x3.trailing + NSLayoutAnchorConstraintSpace(8)>",
         "UIButton:0x2.leading >= 1*UILabel:0x3.trailing 8"),
        ("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UIView:0x2.height == 44   (active)>",
         "UIView:0x2.height == 44 id=UIView-Encapsulated-Layout-Height"),
        ("<NSLayoutConstraint:0x1 UILabel:0x2'YOU'RE OK'.width <= 200   (inactive)>", "UILabel:0x2'YOU'RE OK'.width <= 200 inactive"),
        ("<NSLayoutConstraint:0x1 UILabel:0x2'a == b + 1'.top == UIView:0x3.top>", "UILabel:0x2'a == b + 1'.top == 1*UIView:0x3.top 0"),
        ("<NSLayoutConstraint:0x1 UILabel:0x2''.top == UIView:0x3.top>", "UILabel:0x2''.top == 1*UIView:0x3.top 0"),
        ("<NSLayoutConstraint:0x1 V:|-(20)-[UIImageView:0x2]   (active, names: '|':UIView:0x3 )>",
         "UIImageView:0x2.top == 1*UIView:0x3.top 20"),
        ("<NSLayoutConstraint:0x1 V:[UIImageView:0x2]-(20)-|   (Names: '|':UIView:0x3 )>",
         "UIView:0x3.bottom == 1*UIImageView:0x2.bottom 20"),
        ("<NSLayoutConstraint:0x1 H:[UILabel:0x2'A']-(-8)-[UIButton:0x3'B']   (active)>",
         "UIButton:0x3'B'.leading == 1*UILabel:0x2'A'.trailing -8"),
        ("<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x2](LTR)   (active, names: '|':UIView:0x3 )>",
         "UIView:0x2.left == 1*UIView:0x3.left 0"),
        ("<NSLayoutConstraint:0x1 H:[UIView:0x2(>=120)]   (active)>", "UIView:0x2.width >= 120"),
        ("<NSLayoutConstraint:0x1 V:|-(8)-[imageView]   (active, names: imageView:UIImageView:0x2, '|':UIView:0x3 )>",
         "UIImageView:0x2.top == 1*UIView:0x3.top 8"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.minX == 0   (active)>", "UIView:0x2.left == 0"),
        ("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=&-- V:[UIView:0x2(44)]>", "UIView:0x2.height == 44"),
        ("<SnapKit.LayoutConstraint:0x1@Header.swift#42 UILabel:0x2.left == MyApp.Header:0x3.left + 16.0>",
         "UILabel:0x2.left == 1*MyApp.Header:0x3.left 16"),
        ("<MASLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom + 10>", "UIView:0x2.top == 1*UIView:0x3.bottom 10"),
        ("<NSLayoutConstraint:0x1 _TtGC5MyApp8ListCellSS_:0x2.width == 1e-05>", "_TtGC5MyApp8ListCellSS_:0x2.width == 0"),
        ("<NSLayoutConstraint:0x1 UILayoutGuide:0x2'BackButtonGuide(0x10c8a9bd0)'.width == 44   (active)>",
         "UILayoutGuide:0x2'BackButtonGuide(0x10c8a9bd0)'.width == 44"),
        ("<_UISystemBaselineConstraint:0x1 UILabel:0x2'A'.firstBaseline == UILabel:0x3'B'.lastBaseline + 20.5   (active)>",
         "UILabel:0x2'A'.firstBaseline == 1*UILabel:0x3'B'.lastBaseline 20.5"),
        ("<_UILayoutSupportConstraint:0x1 V:|-(0)-[_UILayoutGuide:0x2]   (active, names: '|':UIView:0x3 )>",
         "_UILayoutGuide:0x2.top == 1*UIView:0x3.top 0"),
        ("<NSLayoutConstraint:0x1 UILabel:0x2.baseline == UIView:0x3.centerY   (active)>",
         "UILabel:0x2.lastBaseline == 1*UIView:0x3.centerY 0"),
        ("<NSLayoutConstraint:0x1 UIView:<private>.width == 10   (active)>", "UIView:<private>.width == 10"),
    ])
    func readsTheForm(_ entry: String, _ expected: String) throws {
        #expect(Self.shape(try Self.read(entry)) == expected)
    }

    @Test func readsContentSizePriorities() throws {
        let constraint = try Self.read("<NSContentSizeLayoutConstraint:0x1 UIButton:0x2'OK'.width == 46 Hug:250 CompressionResistance:750   (active)>")
        #expect(constraint.contentPriorities?.hugging == .defaultLow)
        #expect(constraint.contentPriorities?.resistance == .defaultHigh)
    }

    @Test func aLineWithAnyPrefixIsRead() throws {
        for prefix in ["2026-03-14 09:26:53.532871+0100 App[1:2] [LayoutConstraints] ", "Mar 14 09:26:53 iPhone App[412] <Warning>: ",
                       "> ", "    \"", "App[12] "] {
            let log = ConsoleLog(text: prefix + "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\",", path: "p.log")
            #expect(log.replays.first?.block.constraints.count == 1, "\(prefix)")
        }
    }

    @Test func anUnreadableEntryIsLocatedAndTheRestReplays() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x2.wdth == 20   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 20   (active)>"
            )
            """
        let log = ConsoleLog(text: text, path: "log.txt")
        #expect(log.problems.map(\.description) == [
            "log.txt:4:41: warning: cannot read this constraint: unknown attribute 'wdth'; it is left out of the replay",
        ])
        #expect(log.replays.first?.block.constraints.count == 2)
    }

    /// The status and the names clause are both comma lists up to `)`: what breaks either is named
    /// where reading stopped (column 57 of a 56-character entry is its end).
    @Test(arguments: [
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active", "1:57: warning: cannot read this constraint: a '(' is not closed"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 (on)>", "1:51: warning: cannot read this constraint: unknown status 'on' (expected active, inactive or names)"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 (active; x)>", "1:55: warning: cannot read this constraint: unexpected ';' in the constraint's status"),
        ("<NSLayoutConstraint:0x1 a.width == 10 (names: a:UIView:0x2", "1:59: warning: cannot read this constraint: the names clause is not closed with ')'"),
        ("<NSLayoutConstraint:0x1 a.width == 10 (names: , :UIView:0x2)>", "1:49: warning: cannot read this constraint: expected a name in the names clause"),
        ("<NSLayoutConstraint:0x1 a.width == 10 (names: 'a b:UIView:0x2)>", "1:64: warning: cannot read this constraint: a quoted name is not closed"),
        ("<NSLayoutConstraint:0x1 a.width == 10 (names: a UIView:0x2)>", "1:48: warning: cannot read this constraint: expected ':' after 'a' in the names clause"),
    ])
    func aBrokenStatusOrNamesListIsLocated(_ entry: String, _ expected: String) {
        let log = ConsoleLog(text: entry, path: "entry.log")
        #expect(log.problems.map(\.description) == ["entry.log:\(expected); it is left out of the replay"])
    }

    @Test func aNamesClauseEndsTheStatusAndNamesItsItems() throws {
        let constraint = try Self.read("<NSLayoutConstraint:0x1 H:|-(8)-[a]   (, active , ,names: a:UILabel:0x2'Hi' ,'|':UIView:0x3)>")
        #expect(Self.shape(constraint) == "UILabel:0x2'Hi'.leading == 1*UIView:0x3.leading 8")
    }

    /// Lines end at CR alone too (old Mac line ends), and problems are located by them: found by the
    /// console-log fuzzer, whose own line count had counted LF only.
    @Test func linesEndingInCarriageReturnsLocateProblems() {
        let log = ConsoleLog(text: "a\rb\r<NSLayoutConstraint:0x1 UIView:0x2.wdth == 1>\r<NSLayoutConstraint:0x3 UIView:0x2.width == 1>",
                             path: "cr.log")
        #expect(log.problems.map(\.description) == [
            "cr.log:3:36: warning: cannot read this constraint: unknown attribute 'wdth'; it is left out of the replay",
        ])
        #expect(log.replays.first?.block.constraints.map(\.location.line) == [4])
    }

    @Test func aFileWithoutReportsIsAnError() throws {
        #expect(throws: SourceDiagnostics.self) { try ConsoleLogReader.log(data: Array("hello\nworld\n".utf8).data, path: "x.log") }
    }

    /// Input no device prints: long lines, deep parentheses, runs of '<', quotes never closed. Each
    /// is read (or refused with a message) without a crash; the sizes keep the work far from any limit.
    @Test func hostileInputIsReadInBoundedWork() {
        let entry = "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>"
        let inputs = [
            String(repeating: "(", count: 100_000) + entry + String(repeating: ")", count: 100_000),
            "<NSLayoutConstraint:0x1 UILabel:0x2'" + String(repeating: "'", count: 50_000),
            String(repeating: "<NSLayoutConstraint:", count: 20_000),
            String(repeating: entry, count: 2_000),
            "<NSLayoutConstraint:0x1 " + String(repeating: "H:|-(", count: 10_000),
            "<NSLayoutConstraint:0x1 UIView:0x2.width == " + String(repeating: "9", count: 5_000) + ">",
            String(repeating: "Unable to simultaneously satisfy constraints.\n", count: 5_000),
            String(repeating: "Will attempt to recover by breaking constraint\n", count: 5_000) + entry,
            String(repeating: "a", count: 200_000),
        ]
        for input in inputs {
            let log = ConsoleLog(text: input, path: "hostile.log")
            #expect(log.replays.count <= 2_000)
        }
    }
}

extension Array where Element == UInt8 {
    var data: Foundation.Data { Foundation.Data(self) }
}

extension LoggedConstraintParserTests {
    @Test func valuesBeyondTheSceneLimitsAreRefused() {
        let log = ConsoleLog(text: """
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e300>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 0*UIView:0x4.width>",
            "<NSLayoutConstraint:0x5 UIView:0x2.width == 10>",
            """, path: "limits.log")
        #expect(log.problems.map(\.message) == [
            "cannot read this constraint: the constant 1e+300 is beyond ±100000; it is left out of the replay",
            "cannot read this constraint: the multiplier 0 is outside ±0.001 to ±1000; it is left out of the replay",
        ])
        #expect(log.replays.first?.block.constraints.count == 1)
    }
}

extension LoggedConstraintParserTests {
    @Test func everyHeaderStartsAReport() {
        let entry = "    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\","
        let headers = [
            "2026-03-14 09:26:53.5+0100 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "2019-04-30 11:20:45.118 Tool[5:3] [Layout] Unable to simultaneously satisfy constraints:",
            "2012-07-01 10:00:00.000 Tool[5:3] Conflicting constraints detected: (",
        ]
        let log = ConsoleLog(text: headers.map { $0 + "\n(\n" + entry + "\n)\nsomething else" }.joined(separator: "\n"), path: "h.log")
        #expect(log.replays.map(\.block.header) == [
            "Unable to simultaneously satisfy constraints.", "Unable to simultaneously satisfy constraints:",
            "Conflicting constraints detected: (",
        ])
        #expect(log.replays.map(\.block.constraints.count) == [1, 1, 1])
        #expect(log.replays.map(\.scene.name) == ["conflict-1", "conflict-2", "conflict-3"])
    }
}
