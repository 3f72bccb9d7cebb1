import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Arrow layout")
struct ArrowLayoutTests {
    /// Labels measure 6 points per character and 12 high, so expectations need no fonts.
    static func fakeMeasure(_ text: String) -> Size { Size(width: Double(text.count) * 6, height: 12) }

    static func builder(direction: WritingDirection = .leftToRight) -> LayoutBuilder {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200), direction: direction))
        b.add("a", .view, x: 20, y: 40, width: 60, height: 40)
        b.add("b", .view, x: 180, y: 50, width: 80, height: 20)
        return b
    }

    static func marks(_ b: LayoutBuilder, obstacles: [Rect] = []) -> [ConstraintMark] {
        ArrowLayout(canvas: b.canvas, views: b.views, obstacles: obstacles, padding: 16, measure: fakeMeasure)
            .marks(for: b.layout.constraints)
    }

    static let inset = ArrowLayout.labelInset

    @Test("a spacing is an I-beam between the edges, across the middle of the overlap, its constant on it")
    func spacing() throws {
        var b = Self.builder()
        b.constrain("b", .leading, .equal, "a", .trailing, constant: 100)
        let mark = try #require(Self.marks(b).first)
        // a spans y 40…80, b spans 50…70: the overlap's middle is 60.
        #expect(mark.lines == [.init(start: Point(x: 80, y: 60), end: Point(x: 180, y: 60))])
        #expect(mark.caps == [.init(start: Point(x: 80, y: 56), end: Point(x: 80, y: 64)),
                              .init(start: Point(x: 180, y: 56), end: Point(x: 180, y: 64))])
        let label = try #require(mark.labels.first)
        #expect(label.text == "100")
        #expect(label.frame.midX == 130 && label.frame.midY == 60)
        #expect(label.frame.width == 18 + 2 * Self.inset.horizontal)
        #expect(mark.status == .satisfied && !mark.isDashed)
        #expect(mark.title == "b.leading == a.trailing + 100")
    }

    @Test("a label too long for its beam goes beside it, not over the caps")
    func shortBeam() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("a", .view, x: 20, y: 40, width: 60, height: 40)
        b.add("b", .view, x: 84, y: 40, width: 60, height: 40)
        b.constrain("b", .leading, .greaterThanOrEqual, "a", .trailing, constant: 4, priority: 250)
        let mark = try #require(Self.marks(b).first)
        let label = try #require(mark.labels.first)
        #expect(label.text == "≥ 4 @250")
        #expect(mark.isDashed)
        // Above the beam (at y 60), clear of the caps' 4-point reach.
        #expect(label.frame.maxY <= 60 - ArrowLayout.capLength / 2)
        #expect(abs(label.frame.midX - 82) < 0.001)
    }

    @Test("a width is an I-beam under the view; a height one at its trailing side")
    func sizes() throws {
        var b = Self.builder()
        b.constrain("a", .width, constant: 60)
        b.constrain("a", .height, .lessThanOrEqual, constant: 40)
        let marks = Self.marks(b)
        #expect(marks.count == 2)
        #expect(marks[0].lines == [.init(start: Point(x: 20, y: 86), end: Point(x: 80, y: 86))])
        #expect(marks[0].labels.map(\.text) == ["60"])
        #expect(marks[1].lines == [.init(start: Point(x: 86, y: 40), end: Point(x: 86, y: 80))])
        #expect(marks[1].labels.map(\.text) == ["≤ 40"])
    }

    @Test("a long beam's label kept off its middle and the rows beside it slides along the beam")
    func labelSlidAlongItsBeam() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("a", .view, x: 20, y: 40, width: 120, height: 40)
        b.constrain("a", .width, constant: 120)
        // Text above and below the beam (at y 86) all along it, and a block on its middle.
        let obstacles = [Rect(x: 0, y: 60, width: 300, height: 19), Rect(x: 0, y: 93, width: 300, height: 17),
                         Rect(x: 74, y: 80, width: 12, height: 12)]
        let label = try #require(Self.marks(b, obstacles: obstacles).first?.labels.first)
        // On the beam, two half-widths and gaps left of the middle (80): the first spot clear of the block.
        #expect(label.frame.midY == 86)
        #expect(abs(label.frame.midX - (80 - 2 * (label.frame.width / 2 + ArrowLayout.labelGap))) < 0.001)
    }

    @Test("a height beam that would run through the text beside the view's trailing edge goes to its leading side")
    func heightBeamKeepsOffText() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("badge", .view, x: 20, y: 40, width: 60, height: 40)
        b.constrain("badge", .height, constant: 40)
        // A label's text 4 points after the badge, in its lower half: the trailing lane (x 86) would
        // strike it through, though the beam's label could sit clear beside it, over the badge.
        let mark = try #require(Self.marks(b, obstacles: [Rect(x: 84, y: 62, width: 120, height: 18)]).first)
        #expect(mark.lines == [.init(start: Point(x: 14, y: 40), end: Point(x: 14, y: 80))])
    }

    @Test("a very short beam's label goes just past its end when the spots beside it are taken")
    func labelPastAVeryShortBeam() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("bar", .view, x: 100, y: 100, width: 100, height: 4)
        b.constrain("bar", .height, constant: 4)
        // Text in the columns on either side of the height beam (at x 206), from well above to well below.
        let obstacles = [Rect(x: 190, y: 60, width: 9, height: 90), Rect(x: 213, y: 60, width: 20, height: 90)]
        let mark = try #require(Self.marks(b, obstacles: obstacles).first)
        #expect(mark.lines == [.init(start: Point(x: 206, y: 100), end: Point(x: 206, y: 104))])
        let label = try #require(mark.labels.first)
        // Right above the beam's top, in line with it.
        #expect(label.frame.midX == 206)
        #expect(abs(label.frame.maxY - (100 - ArrowLayout.labelGap)) < 0.001)
    }

    @Test("in a right-to-left canvas leading is the right edge and heights go on the left")
    func rightToLeft() throws {
        var b = Self.builder(direction: .rightToLeft)
        b.constrain("a", .leading, .equal, "b", .trailing, constant: 20)
        b.constrain("a", .height, constant: 40)
        let marks = Self.marks(b)
        // a's leading is its right edge (80), b's trailing its left edge (180).
        #expect(marks[0].lines.first.map { [$0.start.x, $0.end.x] } == [80, 180])
        #expect(marks[1].lines.first?.start.x == 14)
    }

    @Test("a ratio is marked on the dependent view only, naming the reference")
    func relativeSize() throws {
        var b = Self.builder()
        b.constrain("b", .width, .equal, "a", .width, multiplier: 0.5, constant: 50)
        let mark = try #require(Self.marks(b).first)
        #expect(mark.lines == [.init(start: Point(x: 180, y: 76), end: Point(x: 260, y: 76))])
        #expect(mark.labels.map(\.text) == ["= 0.5 × a.width + 50"])
    }

    @Test("equal sizes mark both views =")
    func equalSizes() throws {
        var b = Self.builder()
        b.constrain("b", .width, .equal, "a", .width)
        let mark = try #require(Self.marks(b).first)
        #expect(mark.labels.map(\.text) == ["=", "="])
        #expect(mark.lines.map(\.start) == [Point(x: 180, y: 76), Point(x: 20, y: 86)])
    }

    @Test("a size from the same view's other size names both by letter, on the dependent beam")
    func aspectRatio() throws {
        // seeds/proportional-layout: blue.height == 0.5 * blue.width is a height, read from the width.
        var b = Self.builder()
        b.constrain("a", .height, .equal, "a", .width, multiplier: 0.5)
        let mark = try #require(Self.marks(b).first)
        #expect(mark.lines == [.init(start: Point(x: 86, y: 40), end: Point(x: 86, y: 80))])
        #expect(mark.labels.map(\.text) == ["h = 0.5 × w"])
    }

    @Test("an alignment is an unlabelled line through the aligned edges, across both views")
    func alignment() throws {
        var b = Self.builder()
        b.add("c", .view, x: 20, y: 120, width: 100, height: 30)
        b.constrain("c", .leading, .equal, "a", .leading)
        b.constrain("b", .centerY, .equal, "a", .centerY, priority: 750, state: .violated(by: 2))
        let marks = Self.marks(b)
        let overhang = ArrowLayout.alignmentOverhang
        #expect(marks[0].lines == [.init(start: Point(x: 20, y: 40 - overhang), end: Point(x: 20, y: 150 + overhang))])
        #expect(marks[0].labels.isEmpty && marks[0].caps.isEmpty)
        #expect(marks[1].lines == [.init(start: Point(x: 20 - overhang, y: 60), end: Point(x: 260 + overhang, y: 60))])
        #expect(marks[1].labels.map(\.text) == ["@750"])
        #expect(marks[1].status == .violated && marks[1].isDashed)
    }

    @Test("an alignment line is interrupted where it would strike text through")
    func alignmentSkipsText() throws {
        var b = Self.builder()
        b.constrain("b", .centerY, .equal, "a", .centerY)
        let text = Rect(x: 190, y: 52, width: 40, height: 16)
        let mark = try #require(Self.marks(b, obstacles: [text]).first)
        let overhang = ArrowLayout.alignmentOverhang
        #expect(mark.lines == [.init(start: Point(x: 20 - overhang, y: 60), end: Point(x: 188, y: 60)),
                               .init(start: Point(x: 232, y: 60), end: Point(x: 260 + overhang, y: 60))])
        // A wider text in b leaves 12 points past it, inside b only: a stray tick, left out.
        let wider = Rect(x: 190, y: 52, width: 52, height: 16)
        let short = try #require(Self.marks(b, obstacles: [wider]).first)
        #expect(short.lines == [.init(start: Point(x: 20 - overhang, y: 60), end: Point(x: 188, y: 60))])
    }

    @Test("an alignment line along the edge of texts flush with it runs on unbroken, not as stray ticks")
    func alignmentAlongTextEdges() throws {
        var b = Self.builder()
        b.add("c", .view, x: 20, y: 120, width: 100, height: 30)
        b.constrain("c", .leading, .equal, "a", .leading)
        // Both views' texts start at their leading edge (x 20), as a left-aligned label's does.
        let texts = [Rect(x: 20, y: 42, width: 60, height: 16), Rect(x: 20, y: 127, width: 50, height: 16)]
        let mark = try #require(Self.marks(b, obstacles: texts).first)
        let overhang = ArrowLayout.alignmentOverhang
        #expect(mark.lines == [.init(start: Point(x: 20, y: 40 - overhang), end: Point(x: 20, y: 150 + overhang))])
    }

    @Test("beams that would lie on each other are moved apart")
    func coincidentBeams() throws {
        var b = Self.builder()
        b.constrain("b", .leading, .greaterThanOrEqual, "a", .trailing, constant: 8)
        b.constrain("b", .leading, .equal, "a", .trailing, constant: 100, priority: 250)
        let marks = Self.marks(b)
        #expect(marks[0].lines[0].start.y == 60)
        #expect(marks[1].lines[0].start.y == 60 + ArrowLayout.beamSeparation)
    }

    @Test("beams that would meet end to end in line are moved apart, so they do not read as one")
    func beamsInLine() throws {
        var b = Self.builder()
        b.add("c", .view, x: 275, y: 50, width: 20, height: 20)
        b.constrain("b", .leading, .equal, "a", .trailing, constant: 100)  // 80 to 180, at y 60
        b.constrain("c", .leading, .equal, "b", .leading, constant: 95)  // 180 to 275, at y 60 too
        let marks = Self.marks(b)
        #expect(marks[0].lines[0] == .init(start: Point(x: 80, y: 60), end: Point(x: 180, y: 60)))
        #expect(marks[1].lines[0] == .init(start: Point(x: 180, y: 60 + ArrowLayout.beamSeparation),
                                           end: Point(x: 275, y: 60 + ArrowLayout.beamSeparation)))
    }

    @Test("labels never overlap one another")
    func labelsAvoidEachOther() throws {
        var b = Self.builder()
        for constant in [10.0, 20, 30, 40] {
            b.constrain("a", .width, .greaterThanOrEqual, constant: constant)
        }
        let frames = Self.marks(b).flatMap(\.labels).map(\.frame)
        #expect(frames.count == 4)
        for (i, first) in frames.enumerated() {
            for second in frames[(i + 1)...] {
                let overlapX = min(first.maxX, second.maxX) - max(first.minX, second.minX)
                let overlapY = min(first.maxY, second.maxY) - max(first.minY, second.minY)
                #expect(overlapX <= 0 || overlapY <= 0, "\(first) overlaps \(second)")
            }
        }
    }

    @Test("labels keep off the views' text")
    func labelsAvoidText() throws {
        var b = Self.builder()
        b.constrain("b", .leading, .equal, "a", .trailing, constant: 100)
        let text = Rect(x: 110, y: 50, width: 40, height: 20)
        let label = try #require(Self.marks(b, obstacles: [text]).first?.labels.first)
        let overlapX = min(label.frame.maxX, text.maxX) - max(label.frame.minX, text.minX)
        let overlapY = min(label.frame.maxY, text.maxY) - max(label.frame.minY, text.minY)
        #expect(overlapX <= 0 || overlapY <= 0)
    }

    @Test("a view pinned to its superview's margin gets an I-beam across the margin, near the view")
    func marginPin() throws {
        // The root's margins are 16 on each side (a compact canvas); a is at x 16…76, y 40…80.
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("a", .view, x: 16, y: 40, width: 60, height: 40)
        b.constrain("a", .leading, .equal, LayoutDocument.rootName, .leadingMargin)
        let mark = try #require(Self.marks(b).first)
        #expect(mark.lines == [.init(start: Point(x: 0, y: 60), end: Point(x: 16, y: 60))])
        #expect(mark.caps == [.init(start: Point(x: 0, y: 56), end: Point(x: 0, y: 64)),
                              .init(start: Point(x: 16, y: 56), end: Point(x: 16, y: 64))])
        #expect(mark.labels.isEmpty)
    }

    @Test("a pin to a margins guide, written either way round, spans the margin from the owner's edge")
    func marginsGuidePin() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("a", .view, x: 16, y: 40, width: 268, height: 40)
        // The engine resolves `superview.trailingMargin` to the root's margins guide, named `margins`.
        b.guides["margins"] = Rect(x: 16, y: 0, width: 268, height: 200)
        b.constrain("margins", .trailing, .equal, "a", .trailing)
        b.constrain("a", .leading, .equal, "margins", .leading, priority: 750)
        let marks = Self.marks(b)
        #expect(marks[0].lines == [.init(start: Point(x: 284, y: 60), end: Point(x: 300, y: 60))])
        #expect(marks[0].labels.isEmpty)
        #expect(marks[1].lines == [.init(start: Point(x: 0, y: 60), end: Point(x: 16, y: 60))])
        #expect(marks[1].labels.map(\.text) == ["@750"] && marks[1].isDashed)
    }

    @Test("a view flush with its container's edge gets a short bar on that edge, not a line across the canvas")
    func flushPin() throws {
        var b = Self.builder()
        b.add("top", .view, x: 100, y: 0, width: 80, height: 30)
        b.constrain("top", .top, .equal, LayoutDocument.rootName, .top)
        b.constrain(LayoutDocument.rootName, .top, .equal, "top", .top)
        let half = ArrowLayout.flushPinLength / 2
        for mark in Self.marks(b) {
            #expect(mark.lines == [.init(start: Point(x: 140 - half, y: 0), end: Point(x: 140 + half, y: 0))])
            #expect(mark.caps.isEmpty && mark.labels.isEmpty)
        }
        // A bar never outgrows a small view's edge.
        var small = Self.builder()
        small.add("dot", .view, x: 0, y: 100, width: 6, height: 6)
        small.constrain("dot", .left, .equal, LayoutDocument.rootName, .left)
        #expect(Self.marks(small).first?.lines == [.init(start: Point(x: 0, y: 100), end: Point(x: 0, y: 106))])
    }

    @Test("a view that overflows its container below is still pinned to its side, not aligned across the canvas")
    func overflowingPin() throws {
        var b = Self.builder()
        b.guides["safeArea"] = Rect(x: 40, y: 0, width: 220, height: 200)
        b.add("tall", .view, x: 40, y: 150, width: 100, height: 120)
        b.constrain("tall", .leading, .equal, "safeArea", .leading)
        // Two siblings in a column are aligned, not pinned: the wider one is no container.
        b.add("wide", .view, x: 40, y: 100, width: 200, height: 20)
        b.constrain("tall", .leading, .equal, "wide", .leading)
        let marks = Self.marks(b)
        let half = ArrowLayout.flushPinLength / 2, overhang = ArrowLayout.alignmentOverhang
        // Both are cut a point inside the picture, which reaches 16 below the 200-high canvas.
        let pictureEnd = 200.0 + 16 - 1
        #expect(marks[0].lines == [.init(start: Point(x: 40, y: 210 - half), end: Point(x: 40, y: pictureEnd))])
        #expect(marks[1].lines == [.init(start: Point(x: 40, y: 100 - overhang), end: Point(x: 40, y: pictureEnd))])
        #expect(marks[1].caps.isEmpty)
    }

    @Test("centring in the container draws a line along the view only")
    func centreInContainer() throws {
        var b = Self.builder()
        // Centred in the 300 × 200 canvas: x 120…180, y 80…120.
        b.add("c", .view, x: 120, y: 80, width: 60, height: 40)
        b.constrain("c", .centerX, .equal, LayoutDocument.rootName, .centerX)
        b.constrain(LayoutDocument.rootName, .centerY, .equal, "c", .centerY, priority: 750)
        let marks = Self.marks(b)
        let overhang = ArrowLayout.alignmentOverhang
        #expect(marks[0].lines == [.init(start: Point(x: 150, y: 80 - overhang), end: Point(x: 150, y: 120 + overhang))])
        #expect(marks[1].lines == [.init(start: Point(x: 120 - overhang, y: 100), end: Point(x: 180 + overhang, y: 100))])
        #expect(marks[1].labels.map(\.text) == ["@750"])
    }

    @Test("an alignment line runs along the smaller extent when one holds the other, else from one item to the other")
    func alignmentSpan() {
        #expect(ArrowLayout.alignmentSpan((40, 80), (0, 200)) == (40, 80))
        #expect(ArrowLayout.alignmentSpan((0, 200), (50, 70)) == (50, 70))
        #expect(ArrowLayout.alignmentSpan((40, 80), (120, 150)) == (40, 150))
        #expect(ArrowLayout.alignmentSpan((40, 80), (60, 150)) == (40, 150))
    }

    @Test("a size relative to the container is marked on the view only")
    func relativeToContainer() throws {
        var b = Self.builder()
        b.constrain("a", .width, .equal, LayoutDocument.rootName, .width, multiplier: 0.2)
        let mark = try #require(Self.marks(b).first)
        #expect(mark.lines == [.init(start: Point(x: 20, y: 86), end: Point(x: 80, y: 86))])
        #expect(mark.labels.map(\.text) == ["= 0.2 × root.width"])
    }

    @Test("a label keeps off other marks' lines, later ones too")
    func labelsAvoidOtherLines() throws {
        var b = Self.builder()
        b.constrain("b", .leading, .equal, "a", .trailing, constant: 100)
        // A later vertical line through the spacing's middle (x 130), where its label would sit.
        b.add("c", .view, x: 130, y: 100, width: 40, height: 40)
        b.add("d", .view, x: 130, y: 10, width: 40, height: 20)
        b.constrain("c", .leading, .equal, "d", .leading)
        let marks = Self.marks(b)
        let label = try #require(marks[0].labels.first)
        for line in marks[1].lines {
            let area = ArrowLayout.strokeArea(line)
            let overlapX = min(label.frame.maxX, area.maxX) - max(label.frame.minX, area.minX)
            let overlapY = min(label.frame.maxY, area.maxY) - max(label.frame.minY, area.minY)
            #expect(overlapX <= 0 || overlapY <= 0, "\(label.frame) covers \(line)")
        }
        // Still beside its own beam (y 60), not far away.
        #expect(abs(label.frame.midY - 60) < 20)
    }

    @Test("a constraint kept but part of a conflict is red, beside the broken one")
    func conflicting() throws {
        var b = Self.builder()
        b.constrain("a", .width, constant: 60)
        b.constrain("a", .height, constant: 40, priority: 750, state: .violated(by: 1))
        let marks = ArrowLayout(canvas: b.canvas, views: b.views, obstacles: [], padding: 16, measure: Self.fakeMeasure)
            .marks(for: b.layout.constraints, conflicting: [0, 1])
        #expect(marks.map(\.status) == [.conflicting, .violated])
    }

    @Test("a flagged view's note goes by its bottom edge, or above its top when only there it covers nothing")
    func flaggedNoteAboveWhenCrowdedBelow() throws {
        let b = Self.builder()
        let flagged = FlaggedView(frame: Rect(x: 20, y: 130, width: 260, height: 30),
                                  note: "v: leading/trailing mixed with left/right", title: "v")
        func note(obstacles: [Rect]) throws -> Rect {
            let marks = ArrowLayout(canvas: b.canvas, views: b.views, obstacles: obstacles, padding: 16,
                                    measure: Self.fakeMeasure).marks(for: [], flagged: [flagged])
            return try #require(marks.first?.labels.first).frame
        }
        // Nothing in the way: the note sits by the view's bottom edge (y 160).
        #expect(abs(try note(obstacles: []).midY - 160) < 20)
        // Text fills the view and everything under it (a crowded replay): the note moves above the view,
        // clear of the text, instead of covering it.
        let text = Rect(x: 0, y: 125, width: 300, height: 91)
        let crowded = try note(obstacles: [text])
        #expect(crowded.maxY <= text.minY)
    }

    @Test("an undetermined view is outlined in red, dashed, with the stretch it could cover and its range")
    func undeterminedView() throws {
        var b = Self.builder()
        b.add("free", .view, x: 40, y: 120, width: 40, height: 20)
        var layout = b.layout
        layout.marks.ambiguities = [
            Ambiguity(name: "free", subject: .view, axis: .horizontal,
                      position: ValueRange(lowerBound: 16, upperBound: 244), size: nil, location: nil),
            Ambiguity(name: "a", subject: .view, axis: .vertical, position: ValueRange(lowerBound: 0, upperBound: nil),
                      size: ValueRange(lowerBound: nil, upperBound: nil), location: nil),
        ]
        let items = layout.marks.ambiguities.compactMap { UndeterminedItem($0, in: layout) }
        #expect(items.map(\.label) == ["x 16…244", "y ≥ 0, height ?"])
        #expect(items[0].sweep == 16...284)
        #expect(items[1].sweep == nil)
        #expect(items[0].title == "Need constraints for: X position of 'free' (x 16…244)")
        #expect(items[1].title == "Need constraints for: Y position or height of 'a' (y ≥ 0, height ?)")
        let marks = ArrowLayout(canvas: b.canvas, views: b.views, obstacles: [], padding: 16, measure: Self.fakeMeasure)
            .marks(for: [], undetermined: items)
        #expect(marks.map(\.status) == [.ambiguous, .ambiguous] && marks.allSatisfy(\.isDashed))
        // The outline, then the sweep 6 points below the view, labelled.
        #expect(marks[0].lines.count == 5)
        #expect(marks[0].lines[0] == .init(start: Point(x: 40, y: 120), end: Point(x: 80, y: 120)))
        #expect(marks[0].lines[4] == .init(start: Point(x: 16, y: 146), end: Point(x: 284, y: 146)))
        #expect(marks[0].labels.map(\.text) == ["x 16…244"])
        #expect(marks[1].lines.count == 4 && marks[1].labels.map(\.text) == ["y ≥ 0, height ?"])
    }

    @Test("an undetermined item off the canvas, or with no area, is named and pointed to from inside the edge")
    func undeterminedOffCanvas() throws {
        var b = Self.builder()
        b.add("field", .textField, x: 20, y: -54, width: 200, height: 34)
        var layout = b.layout
        layout.guides["spacer"] = Rect(x: 0, y: 0, width: 10, height: 0)
        layout.marks.ambiguities = [
            Ambiguity(name: "field", subject: .view, axis: .vertical, position: ValueRange(lowerBound: nil, upperBound: nil),
                      size: nil, location: nil),
            Ambiguity(name: "spacer", subject: .guide, axis: .vertical, position: ValueRange(lowerBound: nil, upperBound: nil),
                      size: ValueRange(lowerBound: nil, upperBound: nil), location: nil),
        ]
        let items = layout.marks.ambiguities.compactMap { UndeterminedItem($0, in: layout) }
        let marks = ArrowLayout(canvas: b.canvas, views: b.views, obstacles: [], padding: 16, measure: Self.fakeMeasure)
            .marks(for: [], undetermined: items)
        #expect(marks.map { $0.labels.map(\.text) } == [["field: y ?"], ["spacer: y ?, height ?"]])
        #expect(marks[1].caps.isEmpty)  // on the edge, not beyond it: no arrow
        // An arrow from 16 pt inside the top edge to the edge, below the field's middle (x 120).
        #expect(marks[0].caps.first == .init(start: Point(x: 120, y: 16), end: Point(x: 120, y: 0)))
        #expect(marks[0].caps.count == 3)
        // The field's label inside the canvas, beyond the arrow's tail; the spacer's beside the edge it lies on.
        let field = try #require(marks[0].labels.first), spacer = try #require(marks[1].labels.first)
        #expect(field.frame.minY >= 16 && field.frame.minX >= 0)
        #expect(spacer.frame.minY >= -16)  // in the picture (the padding above the canvas)
    }

    @Test("a short spacing beam between two texts moves to where its label can sit beside it, over nothing")
    func shortBeamsBetweenTextsMoveToAFreeLane() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("title", .view, x: 20, y: 40, width: 200, height: 20)
        b.add("button", .view, x: 20, y: 68, width: 60, height: 20)
        b.constrain("button", .top, .equal, "title", .bottom, constant: 8)
        // Both views are all text: the 8-point gap between them has no room for a 12-point label,
        // and in the middle of their overlap (x 50) every spot beside the beam is over text.
        let texts = [Rect(x: 20, y: 40, width: 200, height: 20), Rect(x: 20, y: 68, width: 60, height: 20)]
        let mark = try #require(Self.marks(b, obstacles: texts).first)
        // The beam goes to the overlap's leading end (6 points in: half a cap and a gap)...
        #expect(mark.lines == [.init(start: Point(x: 26, y: 60), end: Point(x: 26, y: 68))])
        let label = try #require(mark.labels.first)
        // ... and its label beside it, level with it, covering no text.
        #expect(abs(label.frame.midY - 64) <= 0.5, "\(label.frame) drifted from its beam")
        #expect(label.frame.maxX <= 26 - ArrowLayout.capLength / 2 - ArrowLayout.labelGap + 0.01)
        #expect(texts.allSatisfy { FixtureTidinessTests.overlap($0, label.frame) == 0 })
        #expect(ArrowLayout.drift(of: Rect(x: 44, y: 20, width: 12, height: 13), from: Point(x: 50, y: 64),
                                  along: false, length: 8) == 64 - 26.5 - 8.5)
    }

    @Test("a short spacing beam whose label is beside it in the middle stays there")
    func shortBeamsWithRoomStayInTheMiddle() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("title", .view, x: 20, y: 40, width: 200, height: 20)
        b.add("button", .view, x: 20, y: 68, width: 60, height: 20)
        b.constrain("button", .top, .equal, "title", .bottom, constant: 8)
        let mark = try #require(Self.marks(b, obstacles: []).first)
        #expect(mark.lines == [.init(start: Point(x: 50, y: 60), end: Point(x: 50, y: 68))])
    }

    @Test("aligned baselines are underlined from one text to the other, unbroken")
    func baselineAlignment() throws {
        var b = Self.builder()
        b.add("name", .label, x: 20, y: 100, width: 50, height: 20) { $0.text = "Name" }
        b.add("field", .textField, x: 80, y: 100, width: 200, height: 20) { $0.placeholder = "Your name" }
        b.constrain("field", .firstBaseline, .equal, "name", .firstBaseline)
        // The placeholder is drawn at x 87…147, the label's text at 20…50.
        let texts = [Rect(x: 20, y: 102, width: 30, height: 16), Rect(x: 87, y: 102, width: 60, height: 16)]
        let mark = try #require(Self.marks(b, obstacles: texts).first)
        let line = try #require(mark.lines.first)
        #expect(mark.lines.count == 1 && line.isHorizontal)
        #expect(line.start.x == 20 - ArrowLayout.alignmentOverhang && line.end.x == 147 + ArrowLayout.alignmentOverhang)
    }

    @Test("baseline constraints use the text's baselines")
    func baselines() throws {
        var b = Self.builder()
        b.add("label", .label, x: 100, y: 100, width: 100, height: 40) { $0.text = "Baseline" }
        b.add("other", .view, x: 220, y: 90, width: 40, height: 40)
        b.constrain("other", .bottom, .equal, "label", .firstBaseline)
        let metrics = try #require(b.views.last { $0.name == "label" }?.text)
        // The label is taller than its text: its first baseline lies its text's first-baseline
        // distance below its top, where the engine holds it (not on the centred text).
        let baseline = 100 + metrics.firstBaseline
        let line = try #require(Self.marks(b).first?.lines.first)
        // Not equal to other.bottom (130): an I-beam from the baseline to the bottom.
        #expect(abs(min(line.start.y, line.end.y) - baseline) < 0.001)
    }

    @Test("a stack's baseline is drawn on its arranged view's, as the engine holds it")
    func stackBaselineIsAnArrangedViews() throws {
        var b = Self.builder()
        b.add("stack", .stack, x: 100, y: 100, width: 100, height: 60)
        b.add("inner", .label, in: "stack", x: 0, y: 20) { $0.text = "Inner" }
        b.constrain("a", .bottom, .equal, "stack", .firstBaseline)
        let metrics = try #require(b.views.last { $0.name == "inner" }?.text)
        let views = b.views.map { view -> SolvedView in
            var view = view
            if view.name == "stack" { view.firstBaselineView = "inner" }
            return view
        }
        let line = try #require(ArrowLayout(canvas: b.canvas, views: views, obstacles: [], padding: 16, measure: Self.fakeMeasure)
            .marks(for: b.layout.constraints).first?.lines.first)
        // The inner label is as high as its text, at y 120: its baseline is 120 + its first baseline
        // (not the stack's top, 100). a.bottom is 80: an I-beam from there down to the baseline.
        #expect(abs(max(line.start.y, line.end.y) - (120 + metrics.firstBaseline)) < 0.001)
    }

    @Test("a stretched label's baseline is drawn where the layout holds it, with a dashed leader to its centred text")
    func stretchedLabelBaseline() throws {
        var b = Self.builder()
        b.add("tall", .label, x: 20, y: 100, width: 60, height: 80) { $0.text = "Tall" }
        let metrics = try #require(b.views.last { $0.name == "tall" }?.text)
        let held = 100 + metrics.firstBaseline
        // The neighbour is exactly as high as its text, so its baseline is on its text.
        b.add("side", .label, x: 120, y: held - metrics.firstBaseline, width: 40, height: metrics.size.height) {
            $0.text = "Side"
        }
        b.constrain("side", .firstBaseline, .equal, "tall", .firstBaseline)
        // UILabel draws the text centred in the label's 80 points: its top at 140 − height / 2.
        let drawnTop = 140 - metrics.size.height / 2
        let drawn = drawnTop + metrics.firstBaseline
        let texts = [Rect(x: 20, y: drawnTop, width: 24, height: metrics.size.height),
                     Rect(x: 120, y: held - metrics.firstBaseline, width: 24, height: metrics.size.height)]
        let marks = Self.marks(b, obstacles: texts)
        #expect(marks.count == 2)
        let line = try #require(marks.first?.lines.first)
        #expect(line.isHorizontal && abs(line.start.y - held) < 0.001)
        // The note: a leader at the text's end facing the neighbour, from the held baseline to the
        // drawn one, and a line under the drawn text; dashed, in the constraint's colour.
        let note = try #require(marks.last)
        #expect(note.isDashed && note.status == .satisfied && note.labels.isEmpty)
        #expect(note.lines == [.init(start: Point(x: 44, y: held), end: Point(x: 44, y: drawn)),
                               .init(start: Point(x: 20, y: drawn), end: Point(x: 44, y: drawn))])
        #expect(note.title == "tall.firstBaseline is held \(formatNumber(drawn - held)) pt above its text as drawn: the layout "
            + "keeps it a fixed distance from the label's top, and UILabel draws the text centred in the label's height")
    }
}

