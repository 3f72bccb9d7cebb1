import Testing
@testable import PlumbLayout

/// Every attribute and margin form, one at a time: a 20 × 10 probe is placed by `probe.A == ref.B`
/// against a reference box at (100, 50, 200, 100) whose margins are 8 on each side
/// (so its margin rectangle is 108..292 × 58..142). The probe's other axis is pinned to the root.
@Suite struct AttributeTests {
    typealias S = Scene

    struct Case: CustomTestStringConvertible, Sendable {
        var first: String
        var second: String
        /// The probe's expected x (horizontal attributes) or y (vertical ones).
        var expected: Double
        /// Expected in right-to-left, where it differs.
        var rightToLeft: Double?
        var testDescription: String { "probe.\(first) == ref.\(second)" }
    }

    static let cases: [Case] = [
        // Edges and centres: probe 20 wide, 10 high.
        Case(first: "left", second: "left", expected: 100),
        Case(first: "right", second: "right", expected: 280),               // 300 − 20
        Case(first: "leading", second: "leading", expected: 100, rightToLeft: 280),
        Case(first: "trailing", second: "trailing", expected: 280, rightToLeft: 100),
        Case(first: "centerX", second: "centerX", expected: 190),           // 200 − 10
        Case(first: "top", second: "top", expected: 50),
        Case(first: "bottom", second: "bottom", expected: 140),             // 150 − 10
        Case(first: "centerY", second: "centerY", expected: 95),            // 100 − 5
        // Views without text have no baseline: UIKit uses the top edge for the first and the bottom
        // edge for the last (UIView.forFirstBaselineLayout, forLastBaselineLayout).
        Case(first: "firstBaseline", second: "top", expected: 50),          // y = 50
        Case(first: "firstBaseline", second: "firstBaseline", expected: 50),
        Case(first: "lastBaseline", second: "bottom", expected: 140),       // y + 10 = 150
        Case(first: "lastBaseline", second: "lastBaseline", expected: 140),
        // Margin forms of the reference: its margins guide.
        Case(first: "left", second: "leftMargin", expected: 108),
        Case(first: "right", second: "rightMargin", expected: 272),         // 292 − 20
        Case(first: "leading", second: "leadingMargin", expected: 108, rightToLeft: 272),
        Case(first: "trailing", second: "trailingMargin", expected: 272, rightToLeft: 108),
        Case(first: "centerX", second: "centerXWithinMargins", expected: 190),
        Case(first: "top", second: "topMargin", expected: 58),
        Case(first: "bottom", second: "bottomMargin", expected: 132),       // 142 − 10
        Case(first: "centerY", second: "centerYWithinMargins", expected: 95),
        // Margin forms of the probe: its own 8-pt margins.
        Case(first: "leftMargin", second: "left", expected: 92),            // x + 8 = 100
        Case(first: "rightMargin", second: "right", expected: 288),         // x + 20 − 8 = 300
        Case(first: "leadingMargin", second: "leading", expected: 92, rightToLeft: 288),
        Case(first: "trailingMargin", second: "trailing", expected: 288, rightToLeft: 92),
        Case(first: "centerXWithinMargins", second: "centerX", expected: 190),
        Case(first: "topMargin", second: "top", expected: 42),              // y + 8 = 50
        Case(first: "bottomMargin", second: "bottom", expected: 148),       // y + 10 − 8 = 150
        Case(first: "centerYWithinMargins", second: "centerY", expected: 95),
    ]

    static func document(_ testCase: Case) -> LayoutDocument {
        let horizontal = LayoutAttribute(name: testCase.first)?.axis == .horizontal
        return LayoutDocument(
            views: [S.view("ref"), S.view("probe")],
            constraints: [
                S.constraint("ref.left", .equal, "superview.left", plus: 100),
                S.constraint("ref.top", .equal, "superview.top", plus: 50),
                S.constraint("ref.width", .equal, plus: 200),
                S.constraint("ref.height", .equal, plus: 100),
                S.constraint("probe.width", .equal, plus: 20),
                S.constraint("probe.height", .equal, plus: 10),
                horizontal ? S.constraint("probe.top", .equal, "superview.top") : S.constraint("probe.left", .equal, "superview.left"),
                S.constraint("probe.\(testCase.first)", .equal, "ref.\(testCase.second)"),
            ])
    }

