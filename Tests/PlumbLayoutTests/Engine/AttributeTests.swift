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
        // Views without text have both baselines at their bottom edge.
        Case(first: "firstBaseline", second: "top", expected: 40),          // y + 10 = 50
        Case(first: "lastBaseline", second: "bottom", expected: 140),       // y + 10 = 150
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
