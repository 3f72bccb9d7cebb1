import Testing
@testable import PlumbLayout

/// `UISlider`: 31 high by its intrinsic size, as wide as the constraints make it (docs/semantics.md).
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
        // Label "Name" at 20 pt with the test measurer: 40 × 24, so its centre is at 22 and the slider's
        // top at 22 − 15.5 = 6.5, which the @1x canvas's pixel grid rounds to 7.
        expectFrame(layout, "label", 16, 10, 40, 24)
        expectFrame(layout, "slider", 64, 7, 320, 31)
    }

    @Test func aSliderHasNoIntrinsicWidth() {
        let rules = ViewKind.slider.rules
        #expect(rules.intrinsicSize == .fixed(width: nil, height: 31))
        #expect(rules.text == nil && rules.className == "UISlider")
    }
}
