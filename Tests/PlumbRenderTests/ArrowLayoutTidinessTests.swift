import PlumbLayout
import Testing
@testable import PlumbRender

/// The rules that keep crowded pictures readable: one beam per reading, marks visible on views of
/// their own colour, free lanes, and nothing drawn outside the picture.
@Suite("Arrow layout: tidiness")
struct ArrowLayoutTidinessTests {
    static func marks(_ b: LayoutBuilder, obstacles: [Rect] = []) -> [ConstraintMark] {
        ArrowLayoutTests.marks(b, obstacles: obstacles)
    }

    @Test("a row of equal widths gives each view one beam labelled =")
    func equalWidthsOnce() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("a", .view, x: 0, y: 40, width: 50, height: 1)
        b.add("b", .view, x: 120, y: 40, width: 50, height: 1)
        b.add("c", .view, x: 250, y: 40, width: 50, height: 1)
        b.constrain("b", .width, .equal, "a", .width)
        b.constrain("c", .width, .equal, "a", .width)
        let marks = Self.marks(b)
        // The first constraint marks b and a; the second only c, since a already reads `=`.
        #expect(marks[0].lines.map(\.start.x) == [120, 0])
        #expect(marks[1].lines.map(\.start.x) == [250])
        #expect(marks.flatMap(\.labels).map(\.text) == ["=", "=", "="])
        // A different reading on the same view still gets its own beam (a ratio: on `a` only).
        b.constrain("a", .width, .equal, "c", .width, multiplier: 2)
        #expect(Self.marks(b)[2].lines.map(\.start.x) == [0])
        #expect(Self.marks(b)[2].labels.map(\.text) == ["= 2 × c.width"])
    }

    @Test("a beam shorter than its caps gets caps as short as the beam, never a heavy dash")
    func tinyBeamCaps() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("gap", .view, x: 20, y: 100, width: 60, height: 3)
        b.constrain("gap", .height, .equal, constant: 3)
        let marks = Self.marks(b)
        #expect(marks[0].caps.first == .init(start: Point(x: 83, y: 100), end: Point(x: 89, y: 100)))
    }

    @Test("a 1-point guide's height is two arrows from outside pointing at a line across it, labelled beside, not a dot")
    func hairlineDimension() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("guide", .view, x: 20, y: 40, width: 60, height: 1)
        b.add("collapsed", .view, x: 20, y: 120, width: 60, height: 0)
        b.constrain("guide", .height, .equal, constant: 1)
        b.constrain("collapsed", .height, .equal, constant: 0)
        let marks = Self.marks(b)
        let length = ArrowLayout.outsideArrowLength, head = ArrowLayout.outsideArrowHead
        // The beam's lane, 6 points past the guide's trailing edge: shafts end at its top and bottom.
        #expect(marks[0].lines == [.init(start: Point(x: 86, y: 40 - length), end: Point(x: 86, y: 40)),
                                   .init(start: Point(x: 86, y: 41 + length), end: Point(x: 86, y: 41))])
        #expect(marks[0].caps == [
            .init(start: Point(x: 86 - head.side, y: 40 - head.back), end: Point(x: 86, y: 40)),
            .init(start: Point(x: 86 + head.side, y: 40 - head.back), end: Point(x: 86, y: 40)),
            .init(start: Point(x: 86 - head.side, y: 41 + head.back), end: Point(x: 86, y: 41)),
            .init(start: Point(x: 86 + head.side, y: 41 + head.back), end: Point(x: 86, y: 41)),
            .init(start: Point(x: 82, y: 40.5), end: Point(x: 90, y: 40.5))])
        // Everything drawn reaches at least the arrows' length: nothing shrinks to a dot.
        let strokes = marks[0].lines + marks[0].caps
        let height = (strokes.map { max($0.start.y, $0.end.y) }.max() ?? 0) - (strokes.map { min($0.start.y, $0.end.y) }.min() ?? 0)
        #expect(height == 1 + 2 * length)
        // The label sits beside the dimension, level with it, clear of its strokes.
        let label = try #require(marks[0].labels.first)
        #expect(label.text == "1" && abs(label.frame.midY - 40.5) < 0.01 && label.frame.minX >= 90 + ArrowLayout.labelGap)
        // A collapsed guide (height 0): the two arrows meet at the line.
        #expect(marks[1].lines == [.init(start: Point(x: 86, y: 120 - length), end: Point(x: 86, y: 120)),
                                   .init(start: Point(x: 86, y: 120 + length), end: Point(x: 86, y: 120))])
    }

    @Test("a flush bar is drawn on a halo, a margin's I-beam is not")
    func flushBarHalo() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("header", .view, x: 0, y: 0, width: 300, height: 40)
        b.add("body", .view, x: 16, y: 60, width: 100, height: 40)
        b.constrain("header", .top, .equal, LayoutDocument.rootName, .top)
        b.constrain("body", .leading, .equal, LayoutDocument.rootName, .leadingMargin)
        let marks = Self.marks(b)
        #expect(marks.map(\.isHaloed) == [true, false])
    }

    @Test("an alignment broken by a small view's text keeps arms long enough to read as a line")
    func noStrayTicks() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("box", .view, x: 0, y: 0, width: 300, height: 200)
        b.add("button", .view, x: 120, y: 90, width: 60, height: 20)
        b.constrain("button", .centerY, .equal, "box", .centerY)
        // The text fills the button but for 2 points each side, and the line keeps 2 points off it:
        // only the 6-point overhang would be left each side.
        let mark = try #require(Self.marks(b, obstacles: [Rect(x: 122, y: 92, width: 56, height: 16)]).first)
        let arm = ArrowLayout.minimumEndPiece
        #expect(mark.lines == [.init(start: Point(x: 120 - arm, y: 100), end: Point(x: 120, y: 100)),
                               .init(start: Point(x: 180, y: 100), end: Point(x: 180 + arm, y: 100))])
        // An uninterrupted line is left as it is.
        #expect(ArrowLayout.lengthenedEnds([mark.lines[0]], of: mark.lines[0]) == [mark.lines[0]])
    }

    @Test("a centre alignment of two buttons keeps the line between their titles, with no stray tick past either")
    func noTickPastTheLastTitle() throws {
        // profile-screen's Sign Out and Delete Account: centres aligned, one above the other.
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("signOut", .view, x: 20, y: 40, width: 260, height: 40)
        b.add("deleteAccount", .view, x: 100, y: 92, width: 100, height: 30)
        b.constrain("deleteAccount", .centerX, .equal, "signOut", .centerX)
        let titles = [Rect(x: 120, y: 50, width: 60, height: 20), Rect(x: 105, y: 97, width: 90, height: 20)]
        let mark = try #require(Self.marks(b, obstacles: titles).first)
        // From 2 points below the first title to 2 points above the second; nothing inside either
        // button past its title (the pieces 34…48 and 119…128 are left out).
        #expect(mark.lines == [.init(start: Point(x: 150, y: 72), end: Point(x: 150, y: 95))])
    }

    @Test("a height beam beside a view moves to a lane that crosses no margin I-beam")
    func heightBeamFreeLane() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("box", .view, x: 200, y: 40, width: 84, height: 40)
        b.constrain("box", .height, .equal, constant: 40)
        b.constrain("box", .trailing, .equal, LayoutDocument.rootName, .trailingMargin)
        let marks = Self.marks(b)
        // The margin's I-beam runs from x 284 to 300 at y 60: lanes 290 and 296 cross it.
        #expect(marks[1].lines == [.init(start: Point(x: 284, y: 60), end: Point(x: 300, y: 60))])
        #expect(marks[0].lines == [.init(start: Point(x: 302, y: 40), end: Point(x: 302, y: 80))])
        // Without the margin pin it sits in the first lane.
        var alone = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        alone.add("box", .view, x: 200, y: 40, width: 84, height: 40)
        alone.constrain("box", .height, .equal, constant: 40)
        #expect(Self.marks(alone)[0].lines.first?.start.x == 290)
        // A 1-point height (a hairline separator's) moves out of a margin I-beam too, far enough that
        // the line across its arrows keeps off the I-beam's cap at 300: lane 302 would cross it.
        var hairline = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        hairline.add("separator", .view, x: 16, y: 60, width: 268, height: 1)
        hairline.constrain("separator", .height, .equal, constant: 1)
        hairline.constrain("separator", .trailing, .equal, LayoutDocument.rootName, .trailingMargin)
        #expect(Self.marks(hairline)[0].lines.first?.start.x == 308)
    }

    @Test("marks of a view overflowing the canvas are cut to the picture")
    func clampedToPicture() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("tall", .view, x: 20, y: 150, width: 100, height: 300)
        b.constrain("tall", .height, .equal, constant: 300)
        let mark = try #require(Self.marks(b).first)
        // The picture reaches 16 below the canvas; marks stop a point inside it, the far cap goes.
        #expect(mark.lines == [.init(start: Point(x: 126, y: 150), end: Point(x: 126, y: 215))])
        #expect(mark.caps == [.init(start: Point(x: 122, y: 150), end: Point(x: 130, y: 150))])
    }

    @Test("a pin to the root's top margin starts at the safe area, not the canvas's top")
    func rootMarginFromSafeArea() throws {
        let canvas = Canvas(name: "test", size: Size(width: 300, height: 400),
                            safeArea: EdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        var b = LayoutBuilder(canvas: canvas)
        // The root's top margin is the safe area's top: a view there is flush with it.
        b.add("field", .view, x: 16, y: 50, width: 268, height: 30)
        b.constrain("field", .top, .equal, LayoutDocument.rootName, .topMargin)
        let mark = try #require(Self.marks(b).first)
        let half = ArrowLayout.flushPinLength / 2
        #expect(mark.lines == [.init(start: Point(x: 150 - half, y: 50), end: Point(x: 150 + half, y: 50))])
        #expect(mark.caps.isEmpty && mark.isHaloed)
    }
}
