import Testing
@testable import PlumbLayout

/// Multi-line labels are laid out, re-measured at their solved width, and laid out again.
@Suite struct MultiLinePassTests {
    typealias S = Scene

    /// Text that is 50 wide when wrapped wider than 75 and 100 wide otherwise: a label that hugs its
    /// text can never settle.
    struct FlipFlopMeasurer: TextMeasuring {
        func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            let width = (maxWidth ?? 100) > 75 ? 50.0 : 100.0
            return TextMetrics(size: Size(width: width, height: 20), firstBaseline: 16, lastBaseline: 16,
                               lineHeight: 20, lineCount: 1)
        }
    }

    @Test func aLayoutThatNeverSettlesIsReported() throws {
        let document = LayoutDocument(views: [S.label("label", "text", lines: 0)], constraints: [
            S.constraint("label.leading", .equal, "superview.leading"),
            S.constraint("label.top", .equal, "superview.top"),
        ])
        let layout = try solve(document, measurer: FlipFlopMeasurer())
        #expect(layout.diagnostics.map(\.message) == [
            "The layout of canvas 'plain' did not settle after 8 passes: multi-line text or safe-area insets keep "
                + "changing the frames; the last pass is reported.",
        ])
    }

    @Test func aLineLimitStopsTheLabelGrowing() throws {
        // Twenty 4-letter words at 20 pt in 284 pt: four lines unlimited (ScrollViewTests), two with `lines: 2`.
        let document = LayoutDocument(
            views: [S.label("label", ScrollViewTests.text, size: 20, lines: 2)],
            constraints: [
                S.constraint("label.leading", .equal, "superview.leading"),
                S.constraint("label.width", .equal, plus: 284),
                S.constraint("label.top", .equal, "superview.top"),
            ])
        let layout = try solve(document)
        expectFrame(layout, "label", 0, 0, 284, 48)
        #expect(layout.view(named: "label")?.text?.lineCount == 2)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func hiddenViewsAreStillLaidOut() throws {
        var box = S.view("box")
        box.properties.hidden = true
        let document = LayoutDocument(views: [box, S.view("next")], constraints: [
            S.constraint("box.leading", .equal, "superview.leading", plus: 10),
            S.constraint("box.top", .equal, "superview.top"),
            S.constraint("box.width", .equal, plus: 30),
            S.constraint("box.height", .equal, plus: 30),
            S.constraint("next.leading", .equal, "box.trailing", plus: 5),
            S.constraint("next.top", .equal, "box.top"),
            S.constraint("next.width", .equal, plus: 10),
            S.constraint("next.height", .equal, plus: 10),
        ])
        let layout = try solve(document)
        expectFrame(layout, "box", 10, 0, 30, 30)
        expectFrame(layout, "next", 45, 0, 10, 10)
        #expect(layout.view(named: "box")?.properties.hidden == true)
    }
}
