import Testing
@testable import PlumbLayout

/// `UISwitch` keeps its 51 × 31 frame whatever its constraints say (docs/semantics.md).
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
}
