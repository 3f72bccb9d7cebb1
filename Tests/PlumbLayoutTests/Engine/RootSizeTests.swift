import Testing
@testable import PlumbLayout

/// The root view keeps its canvas's size: constraints that need another size conflict, and one of
/// them is broken the way every other conflict is (``BreakingChoice``). A canvas that
/// asks for its fitting size on an axis lets the root take the size its content gives it there.
@Suite struct RootSizeTests {
    typealias S = Scene

    static let small = Canvas(name: "small", size: Size(width: 200, height: 100))

    @Test func aChildThatCannotFillTheRootBreaksOneOfItsConstraints() throws {
        // H:|[child(50)]| and V:|-(20)-[child]-(20)-| on 200 × 100: the child's width is the member on
        // the deepest view, so it gives way; the root stays 200 wide and the child fills it.
        let document = LayoutDocument(views: [S.view("child")], constraints: [
            S.constraint("child.leading", .equal, "superview.leading"),
            S.constraint("child.width", .equal, plus: 50),
            S.constraint("superview.trailing", .equal, "child.trailing"),
            S.constraint("child.top", .equal, "superview.top", plus: 20),
            S.constraint("superview.bottom", .equal, "child.bottom", plus: 20),
        ])
        let layout = try solve(document, Self.small)
        expectFrame(layout, "root", 0, 0, 200, 100)
        expectFrame(layout, "child", 0, 20, 200, 60)
        #expect(layout.constraints.map(\.state) == [.satisfied, .broken, .satisfied, .satisfied, .satisfied])
        #expect(layout.diagnostics.map(\.message)
            == ["Unable to simultaneously satisfy constraints: broke 'child.width == 50' (off by 150 pt)."])
    }

    @Test func theCanvasSizeHoldsOnEveryCanvasOfOneEngine() throws {
        // A 500-wide panel between the edges: 393 and 852 wide canvases both break 'panel.width == 500'.
        let document = LayoutDocument(views: [S.view("panel")], constraints: [
            S.constraint("panel.leading", .equal, "superview.leading"),
            S.constraint("panel.trailing", .equal, "superview.trailing"),
            S.constraint("panel.width", .equal, plus: 500),
            S.constraint("panel.top", .equal, "superview.top"),
            S.constraint("panel.height", .equal, plus: 10),
        ])
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape, Self.small])
        for (layout, width) in zip(layouts, [393.0, 852, 200]) {
            expectFrame(layout, "root", 0, 0, width, layout.canvas.size.height)
            expectFrame(layout, "panel", 0, 0, width, 10)
            #expect(layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText) == ["panel.width == 500"])
        }
    }

    @Test func aFittingHeightFollowsTheContent() throws {
        // 20 words of 20-pt text (10 pt a character, 24 a line) between 10-pt insets on a 400-wide
        // canvas: 380 → 38 characters → seven words a line → 7 + 7 + 6 → 3 lines, 72 high; the root
        // is 10 + 72 + 10 = 92 high although the canvas asked for 300 (only a target at 50).
        let text = Array(repeating: "word", count: 20).joined(separator: " ")
        let document = LayoutDocument(views: [S.label("label", text, size: 20, lines: 0)], constraints: [
            S.constraint("label.leading", .equal, "superview.leading", plus: 10),
            S.constraint("superview.trailing", .equal, "label.trailing", plus: 10),
            S.constraint("label.top", .equal, "superview.top", plus: 10),
            S.constraint("superview.bottom", .equal, "label.bottom", plus: 10),
        ])
        var canvas = TestCanvas.plain
        canvas.fitting = [.height]
        let layout = try solve(document, canvas)
        expectFrame(layout, "label", 10, 10, 380, 72)
        expectFrame(layout, "root", 0, 0, 400, 92)
        #expect(layout.canvas.size == Size(width: 400, height: 92))
        #expect(!layout.constraints.contains { $0.state == .broken })
    }

    @Test func aFittingSizeOnBothAxesWithNothingToHoldItTakesTheTarget() throws {
        // A 120 × 80 box 10 from each edge: the root is 140 × 100 whatever the target; a root whose
        // content does not decide its size takes the canvas size (the target at priority 50).
        let boxed = LayoutDocument(views: [S.view("box")], constraints: [
            S.constraint("box.leading", .equal, "superview.leading", plus: 10),
            S.constraint("superview.trailing", .equal, "box.trailing", plus: 10),
            S.constraint("box.top", .equal, "superview.top", plus: 10),
            S.constraint("superview.bottom", .equal, "box.bottom", plus: 10),
            S.constraint("box.width", .equal, plus: 120),
            S.constraint("box.height", .equal, plus: 80),
        ])
        var canvas = TestCanvas.plain
        canvas.fitting = [.width, .height]
        #expect(try solve(boxed, canvas).canvas.size == Size(width: 140, height: 100))
        let free = LayoutDocument(views: [S.view("box", frame: Rect(x: 5, y: 5, width: 20, height: 20))])
        #expect(try solve(free, canvas).canvas.size == Size(width: 400, height: 300))
    }
}
