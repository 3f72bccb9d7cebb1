import Testing
@testable import PlumbLayout

/// Scroll views whose content is taller or wider than their frame: the content size is exactly what
/// the chain of constraints says, and the layout settles in one solve when no multi-line text
/// depends on it (content reaching past the safe area used to grow its own margins every pass).
///
/// Every scroll view here fills the safe area: portrait (0, 59, 393, 759), landscape (59, 0, 734, 372).
@Suite struct ScrollContentSizeTests {
    typealias S = Scene

    static func fillingTheSafeArea(_ name: String) -> [ConstraintSpec] {
        [S.constraint("\(name).top", .equal, "safeArea.top"), S.constraint("\(name).bottom", .equal, "safeArea.bottom"),
         S.constraint("\(name).leading", .equal, "safeArea.leading"),
         S.constraint("\(name).trailing", .equal, "safeArea.trailing")]
    }

    /// `content` pinned to the content layout guide, as wide as the frame layout guide.
    static func contentView(_ content: String, in scroll: String) -> [ConstraintSpec] {
        [S.constraint("\(content).top", .equal, "\(scroll).content.top"),
         S.constraint("\(content).bottom", .equal, "\(scroll).content.bottom"),
         S.constraint("\(content).leading", .equal, "\(scroll).content.leading"),
         S.constraint("\(content).trailing", .equal, "\(scroll).content.trailing"),
         S.constraint("\(content).width", .equal, "\(scroll).frame.width")]
    }

    /// The example: `V:|-(60)-[box(86)]-[block]-|` inside the content view, block 1200 tall,
    /// both `H:|-[…]-|` (the constraints those format strings make, written out).
    static let tallBlock = LayoutDocument(
        views: [S.view("scroller", kind: .scroll, subviews: [
            S.view("content", subviews: [S.view("box"), S.view("block")]),
        ])],
        constraints: fillingTheSafeArea("scroller") + contentView("content", in: "scroller") + [
            S.constraint("box.leading", .equal, "superview.leadingMargin"),
            S.constraint("superview.trailingMargin", .equal, "box.trailing"),
            S.constraint("block.leading", .equal, "superview.leadingMargin"),
            S.constraint("superview.trailingMargin", .equal, "block.trailing"),
            S.constraint("box.top", .equal, "superview.top", plus: 60),
            S.constraint("box.height", .equal, plus: 86),
            S.constraint("block.top", .equal, "box.bottom", plus: 8),
            S.constraint("superview.bottomMargin", .equal, "block.bottom"),
            S.constraint("block.height", .equal, plus: 1200),
        ])

    @Test func contentTallerThanTheFrameIsAsTallAsItsChain() throws {
        let layouts = try solve(Self.tallBlock, [TestCanvas.portrait, TestCanvas.landscape])
        // Height: 60 + box 86 + 8 + block 1200 + bottom margin 8 = 1362 (the content's margins are 8
        // although it reaches far below the safe area: scrolling content has no safe-area insets).
        let portrait = layouts[0]
        expectFrame(portrait, "scroller", 0, 59, 393, 759)
        expectFrame(portrait, "content", 0, 0, 393, 1362)
        expectFrame(portrait, "box", 8, 60, 377, 86)
        expectFrame(portrait, "block", 8, 154, 377, 1200)
        expectFrame(portrait, "block", 8, 213, 377, 1200, absolute: true)
        #expect(portrait.contentSizes["scroller"] == Size(width: 393, height: 1362))
        #expect(portrait.passes == 1)
        #expect(portrait.diagnostics.isEmpty)
        let landscape = layouts[1]
        expectFrame(landscape, "scroller", 59, 0, 734, 372)
        expectFrame(landscape, "content", 0, 0, 734, 1362)
        expectFrame(landscape, "box", 8, 60, 718, 86)
        expectFrame(landscape, "block", 67, 154, 718, 1200, absolute: true)
        #expect(landscape.contentSizes["scroller"] == Size(width: 734, height: 1362))
        #expect(landscape.passes == 1)
    }

