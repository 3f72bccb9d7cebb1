import Testing
@testable import PlumbLayout

/// One engine solving several canvases gives each a fresh solver: the results equal fresh solves,
/// even for layouts with many equally good solutions.
@Suite struct CanvasSequenceTests {
    typealias S = Scene

    static let regular = Canvas(name: "regular", size: Size(width: 800, height: 600),
                                traits: Traits(horizontal: .regular, vertical: .regular))

    /// A box 100 wide in compact width and 300 wide in regular width; a label whose text changes in regular.
    static let document: LayoutDocument = {
        var patch = ViewProperties()
        patch.text = "Regular!"
        return LayoutDocument(
            views: [S.view("box"), S.label("caption", "Compact", size: 20)],
            constraints: [
                S.constraint("box.leading", .equal, "superview.leadingMargin"),
                S.constraint("box.top", .equal, "superview.top", plus: 10),
                S.constraint("box.height", .equal, plus: 50),
                S.constraint("caption.leading", .equal, "box.trailing", plus: 8),
                S.constraint("caption.firstBaseline", .equal, "box.bottom"),
            ],
            variants: [
                TraitVariant(condition: TraitCondition(horizontal: .compact),
                             constraints: [S.constraint("box.width", .equal, plus: 100)]),
                TraitVariant(condition: TraitCondition(horizontal: .regular),
                             constraints: [S.constraint("box.width", .equal, plus: 300)],
                             properties: ["caption": patch]),
            ])
    }()

    @Test func variantsAreSwappedBetweenCanvases() throws {
        let canvases = [TestCanvas.plain, Self.regular, TestCanvas.plain, TestCanvas.portrait, Self.regular]
        let engine = LayoutEngine(document: Self.document, textMeasurer: FixedAdvanceTextMeasurer())
        let reused = try engine.solve(canvases)
        let fresh = try canvases.map { try solve(Self.document, $0) }
        #expect(reused == fresh)
        // Compact (plain): box 16..116 at y 10, 50 high; caption "Compact" 7 × 10 = 70 wide, 24 high,
        // x 124, baseline 60 → y 40.
        expectFrame(reused[0], "box", 16, 10, 100, 50)
        expectFrame(reused[0], "caption", 124, 40, 70, 24)
        // Regular: margins 20; box 20..320; caption "Regular!" 80 wide at 328.
        expectFrame(reused[1], "box", 20, 10, 300, 50)
        expectFrame(reused[1], "caption", 328, 40, 80, 24)
        #expect(reused[1].view(named: "caption")?.properties.text == "Regular!")
        // Only the constraints of the canvas's traits are reported.
        #expect(reused[0].constraints.filter { $0.source == .user }.count == 6)
        #expect(reused[1].constraints.filter { $0.source == .user }.map(\.spec.constant).last == 300)
    }

    @Test func anAmbiguousLayoutDoesNotDependOnTheCanvasesSolvedBefore() throws {
        // 'avatar' may sit anywhere between the margins and 'banner' has no width: the solver picks one
        // of many equally good layouts, and that pick must not depend on what it solved before.
        let document = LayoutDocument(views: [S.view("avatar"), S.view("banner")], constraints: [
            S.constraint("avatar.width", .equal, plus: 40),
            S.constraint("avatar.height", .equal, plus: 40),
            S.constraint("avatar.top", .equal, "safeArea.top", plus: 20),
            S.constraint("avatar.leading", .greaterThanOrEqual, "superview.leadingMargin"),
            S.constraint("avatar.trailing", .lessThanOrEqual, "superview.trailingMargin"),
            S.constraint("banner.leading", .equal, "superview.leading"),
            S.constraint("banner.trailing", .lessThanOrEqual, "superview.trailing"),
            S.constraint("banner.top", .equal, "avatar.bottom", plus: 20),
            S.constraint("banner.height", .equal, plus: 44),
        ])
        let canvases = [TestCanvas.portrait, TestCanvas.landscape, TestCanvas.plain, Self.regular, TestCanvas.portrait]
        let reused = try LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer()).solve(canvases)
        let fresh = try canvases.map { try solve(document, $0) }
        #expect(reused == fresh)
        let reversed = try LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer())
            .solve(canvases.reversed())
        #expect(Array(reversed.reversed()) == fresh)
    }

    @Test func inactiveConstraintsTakeNoPart() throws {
        var wide = S.constraint("box.width", .equal, plus: 300, priority: 999)
        wide.isActive = false
        let document = LayoutDocument(views: [S.view("box")], constraints: [
            S.constraint("box.leading", .equal, "superview.leading"),
            S.constraint("box.top", .equal, "superview.top"),
            S.constraint("box.height", .equal, plus: 10),
            S.constraint("box.width", .equal, plus: 100, priority: 500),
            wide,
        ])
        let layout = try solve(document)
        expectFrame(layout, "box", 0, 0, 100, 10)
        #expect(layout.constraints.count == 4)
    }

    @Test func textSizeScalesFontsAndTheirFrames() throws {
        var large = TestCanvas.plain
        large.textSize = .accessibilityExtraExtraExtraLarge   // body 53 pt: fonts × 53/17
        let layouts = try solve(Self.document, [TestCanvas.plain, large])
        // 20 pt × 53/17 = 62.353 pt: "Compact" 7 × 31.176 = 218.24 → 219 at scale 1; line 74.82 → 75.
        let caption = try #require(layouts[1].view(named: "caption"))
        #expect(caption.frame.size == Size(width: 219, height: 75))
        #expect(abs((caption.properties.font?.size ?? 0) - 20 * 53 / 17) < 1e-9)
        #expect(layouts[0].view(named: "caption")?.properties.font?.size == 20)
    }
}

/// Views with no constraints keep their frames, as autoresizing-mask translation does.
@Suite struct AutoresizingTests {
    typealias S = Scene

    @Test func unconstrainedViewsKeepTheirFrames() throws {
        let document = LayoutDocument(
            views: [S.view("panel", frame: Rect(x: 20, y: 30, width: 200, height: 100),
                           subviews: [S.view("badge", frame: Rect(x: 5, y: 6, width: 10, height: 12)),
                                      S.view("pinned")])],
            constraints: [
                // `superview` does not count as naming the panel: it keeps its frame.
                S.constraint("pinned.leading", .equal, "superview.leading", plus: 50),
                S.constraint("pinned.top", .equal, "superview.top"),
                S.constraint("pinned.width", .equal, plus: 40),
                S.constraint("pinned.height", .equal, "superview.height"),
            ])
        let layout = try solve(document)
        expectFrame(layout, "panel", 20, 30, 200, 100)
        expectFrame(layout, "badge", 5, 6, 10, 12)
        expectFrame(layout, "badge", 25, 36, 10, 12, absolute: true)
        expectFrame(layout, "pinned", 50, 0, 40, 100)
        let generated = layout.constraints.filter { $0.source == .autoresizingMask }
        #expect(Set(generated.map(\.firstName)) == ["panel", "badge"])
        #expect(generated.allSatisfy { $0.state == .satisfied })
    }

    @Test func translatesFalseTakesAViewOutOfAutoresizing() throws {
        var badge = S.view("badge", frame: Rect(x: 5, y: 6, width: 10, height: 12))
        badge.properties.translatesAutoresizingMaskIntoConstraints = false
        let layout = try solve(LayoutDocument(views: [badge]))
        #expect(layout.constraints.isEmpty)
    }
}