@Suite("Constraint label text")
struct ConstraintLabelTextTests {
    static func spec(_ relation: LayoutRelation, constant: Double, multiplier: Double = 1, priority: Double = 1000,
                     standard: Bool = false) -> ConstraintSpec {
        ConstraintSpec(first: AttributeReference(item: ItemReference("a"), attribute: .top), relation: relation,
                       second: AttributeReference(item: ItemReference("b"), attribute: .bottom),
                       multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
                       usesStandardSpacing: standard)
    }

    @Test("spacings read as positive distances, the relation turned when the constant is negative")
    func spacing() {
        #expect(ConstraintLabelText.spacing(Self.spec(.equal, constant: 20)) == "20")
        #expect(ConstraintLabelText.spacing(Self.spec(.equal, constant: -20)) == "20")
        #expect(ConstraintLabelText.spacing(Self.spec(.greaterThanOrEqual, constant: 8)) == "≥ 8")
        #expect(ConstraintLabelText.spacing(Self.spec(.lessThanOrEqual, constant: -8)) == "≥ 8")
        // Interface Builder shows a standard spacing's value; the title still tells it is standard.
        #expect(ConstraintLabelText.spacing(Self.spec(.equal, constant: 8, standard: true)) == "8")
        #expect(ConstraintLabelText.spacing(Self.spec(.equal, constant: -8, standard: true)) == "8")
        #expect(ConstraintLabelText.spacing(Self.spec(.equal, constant: 12.3456, priority: 999)) == "12.35 @999")
    }