    @Test func contentWiderThanTheFramePinnedWithBarsOfTheScrollView() throws {
        // `H:|-(20)-[strip(1000)]-(20)-|` and `V:|-[strip(50)]-|` with `|` the scroll view itself: its
        // edges are the content area's, `|-` its margins measured in from the content area.
        let document = LayoutDocument(
            views: [S.view("scroller", kind: .scroll, subviews: [S.view("strip")])],
            constraints: Self.fillingTheSafeArea("scroller") + [
                S.constraint("strip.leading", .equal, "superview.leading", plus: 20),
                S.constraint("strip.width", .equal, plus: 1000),
                S.constraint("superview.trailing", .equal, "strip.trailing", plus: 20),
                S.constraint("strip.top", .equal, "superview.topMargin"),
                S.constraint("strip.height", .equal, plus: 50),
                S.constraint("superview.bottomMargin", .equal, "strip.bottom"),
            ])
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        // 20 + 1000 + 20 = 1040 wide; 8 + 50 + 8 = 66 high.
        expectFrame(layouts[0], "strip", 20, 8, 1000, 50)
        expectFrame(layouts[0], "strip", 20, 67, 1000, 50, absolute: true)
        #expect(layouts[0].contentSizes["scroller"] == Size(width: 1040, height: 66))
        expectFrame(layouts[1], "strip", 79, 8, 1000, 50, absolute: true)
        #expect(layouts[1].contentSizes["scroller"] == Size(width: 1040, height: 66))
        #expect(layouts.map(\.passes) == [1, 1])
    }

    @Test func aScrollViewInsideAScrollViewsContent() throws {
        // outer scrolls vertically: page = header 900 + inner 120 + 40 below = 1060 high.
        // inner (H:|-[inner]-| in page) scrolls horizontally: row 600 wide, as tall as inner's frame.
        let document = LayoutDocument(
            views: [S.view("outer", kind: .scroll, subviews: [
                S.view("page", subviews: [
                    S.view("header"),
                    S.view("inner", kind: .scroll, subviews: [S.view("row")]),
                ]),
            ])],
            constraints: Self.fillingTheSafeArea("outer") + Self.contentView("page", in: "outer") + [
                S.constraint("header.top", .equal, "superview.top"),
                S.constraint("header.leading", .equal, "superview.leading"),
                S.constraint("header.trailing", .equal, "superview.trailing"),
                S.constraint("header.height", .equal, plus: 900),
                S.constraint("inner.top", .equal, "header.bottom"),
                S.constraint("inner.height", .equal, plus: 120),
                S.constraint("inner.leading", .equal, "superview.leadingMargin"),
                S.constraint("superview.trailingMargin", .equal, "inner.trailing"),
                S.constraint("superview.bottom", .equal, "inner.bottom", plus: 40),
                S.constraint("row.top", .equal, "inner.content.top"),
                S.constraint("row.bottom", .equal, "inner.content.bottom"),
                S.constraint("row.leading", .equal, "inner.content.leading"),
                S.constraint("row.trailing", .equal, "inner.content.trailing"),
                S.constraint("row.width", .equal, plus: 600),
                S.constraint("row.height", .equal, "inner.frame.height"),
            ])
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        let portrait = layouts[0]
        expectFrame(portrait, "page", 0, 0, 393, 1060)
        expectFrame(portrait, "inner", 8, 900, 377, 120)
        expectFrame(portrait, "row", 0, 0, 600, 120)
        expectFrame(portrait, "row", 8, 959, 600, 120, absolute: true)
        #expect(portrait.contentSizes == ["outer": Size(width: 393, height: 1060), "inner": Size(width: 600, height: 120)])
        let landscape = layouts[1]
        expectFrame(landscape, "inner", 8, 900, 718, 120)
        expectFrame(landscape, "row", 67, 900, 600, 120, absolute: true)
        #expect(landscape.contentSizes == ["outer": Size(width: 734, height: 1060), "inner": Size(width: 600, height: 120)])
        #expect(layouts.map(\.passes) == [1, 1])
    }

    @Test func multiLineTextTallerThanTheFrame() throws {
        // ScrollViewTests' document with 200 words: the label wraps at 284 (five words a line),
        // 40 lines × 24 = 960; the content is 960 + 16 = 976, taller than the 759-pt frame.
        // Two solves: unwrapped, then wrapped; the measurement after the second changes nothing.
        let text = Array(repeating: "word", count: 200).joined(separator: " ")
        var document = ScrollViewTests.document(contentWidth: S.constraint("content.width", .equal, plus: 300))
        document.views = [S.view("scroll", kind: .scroll, subviews: [
            S.view("content", subviews: [S.label("label", text, size: 20, lines: 0)]),
        ])]
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        for layout in layouts {
            expectFrame(layout, "content", 0, 0, 300, 976)
            expectFrame(layout, "label", 8, 8, 284, 960)
            #expect(layout.contentSizes["scroll"] == Size(width: 300, height: 976))
            #expect(layout.passes == 2)
            #expect(layout.diagnostics.isEmpty)
        }
    }
}
