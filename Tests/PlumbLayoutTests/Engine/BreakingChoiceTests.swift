import Testing
@testable import PlumbLayout

/// Which member of a conflict of required constraints gives way (``BreakingChoice``): the one on the
/// deepest view, then one on a trailing edge, then the greatest constant, then the one planned last;
/// what UIKit makes for sizes and places is kept. Each layout is worked out by hand.
@Suite struct BreakingChoiceTests {
    typealias S = Scene

    /// A 100 × 44 box at the origin holding a label 16 from its top, 30 high and 16 from its bottom:
    /// 62 ≠ 44. The label's height is the member on the deepest view, so it gives way: the label is
    /// 44 − 16 − 16 = 12 high at y 16. (The box's bottom pin, planned last, held.)
    @Test func aViewsOwnSizeGivesWayBeforeThePinsAroundIt() throws {
        let document = LayoutDocument(views: [S.view("box", subviews: [S.view("label")])], constraints: Self.box + [
            S.constraint("label.leading", .equal, "box.leading"),
            S.constraint("label.width", .equal, plus: 50),
            S.constraint("label.top", .equal, "box.top", plus: 16),
            S.constraint("label.height", .equal, plus: 30),
            S.constraint("box.bottom", .equal, "label.bottom", plus: 16),
        ])
        let layout = try solve(document)
        expectFrame(layout, "box", 0, 0, 100, 44)
        expectFrame(layout, "label", 0, 16, 50, 12)
        #expect(layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText) == ["label.height == 30"])
    }

    /// A 20-wide box and a label pinned 16 in from both its sides, the trailing pin written first: the
    /// label cannot be −12 wide. Both pins are on the box; the trailing one gives way, whatever the
    /// order: the label sits at x 16, 0 wide.
    @Test func atOneDepthTheTrailingEdgeGivesWay() throws {
        let document = LayoutDocument(views: [S.view("box", subviews: [S.view("label")])], constraints: [
            S.constraint("box.leading", .equal, "superview.leading"),
            S.constraint("box.top", .equal, "superview.top"),
            S.constraint("box.width", .equal, plus: 20),
            S.constraint("box.height", .equal, plus: 40),
            S.constraint("box.trailing", .equal, "label.trailing", plus: 16),
            S.constraint("label.leading", .equal, "box.leading", plus: 16),
            S.constraint("label.top", .equal, "box.top"),
            S.constraint("label.height", .equal, plus: 20),
        ])
        let layout = try solve(document)
        expectFrame(layout, "box", 0, 0, 20, 40)
        expectFrame(layout, "label", 16, 0, 0, 20)
        #expect(layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText) == ["box.trailing == label.trailing + 16"])
    }

    /// Two widths for one view, 40 and 24, in both orders: the greater constant gives way each time,
    /// so the order they were added in does not matter. The view is 24 wide.
    @Test(arguments: [[40.0, 24], [24, 40]])
    func theGreaterConstantGivesWay(widths: [Double]) throws {
        let document = LayoutDocument(views: [S.view("icon")], constraints: [
            S.constraint("icon.leading", .equal, "superview.leading"),
            S.constraint("icon.top", .equal, "superview.top"),
            S.constraint("icon.height", .equal, plus: 10),
        ] + widths.map { S.constraint("icon.width", .equal, plus: $0) })
        let layout = try solve(document)
        expectFrame(layout, "icon", 0, 0, 24, 10)
        #expect(layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText) == ["icon.width == 40"])
    }

    /// What a console log says decides: marked as the one UIKit broke, the 24 gives way, and the
    /// view is 40 wide.
    @Test func aRecordedBreakDecides() throws {
        var recorded = S.constraint("icon.width", .equal, plus: 24)
        recorded.conflictRole = .brokenByUIKit
        let document = LayoutDocument(views: [S.view("icon")], constraints: [
            S.constraint("icon.leading", .equal, "superview.leading"),
            S.constraint("icon.top", .equal, "superview.top"),
            S.constraint("icon.height", .equal, plus: 10),
            S.constraint("icon.width", .equal, plus: 40),
            recorded,
        ])
        let layout = try solve(document)
        expectFrame(layout, "icon", 0, 0, 40, 10)
        #expect(layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText) == ["icon.width == 24"])
    }

    /// A box 100 × 44 at the origin.
    static let box = [
        S.constraint("box.leading", .equal, "superview.leading"),
        S.constraint("box.top", .equal, "superview.top"),
        S.constraint("box.width", .equal, plus: 100),
        S.constraint("box.height", .equal, plus: 44),
    ]
}