    @Test("relative sizes show the relation, the multiplier, the reference and the constant")
    func relative() {
        func spec(_ relation: LayoutRelation, constant: Double = 0, multiplier: Double = 1, priority: Double = 1000,
                  first: LayoutAttribute = .width, second: LayoutAttribute = .width) -> ConstraintSpec {
            ConstraintSpec(first: AttributeReference(item: ItemReference("blue"), attribute: first), relation: relation,
                           second: AttributeReference(item: ItemReference("red"), attribute: second),
                           multiplier: multiplier, constant: constant, priority: LayoutPriority(priority))
        }
        #expect(ConstraintLabelText.relative(spec(.equal)) == "=")
        #expect(ConstraintLabelText.relative(spec(.equal, priority: 250)) == "= @250")
        // Multipliers keep the digits their author wrote (Apple's proportional-layout recipe uses 1.125).
        #expect(ConstraintLabelText.relative(spec(.equal, multiplier: 1.125)) == "= 1.125 × red.width")
        #expect(ConstraintLabelText.relative(spec(.greaterThanOrEqual, constant: -4, multiplier: 2)) == "≥ 2 × red.width − 4")
        #expect(ConstraintLabelText.relative(spec(.lessThanOrEqual, constant: 10)) == "≤ red.width + 10")
        #expect(ConstraintLabelText.relative(spec(.equal, second: .height)) == "= red.height")
        #expect(ConstraintLabelText.relative(spec(.equal, multiplier: 2, second: .height), sameItem: true) == "w = 2 × h")
    }

