import Testing
@testable import PlumbLayout

/// `UISwitch` keeps its 51 × 31 frame whatever its constraints say; its alignment rectangle, which the
/// constraints and its intrinsic size act on, is 49 × 31, 2 pt short of the frame at the right
/// (docs/semantics.md).
@Suite struct SwitchSizeTests {
    typealias S = Scene

    @Test func aSwitchConstrainedNarrowerKeepsItsSizeAtThePlaceTheConstraintsGive() throws {
        let document = LayoutDocument(
            views: [ViewNode(name: "toggle", kind: .switch)],
            constraints: [
                S.constraint("toggle.width", .equal, plus: 49),
                S.constraint("toggle.trailing", .equal, "superview.trailing", plus: -20),
                S.constraint("toggle.top", .equal, "superview.top", plus: 10),
            ])
        let layout = try solve(document)
        // The constraints place its left edge at 400 − 20 − 49 = 331; the frame is 51 wide from there.
        expectFrame(layout, "toggle", 331, 10, 51, 31)
    }

    @Test func aSwitchOfItsOwnSizeReachesTwoPointsPastItsTrailingConstraint() throws {
        let document = LayoutDocument(
            views: [ViewNode(name: "toggle", kind: .switch), ViewNode(name: "wide", kind: .switch)],
            constraints: [
                S.constraint("toggle.trailing", .equal, "superview.trailing", plus: -20),
                S.constraint("toggle.top", .equal, "superview.top", plus: 10),
                S.constraint("wide.width", .equal, plus: 60),
                S.constraint("wide.leading", .equal, "superview.leading", plus: 20),
                S.constraint("wide.top", .equal, "toggle.bottom", plus: 10),
            ])
        let layout = try solve(document)
        // Its 49-pt alignment rectangle ends 20 from the 400-pt edge (331 to 380); the frame to 382.
        expectFrame(layout, "toggle", 331, 10, 51, 31)
        #expect(layout.view(named: "toggle")?.alignmentRect == Rect(x: 331, y: 10, width: 49, height: 31))
        // Constrained 60 wide, the frame is still 51 × 31, at the constrained origin; 10 below the first.
        expectFrame(layout, "wide", 20, 51, 51, 31)
    }

    @Test func aSwitchSizedByARatioToAnotherViewKeepsItsIntrinsicWidthWithoutConflict() throws {
        // As in a public Xcode 7 xib: a switch 7:4 as wide as a 28-pt-high box, centred: 49 wide, so
        // neither the switch's compression resistance nor the box's hugging gives way.
        var box = ViewProperties()
        box.intrinsicSize = Size(width: 100, height: 28)
        let document = LayoutDocument(
            views: [ViewNode(name: "box", kind: .view, properties: box), ViewNode(name: "toggle", kind: .switch)],
            constraints: [
                S.constraint("box.top", .equal, "superview.top", plus: 10),
                S.constraint("box.leading", .equal, "superview.leading", plus: 10),
                S.constraint("toggle.width", .equal, "box.height", times: 1.75),
                S.constraint("toggle.centerX", .equal, "superview.centerX"),
                S.constraint("toggle.top", .equal, "box.bottom", plus: 10),
            ])
        let layout = try solve(document)
        expectFrame(layout, "box", 10, 10, 100, 28)
        // The 49-pt alignment rectangle centred on 200: from 175.5, which the @1x grid rounds to 176.
        expectFrame(layout, "toggle", 176, 48, 51, 31)
    }
}