    @Test(arguments: cases) func leftToRight(_ testCase: Case) throws {
        let layout = try solve(Self.document(testCase))
        let probe = try #require(layout.view(named: "probe")).frame
        let horizontal = LayoutAttribute(name: testCase.first)?.axis == .horizontal
        #expect((horizontal ? probe.minX : probe.minY) == testCase.expected)
        #expect(probe.size == Size(width: 20, height: 10))
        #expect(layout.constraints.allSatisfy { $0.state == .satisfied })
    }

    @Test(arguments: cases) func rightToLeft(_ testCase: Case) throws {
        var canvas = TestCanvas.plain
        canvas.direction = .rightToLeft
        let layout = try solve(Self.document(testCase), canvas)
        let probe = try #require(layout.view(named: "probe")).frame
        let horizontal = LayoutAttribute(name: testCase.first)?.axis == .horizontal
        #expect((horizontal ? probe.minX : probe.minY) == (testCase.rightToLeft ?? testCase.expected))
    }

    @Test func dimensionsWithMultipliersAndConstants() throws {
        let document = LayoutDocument(
            views: [S.view("ref"), S.view("probe")],
            constraints: [
                S.constraint("ref.left", .equal, "superview.left"),
                S.constraint("ref.top", .equal, "superview.top"),
                S.constraint("ref.width", .equal, plus: 200),
                S.constraint("ref.height", .equal, plus: 100),
                S.constraint("probe.left", .equal, "superview.left"),
                S.constraint("probe.top", .equal, "superview.top"),
                S.constraint("probe.width", .equal, "ref.width", times: 0.5),                   // 100
                S.constraint("probe.height", .equal, "ref.width", times: 0.25, plus: 5),        // 55 (mixed axes: aspect)
            ])
        let layout = try solve(document)
        expectFrame(layout, "probe", 0, 0, 100, 55)
    }

    @Test func labelBaselinesComeFromTheMeasuredText() throws {
        // "aaaa bbbb" at 20 pt wrapped at 50 pt (5 characters): two lines, 48 high; baselines 20 and 44
        // below the top (the label is exactly as high as its text).
        let document = LayoutDocument(
            views: [S.view("ref"), S.label("first", "aaaa bbbb", size: 20, lines: 0),
                    S.label("last", "aaaa bbbb", size: 20, lines: 0)],
            constraints: [
                S.constraint("ref.left", .equal, "superview.left"),
                S.constraint("ref.top", .equal, "superview.top", plus: 100),
                S.constraint("ref.width", .equal, plus: 10),
                S.constraint("ref.height", .equal, plus: 10),
                S.constraint("first.left", .equal, "superview.left"),
                S.constraint("first.width", .equal, plus: 50),
                S.constraint("first.firstBaseline", .equal, "ref.top"),   // y = 100 − 20
                S.constraint("last.left", .equal, "superview.left"),
                S.constraint("last.width", .equal, plus: 50),
                S.constraint("last.lastBaseline", .equal, "ref.top"),     // y = 100 − 44
            ])
        let layout = try solve(document)
        expectFrame(layout, "first", 0, 80, 50, 48)
        expectFrame(layout, "last", 0, 56, 50, 48)
        #expect(layout.view(named: "first")?.text?.lineCount == 2)
    }

    @Test func aStretchedLabelKeepsItsFirstBaselineByItsTopAndItsLastByItsBottom() throws {
        // "aaaa bbbb" at 20 pt wrapped at 50 pt: two lines, 48 high; its first baseline 20 below the
        // text's top, its last 48 − 44 = 4 above the text's bottom. Stretched to 100 high at y 100,
        // the label's first baseline is 100 + 20 = 120 and its last 200 − 4 = 196. (Centred text
        // would put them at 100 + 50 − 24 + 20 = 146 and 170.)
        let document = LayoutDocument(
            views: [S.label("tall", "aaaa bbbb", size: 20, lines: 0), S.view("atFirst"), S.view("atLast")],
            constraints: [
                S.constraint("tall.left", .equal, "superview.left"),
                S.constraint("tall.top", .equal, "superview.top", plus: 100),
                S.constraint("tall.width", .equal, plus: 50),
                S.constraint("tall.height", .equal, plus: 100),
                S.constraint("atFirst.left", .equal, "superview.left", plus: 60),
                S.constraint("atFirst.width", .equal, plus: 10),
                S.constraint("atFirst.height", .equal, plus: 10),
                S.constraint("atFirst.top", .equal, "tall.firstBaseline"),
                S.constraint("atLast.left", .equal, "superview.left", plus: 80),
                S.constraint("atLast.width", .equal, plus: 10),
                S.constraint("atLast.height", .equal, plus: 10),
                S.constraint("atLast.bottom", .equal, "tall.lastBaseline"),
            ])
        let layout = try solve(document)
        expectFrame(layout, "tall", 0, 100, 50, 100)
        expectFrame(layout, "atFirst", 60, 120, 10, 10)
        expectFrame(layout, "atLast", 80, 186, 10, 10)
        #expect(layout.constraints.filter { $0.source == .user }.allSatisfy { $0.state == .satisfied })
    }