    @Test("titles give the equation, where it was written with the part that made it, and a state not met")
    func titles() {
        func solved(_ origin: ConstraintOrigin, state: SolvedConstraint.State = .satisfied, priority: Double = 1000) -> SolvedConstraint {
            let spec = ConstraintSpec(first: AttributeReference(item: ItemReference("b"), attribute: .leading), relation: .equal,
                                      second: AttributeReference(item: ItemReference("a"), attribute: .trailing), constant: 8,
                                      priority: LayoutPriority(priority), usesStandardSpacing: origin.syntax == .visualFormat,
                                      origin: origin)
            return SolvedConstraint(spec: spec, state: state, source: .user, firstFrame: .zero, secondFrame: .zero,
                                    firstName: "b", secondName: "a")
        }
        let whole = ConstraintOrigin(text: "b.leading == a.trailing + 8", syntax: .equation)
        #expect(ConstraintLabelText.title(solved(whole)) == "b.leading == a.trailing + 8")
        let wholeInFile = ConstraintOrigin(text: "b.leading == a.trailing + 8", syntax: .equation,
                                           location: SourceLocation(file: "s.yaml", line: 2, column: 5))
        #expect(ConstraintLabelText.title(solved(wholeInFile)) == "b.leading == a.trailing + 8\ns.yaml:2:5")
        let part = ConstraintOrigin(text: "H:|-[a]-[b]-|", syntax: .visualFormat, range: 6..<9,
                                    location: SourceLocation(file: "form.yaml", line: 7, column: 5))
        #expect(ConstraintLabelText.title(solved(part), conflicting: true) == """
            b.leading == a.trailing + standard
            form.yaml:7:11: the "]-[" of H:|-[a]-[b]-|
            conflicting: kept, but in conflict with the broken constraint
            """)
        #expect(ConstraintLabelText.title(solved(whole, state: .broken)) == """
            b.leading == a.trailing + 8
            broken: a required constraint given up to resolve a conflict
            """)
        let located = ConstraintOrigin(text: "b.leading == a.trailing + 8 @250", syntax: .equation,
                                       location: SourceLocation(file: "s.yaml", line: 3, column: 5))
        #expect(ConstraintLabelText.title(solved(located, state: .violated(by: 12.5), priority: 250)) == """
            b.leading == a.trailing + 8 @low
            s.yaml:3:5: b.leading == a.trailing + 8 @250
            not met: off by 12.5 pt (optional, priority 250)
            """)
    }
}

@Suite("Arrow layout far from the origin")
struct ArrowLayoutFarTests {
    /// At 1e18 a step of 6 points is lost to rounding: moving a beam aside used to loop for ever.
    /// (The loader now refuses such a scene; the layout stays safe for any frames it is given.)
    @Test("beams on a view at 1e18 are placed, and the placement ends")
    func farView() {
        var b = LayoutBuilder(canvas: Canvas(name: "test", size: Size(width: 300, height: 200)))
        b.add("red", .view, x: 0, y: 1e18, width: 100, height: 100)
        b.constrain("red", .width, constant: 100)
        b.constrain("red", .width, .greaterThanOrEqual, constant: 50)
        b.constrain("red", .height, .equal, "red", .width)
        let marks = ArrowLayoutTests.marks(b)
        #expect(marks.count == 3)
    }
}
