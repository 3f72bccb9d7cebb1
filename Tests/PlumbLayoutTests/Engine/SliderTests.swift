import Testing
@testable import PlumbLayout

/// `UISlider`: its alignment rectangle 30 high by its intrinsic size and as wide as the constraints
/// make it; its frame 2 pt wider at each side and 1 pt taller below (docs/semantics.md).
@Suite struct SliderTests {
    typealias S = Scene

    @Test func aSliderIsThirtyOneHighAndStretchesBesideALabel() throws {
        // The label hugs at 251, the slider at 250: the slider takes the rest of the 368-pt margins.
        let document = LayoutDocument(
            views: [S.label("label", "Name", size: 20), ViewNode(name: "slider", kind: .slider)],
            constraints: [
                S.constraint("label.leading", .equal, "superview.leadingMargin"),
                S.constraint("slider.leading", .equal, "label.trailing", plus: 8),
                S.constraint("slider.trailing", .equal, "superview.trailingMargin"),
                S.constraint("label.top", .equal, "superview.top", plus: 10),
                S.constraint("slider.centerY", .equal, "label.centerY"),
            ])
        let layout = try solve(document)
        // Label "Name" at 20 pt with the test measurer: 40 × 24, so its centre is at 22. The slider's
        // alignment rectangle: from 56 + 8 = 64 to 400 − 16 = 384, 30 high centred at 22 (7 to 37);
        // its frame 2 wider at each side and 1 taller below: x 62, 324 wide, 31 high.
        expectFrame(layout, "label", 16, 10, 40, 24)
        expectFrame(layout, "slider", 62, 7, 324, 31)
        #expect(layout.view(named: "slider")?.alignmentRect == Rect(x: 64, y: 7, width: 320, height: 30))
    }

    @Test func aSliderConstrainedSixtyHighIsSixtyOneHighInAStack() throws {
        // As a public Xcode 15 storyboard stores it: a slider required 60 high in a vertical fill
        // stack 374 wide, below a 21-pt row and 10 apart: frame x −2, y 31, 378 × 61.
        var stack = ViewProperties()
        stack.stack = StackProperties(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 10)
        var row = ViewProperties()
        row.intrinsicSize = Size(width: -1, height: 21)
        let document = LayoutDocument(
            views: [ViewNode(name: "stack", kind: .stack, properties: stack, subviews: [
                ViewNode(name: "row", kind: .view, properties: row),
                ViewNode(name: "slider", kind: .slider),
            ])],
            constraints: [
                S.constraint("stack.leading", .equal, "superview.leading", plus: 13),
                S.constraint("stack.width", .equal, plus: 374),
                S.constraint("stack.top", .equal, "superview.top"),
                S.constraint("slider.height", .equal, plus: 60),
            ])
        let layout = try solve(document)
        expectFrame(layout, "stack", 13, 0, 374, 91)
        expectFrame(layout, "slider", -2, 31, 378, 61)
        expectFrame(layout, "slider", 11, 31, 378, 61, absolute: true)
    }

    @Test func aSliderHasNoIntrinsicWidth() {
        let rules = ViewKind.slider.rules
        #expect(rules.intrinsicSize == .fixed(width: nil, height: 30))
        #expect(rules.alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(rules.text == nil && rules.className == "UISlider")
    }
}