    @Test func baselinesFromTheEdgesDecideTheHeightsOfTwoLabelsBetweenFixedEdges() throws {
        // Two one-line labels "aa" at 20 pt (24 high, first baseline 20 below the top, last 4 above
        // the bottom) of equal height fill 0…200, the second's first baseline 30 below the first's
        // last: b.top + 20 == a.bottom − 4 + 30, so b.top = a.bottom + 6, and 2h + 6 = 200: h = 97.
        // (With centred text the constraint would say b.top = a.top + 30 and the labels would overlap, 170 high.)
        let document = LayoutDocument(
            views: [S.label("a", "aa", size: 20), S.label("b", "aa", size: 20)],
            constraints: [
                S.constraint("a.left", .equal, "superview.left"),
                S.constraint("b.left", .equal, "superview.left"),
                S.constraint("a.top", .equal, "superview.top"),
                S.constraint("b.bottom", .equal, "superview.top", plus: 200),
                S.constraint("b.height", .equal, "a.height"),
                S.constraint("b.firstBaseline", .equal, "a.lastBaseline", plus: 30),
            ])
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 20, 97)
        expectFrame(layout, "b", 0, 103, 20, 97)
        // Every written constraint holds; only the labels' hugging gives way.
        #expect(layout.constraints.filter { $0.source == .user }.allSatisfy { $0.state == .satisfied })
    }

    @Test func aStretchedButtonsAndTextFieldsBaselinesStayOnTheirCentredText() throws {
        // A button's title and a text field's text are centred in the view: "ok" at 20 pt is 24 high
        // with its baseline 20 below its top, so in a 60-pt view at y 50 the baseline is
        // 50 + 30 − 12 + 20 = 88 (first and last alike, one line).
        let document = LayoutDocument(
            views: [S.button("button", "ok", size: 20), S.textField("field", placeholder: "ok", size: 20),
                    S.view("atButton"), S.view("atField")],
            constraints: [
                S.constraint("button.left", .equal, "superview.left"),
                S.constraint("button.top", .equal, "superview.top", plus: 50),
                S.constraint("button.height", .equal, plus: 60),
                S.constraint("field.left", .equal, "superview.left", plus: 100),
                S.constraint("field.top", .equal, "superview.top", plus: 50),
                S.constraint("field.height", .equal, plus: 60),
                S.constraint("atButton.left", .equal, "superview.left", plus: 200),
                S.constraint("atButton.width", .equal, plus: 10),
                S.constraint("atButton.height", .equal, plus: 10),
                S.constraint("atButton.top", .equal, "button.firstBaseline"),
                S.constraint("atField.left", .equal, "superview.left", plus: 220),
                S.constraint("atField.width", .equal, plus: 10),
                S.constraint("atField.height", .equal, plus: 10),
                S.constraint("atField.bottom", .equal, "field.lastBaseline"),
            ])
        let layout = try solve(document)
        expectFrame(layout, "atButton", 200, 88, 10, 10)
        expectFrame(layout, "atField", 220, 78, 10, 10)
    }

    @Test func rightToLeftFlipsASimpleForm() throws {
        var canvas = TestCanvas.portrait
        canvas.direction = .rightToLeft
        let layout = try solve(AppleExampleTests.simpleLabelAndTextField, canvas)
        // The label's leading edge is its right edge at the trailing… leading margin 393 − 16 = 377:
        // label 343..377; the field from the left margin 16 to 343 − 8 = 335 (319 wide).
        expectFrame(layout, "nameLabel", 343, 86, 34, 62.0 / 3)
        expectFrame(layout, "nameField", 16, 79, 319, 104.0 / 3)
    }
}
