import Testing
@testable import PlumbLayout

/// A scroll view filling the safe area, a content view of fixed width inside it, and a multi-line
/// label of dynamic height inside the content view.
///
/// The label is 20 pt: 10 pt a character, 24 pt a line. Its text is twenty 4-letter words.
@Suite struct ScrollViewTests {
    typealias S = Scene
    static let text = Array(repeating: "word", count: 20).joined(separator: " ")

    static func document(contentWidth: ConstraintSpec) -> LayoutDocument {
        LayoutDocument(
            name: "Scroll view",
            views: [S.view("scroll", kind: .scroll, subviews: [
                S.view("content", subviews: [S.label("label", text, size: 20, lines: 0)]),
            ])],
            constraints: [
                S.constraint("scroll.top", .equal, "safeArea.top"),
                S.constraint("scroll.bottom", .equal, "safeArea.bottom"),
                S.constraint("scroll.leading", .equal, "safeArea.leading"),
                S.constraint("scroll.trailing", .equal, "safeArea.trailing"),
                // Edges to the scroll view attach to its content area.
                S.constraint("content.top", .equal, "superview.top"),
                S.constraint("content.bottom", .equal, "superview.bottom"),
                S.constraint("content.leading", .equal, "superview.leading"),
                S.constraint("content.trailing", .equal, "superview.trailing"),
                contentWidth,
                S.constraint("label.leading", .equal, "superview.leadingMargin"),
                S.constraint("label.trailing", .equal, "superview.trailingMargin"),
                S.constraint("label.top", .equal, "superview.topMargin"),
                S.constraint("label.bottom", .equal, "superview.bottomMargin"),
            ])
    }

    @Test func fixedWidthContentWrapsTheLabelAndSizesTheContent() throws {
        let layouts = try solve(Self.document(contentWidth: S.constraint("content.width", .equal, plus: 300)),
                                [TestCanvas.portrait, TestCanvas.landscape])
        // Label width 300 − 8 − 8 = 284 → 28 characters a line → five words (24 characters) a line:
        // 20 words → 4 lines → 96 high; the content view is 96 + 16 = 112 high.
        // (First pass: one line of 99 characters, 24 high; the second wraps at 284; the third confirms.)
        let portrait = layouts[0]
        expectFrame(portrait, "scroll", 0, 59, 393, 759)
        expectFrame(portrait, "content", 0, 0, 300, 112)
        expectFrame(portrait, "content", 0, 59, 300, 112, absolute: true)
        expectFrame(portrait, "label", 8, 8, 284, 96)
        expectFrame(portrait, "label", 8, 67, 284, 96, absolute: true)
        #expect(portrait.contentSizes["scroll"] == Size(width: 300, height: 112))
        #expect(portrait.view(named: "label")?.text?.lineCount == 4)
        #expect(portrait.diagnostics.isEmpty)
        // Landscape: the scroll view fills the safe area (59, 0, 734, 372); the content is the same.
        let landscape = layouts[1]
        expectFrame(landscape, "scroll", 59, 0, 734, 372)
        expectFrame(landscape, "content", 0, 0, 300, 112)
        expectFrame(landscape, "label", 67, 8, 284, 96, absolute: true)
        #expect(landscape.contentSizes["scroll"] == Size(width: 300, height: 112))
        expectGuide(landscape, "scroll.content", 59, 0, 300, 112)
    }

    @Test func contentAsWideAsTheFrameGuideScrollsOnlyVertically() throws {
        let layouts = try solve(Self.document(contentWidth: S.constraint("content.width", .equal, "scroll.frame.width")),
                                [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait: content 393 wide, label 377 → 37 characters → seven words (34 characters) a line:
        // 7 + 7 + 6 words → 3 lines → 72; content 72 + 16 = 88.
        expectFrame(layouts[0], "label", 8, 8, 377, 72)
        #expect(layouts[0].contentSizes["scroll"] == Size(width: 393, height: 88))
        expectGuide(layouts[0], "scroll.frame", 0, 59, 393, 759)
        // Landscape: content 734, label 718 → 71 characters → 14 words (69 characters): 2 lines → 48; content 64.
        expectFrame(layouts[1], "label", 8, 8, 718, 48)
        #expect(layouts[1].contentSizes["scroll"] == Size(width: 734, height: 64))
    }

    @Test func sizeAndCentreOfTheScrollViewAttachToItsFrame() throws {
        // content.width == scroll.width uses the frame; content.centerY == scroll.centerY too, while
        // content.top == scroll.top (an edge) uses the content area.
        let document = LayoutDocument(
            views: [S.view("scroll", kind: .scroll, subviews: [S.view("content")])],
            constraints: [
                S.constraint("scroll.leading", .equal, "superview.leading", plus: 10),
                S.constraint("scroll.top", .equal, "superview.top", plus: 20),
                S.constraint("scroll.width", .equal, plus: 200),
                S.constraint("scroll.height", .equal, plus: 100),
                S.constraint("content.width", .equal, "scroll.width", times: 0.5),
                S.constraint("content.height", .equal, plus: 40),
                S.constraint("content.centerY", .equal, "scroll.centerY"),
                S.constraint("content.leading", .equal, "scroll.leading", plus: 100),
                // Content area: leading 100 + width 100 + trailing 500 = 700 wide (the guide's example shape).
                S.constraint("scroll.trailing", .equal, "content.trailing", plus: 500),
                S.constraint("scroll.bottom", .equal, "content.bottom"),
            ])
        let layout = try solve(document)
        // Content: 100 wide at x 100 of the content area; centre y at the frame's centre 20 + 50 = 70 → y 50 absolute,
        // 30 in scroll coordinates; content area height = 30 + 40 = 70.
        expectFrame(layout, "content", 100, 30, 100, 40)
        expectFrame(layout, "content", 110, 50, 100, 40, absolute: true)
        #expect(layout.contentSizes["scroll"] == Size(width: 700, height: 70))
    }
}

extension ScrollViewTests {
    @Test func marginsOfTheScrollViewAttachToItsContentArea() throws {
        // What `H:|-[content]-|` and `V:|-[content]-|` inside a scroll view read into: the content area
        // is the content view plus the scroll view's 8-pt margins on each side.
        let document = LayoutDocument(
            views: [S.view("scroll", kind: .scroll, subviews: [S.view("content")])],
            constraints: [
                S.constraint("scroll.leading", .equal, "superview.leading"),
                S.constraint("scroll.top", .equal, "superview.top"),
                S.constraint("scroll.width", .equal, plus: 100),
                S.constraint("scroll.height", .equal, plus: 100),
                S.constraint("content.leading", .equal, "superview.leadingMargin"),
                S.constraint("superview.trailingMargin", .equal, "content.trailing"),
                S.constraint("content.top", .equal, "superview.topMargin"),
                S.constraint("superview.bottomMargin", .equal, "content.bottom"),
                S.constraint("content.width", .equal, plus: 300),
                S.constraint("content.height", .equal, plus: 500),
            ])
        let layout = try solve(document)
        expectFrame(layout, "content", 8, 8, 300, 500)
        #expect(layout.contentSizes["scroll"] == Size(width: 316, height: 516))
        expectGuide(layout, "scroll.content.margins", 8, 8, 300, 500)
    }
}
