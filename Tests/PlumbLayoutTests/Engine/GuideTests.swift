import Testing
@testable import PlumbLayout

/// The safe area, layout margins and readable content guides of the root and of other views.
@Suite struct GuideTests {
    typealias S = Scene

    @Test func rootGuidesInPortraitAndLandscape() throws {
        let layouts = try solve(LayoutDocument(), [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait: safe area 59 top, 34 bottom; margins 16 at the sides inside it; readable = margins (361 < 672).
        expectGuide(layouts[0], "safeArea", 0, 59, 393, 759)
        expectGuide(layouts[0], "margins", 16, 59, 361, 759)
        expectGuide(layouts[0], "readable", 16, 59, 361, 759)
        // Landscape: safe area 59 at the sides, 21 at the bottom; margins 59 + 16 = 75 from each side.
        expectGuide(layouts[1], "safeArea", 59, 0, 734, 372)
        expectGuide(layouts[1], "margins", 75, 0, 702, 372)
        #expect(layouts[0].view(named: "root")?.layoutMargins == EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    }

    @Test(arguments: [("iphone-15", 16.0), ("iphone-12", 16), ("iphone-11", 20), ("iphone-8-plus", 20),
                      ("iphone-15-plus", 20), ("iphone-se", 16)])
    func rootSideMarginsAre20OnWidePortraitIPhones(device: String, side: Double) throws {
        let preset = try #require(DevicePreset.named(device))
        let layout = try solve(LayoutDocument(), preset.canvas(orientation: .portrait))
        let margins = try #require(layout.view(named: "root")?.layoutMargins)
        #expect(margins.left - preset.canvas(orientation: .portrait).safeArea.left == side)
        #expect(margins.right - preset.canvas(orientation: .portrait).safeArea.right == side)
    }

    @Test func readableGuideIsCentredAndGrowsWithTextSize() throws {
        var canvas = Canvas(name: "ipad", size: Size(width: 1024, height: 768), traits: Traits(horizontal: .regular, vertical: .regular))
        // Regular width: margins 20 → 20..1004 (984); readable 672 wide, (984 − 672) / 2 = 156 further in: x 176.
        let layout = try solve(LayoutDocument(), canvas)
        expectGuide(layout, "margins", 20, 0, 984, 768)
        expectGuide(layout, "readable", 176, 0, 672, 768)
        // Extra-extra-extra large text: 672 × 23/17 = 909.18; (984 − 909.18) / 2 = 37.41 → x 57.41 → 57,
        // right 1004 − 37.41 = 966.59 → 967: 910 wide.
        canvas.textSize = .extraExtraExtraLarge
        let large = try solve(LayoutDocument(), canvas)
        expectGuide(large, "readable", 57, 0, 910, 768)
    }

    @Test func aViewsOwnGuidesFollowItsFrameAndTheSafeArea() throws {
        // A bar across the top of the portrait canvas, 100 high: the top 59 are outside the safe area.
        var bar = S.view("bar")
        bar.properties.layoutMargins = EdgeInsets(all: 12)
        let document = LayoutDocument(views: [bar, S.view("box")], constraints: [
            S.constraint("bar.leading", .equal, "superview.leading"),
            S.constraint("bar.trailing", .equal, "superview.trailing"),
            S.constraint("bar.top", .equal, "superview.top"),
            S.constraint("bar.height", .equal, plus: 100),
            S.constraint("box.top", .equal, "bar.safeArea.top"),
            S.constraint("box.leading", .equal, "bar.margins.leading"),
            S.constraint("box.bottom", .equal, "bar.bottomMargin"),
            S.constraint("box.trailing", .equal, "bar.readable.trailing"),
        ])
        let layout = try solve(document, TestCanvas.portrait)
        // bar.safeArea: (0, 59, 393, 41). Margins 12, moved inside the safe area at the top: max(12, 59) = 59.
        expectGuide(layout, "bar.safeArea", 0, 59, 393, 41)
        expectGuide(layout, "bar.margins", 12, 59, 369, 29)
        // box: top 59, leading 12, bottom 100 − 12 = 88, trailing 393 − 12 = 381.
        expectFrame(layout, "box", 12, 59, 369, 29)
        #expect(layout.view(named: "bar")?.layoutMargins == EdgeInsets(top: 59, left: 12, bottom: 12, right: 12))
    }

    @Test func aScrollViewsOwnSafeAreaStartsAtItsContentsOrigin() throws {
        // A scroll view over the whole portrait canvas, a badge pinned 8 inside its own safe-area guide.
        let document = LayoutDocument(views: [S.view("scroller", kind: .scroll, subviews: [S.view("badge")])], constraints: [
            S.constraint("scroller.leading", .equal, "superview.leading"),
            S.constraint("scroller.trailing", .equal, "superview.trailing"),
            S.constraint("scroller.top", .equal, "superview.top"),
            S.constraint("scroller.bottom", .equal, "superview.bottom"),
            S.constraint("badge.top", .equal, "scroller.safeArea.top", plus: 8),
            S.constraint("badge.leading", .equal, "scroller.safeArea.leading", plus: 8),
            S.constraint("badge.width", .equal, plus: 20),
            S.constraint("badge.height", .equal, plus: 20),
            S.constraint("badge.bottom", .lessThanOrEqual, "scroller.content.bottom"),
            S.constraint("badge.trailing", .lessThanOrEqual, "scroller.content.trailing"),
        ])
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait: the 59 above and 34 below go into the adjusted content inset, so the guide starts
        // at the content's origin and is 852 − 59 − 34 = 759 high; the badge is 8 into the content.
        expectGuide(layouts[0], "scroller.safeArea", 0, 0, 393, 759)
        expectFrame(layouts[0], "badge", 8, 8, 20, 20)
        // Landscape: nothing above; the side insets stay (59 each side), 21 below.
        expectGuide(layouts[1], "scroller.safeArea", 59, 0, 734, 372)
        expectFrame(layouts[1], "badge", 67, 8, 20, 20)
    }
}
