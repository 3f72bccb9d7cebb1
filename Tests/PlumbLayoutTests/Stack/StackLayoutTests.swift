import Testing
@testable import PlumbLayout

/// Stack views solved end to end with the fixed-advance measurer (font 10: 5 pt a character,
/// 12-pt lines, baseline 10 below the line's top) on the plain 400 × 300 @1x canvas.
/// Each expected frame is worked out by hand beside the test.
@Suite struct StackLayoutTests {
    private func stack(_ name: String, _ settings: StackProperties, _ views: [ViewNode], hidden: Set<String> = []) -> ViewNode {
        var properties = ViewProperties()
        properties.stack = settings
        let arranged = views.map { view -> ViewNode in
            var view = view
            if hidden.contains(view.name) { view.properties.hidden = true }
            return view
        }
        return ViewNode(name: name, kind: .stack, properties: properties, subviews: arranged)
    }

    private func pinned(_ stack: ViewNode, leading: Double? = 0, trailing: Double? = 0, top: Double = 0,
                        centerX: Bool = false) -> LayoutDocument {
        var constraints = [Scene.constraint("\(stack.name).top", .equal, "superview.top", plus: top)]
        if let leading { constraints.append(Scene.constraint("\(stack.name).leading", .equal, "superview.leading", plus: leading)) }
        if let trailing { constraints.append(Scene.constraint("\(stack.name).trailing", .equal, "superview.trailing", plus: -trailing)) }
        if centerX { constraints.append(Scene.constraint("\(stack.name).centerX", .equal, "superview.centerX")) }
        return LayoutDocument(name: "stack", views: [stack], constraints: constraints)
    }

    @Test func aViewNothingSizesAcrossATrailingAlignedStackHasNoWidthAndIsNotAmbiguous() throws {
        // Stack 10…390 (380 wide), vertical, aligned trailing: the label "bb" is 10 wide at 370…380 in it; the plain
        // view below it has no intrinsic size and no width constraint: UIKit's ambiguity suppression
        // (width 0 at priority 25) makes it 0 wide at the trailing edge, 380, and the layout whole.
        var panel = ViewNode(name: "panel", kind: .view)
        panel.properties.intrinsicSize = Size(width: -1, height: 40)
        let document = pinned(stack("s", StackProperties(axis: .vertical, alignment: .trailing, spacing: 8),
                                    [Scene.label("b", "bb", size: 10), panel]),
                              leading: 10, trailing: 10, top: 20)
        let layout = try solve(document)
        expectFrame(layout, "b", 370, 0, 10, 12)
        expectFrame(layout, "panel", 380, 20, 0, 40)
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer())
            .diagnose(Canvas(name: "plain", size: Size(width: 400, height: 300)))
        #expect(diagnosis.ambiguities.isEmpty)
    }

    @Test func fillStretchesTheLaterOfTwoEquallyHuggingViews() throws {
        // Stack 10…390 (380 wide). a "aaaa" 20 wide, b "bb" 10 wide, spacing 8. Both hug at 251; the
        // stack gives the earlier view the higher bias, so b stretches: a 0…20, b 28…380.
        // Height: alignment fill, both 12 high, nothing else sizes the stack: 12.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, spacing: 8),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10)]),
                              leading: 10, trailing: 10, top: 20)
        let layout = try solve(document)
        expectFrame(layout, "s", 10, 20, 380, 12)
        expectFrame(layout, "a", 0, 0, 20, 12)
        expectFrame(layout, "b", 28, 0, 352, 12)
    }

    @Test func verticalCenteredStackHugsItsWidestViewAndSkipsHiddenOnes() throws {
        // a 20 × 12, b hidden, c 10 × 12, standard spacing 8: height 12 + 8 + 12 = 32.
        // Width: the canvas-fit constraint (@49) shrinks the stack to its widest view, 20; centred
        // on the root's centre 200: x 190. c is centred in the stack: x (20 − 10) / 2 = 5.
        let document = pinned(stack("s", StackProperties(axis: .vertical, alignment: .center, spacing: nil),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bbbbbbbb", size: 10),
                                     Scene.label("c", "cc", size: 10)], hidden: ["b"]),
                              leading: nil, trailing: nil, top: 10, centerX: true)
        let layout = try solve(document)
        expectFrame(layout, "s", 190, 10, 20, 32)
        expectFrame(layout, "a", 0, 0, 20, 12)
        expectFrame(layout, "c", 5, 20, 10, 12)
        #expect(layout.view(named: "b")?.frame.height == 0)
    }

    @Test func equalSpacingSharesTheSpaceBetweenViews() throws {
        // Views 20, 10 and 40 wide in 400: 330 left over, two equal gaps of 165.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .equalSpacing, spacing: 0),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10),
                                     Scene.label("c", "cccccccc", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 20, 12)
        expectFrame(layout, "b", 185, 0, 10, 12)
        expectFrame(layout, "c", 360, 0, 40, 12)
    }

    @Test func aDistributionOnlyATraitVariantMakesEqualHasItsGapsOnEveryCanvas() throws {
        // Fill by default, equal spacing where the height is compact. Views 20, 10 and 40 wide.
        var document = pinned(stack("s", StackProperties(axis: .horizontal, spacing: 0),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10),
                                     Scene.label("c", "cccccccc", size: 10)]), top: 20)
        var patch = ViewProperties()
        patch.stack = StackProperties(axis: .horizontal, distribution: .equalSpacing, spacing: 0)
        document.variants = [TraitVariant(condition: TraitCondition(vertical: .compact), properties: ["s": patch])]
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait (393 wide): fill, the last view stretches (30…393); the gaps are collapsed at the
        // stack's top-leading corner.
        expectFrame(layouts[0], "b", 20, 0, 10, 12)
        expectFrame(layouts[0], "c", 30, 0, 363, 12)
        #expect(layouts[0].guides["s#gap0"] == Rect(x: 0, y: 20, width: 0, height: 0))
        #expect(layouts[0].guides["s#gap1"] == Rect(x: 0, y: 20, width: 0, height: 0))
        // Landscape (852 wide): 852 − 70 = 782 shared by two gaps of 391.
        expectFrame(layouts[1], "b", 411, 0, 10, 12)
        expectFrame(layouts[1], "c", 812, 0, 40, 12)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() throws {
        // 400 − 2 × 5 spacing = 390, three views of 130.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillEqually, spacing: 5),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10),
                                     Scene.label("c", "cccccccc", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 130, 12)
        expectFrame(layout, "b", 135, 0, 130, 12)
        expectFrame(layout, "c", 270, 0, 130, 12)
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() throws {
        // Intrinsic widths 20 and 60 (1 : 3) share 400: 100 and 300. With spacing 0, UIKit's D is the
        // sum of the lengths, 80, and every proportion holds: the same as Plumb's former form.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 0),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bbbbbbbbbbbb", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 100, 12)
        expectFrame(layout, "b", 100, 0, 300, 12)
    }

    /// The plain canvas at 4 pixels a point, where quarter points (93.75) survive pixel rounding.
    private static let quarterPointCanvas = Canvas(name: "plain@4x", size: Size(width: 400, height: 300), scale: 4)

    /// Two labels 50 and 100 wide ("a" × 10, "b" × 20 at 5 pt a character), 10 apart, in a stack of `width`.
    private func twoProportionalLabels(width: Double, spacing: Double? = 10,
                                       customSpacing: [String: Double] = [:]) -> LayoutDocument {
        var document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally,
                                                         spacing: spacing, customSpacing: customSpacing),
                                    [Scene.label("a", String(repeating: "a", count: 10), size: 10),
                                     Scene.label("b", String(repeating: "b", count: 20), size: 10)]),
                              trailing: nil)
        document.constraints.append(Scene.constraint("s.width", .equal, plus: width))
        return document
    }

    @Test func fillProportionallyLetsTheLastViewTakeWhatTheProportionsLeave() throws {
        // UIKit: D = 50 + 100 + 10 = 160. a == 50/160 × 300 = 93.75 at 999 holds; b == 100/160 × 300
        // = 187.5 at 998 cannot also hold (93.75 + 10 + 187.5 = 291.25 ≠ 300), so b gives way and takes
        // the rest: 300 − 10 − 93.75 = 196.25, from 103.75. (Plumb's former form, shares of 300 − 10, gave
        // 96.67 and 193.33.)
        let layout = try solve(twoProportionalLabels(width: 300), Self.quarterPointCanvas)
        expectFrame(layout, "a", 0, 0, 93.75, 12)
        expectFrame(layout, "b", 103.75, 0, 196.25, 12)
    }

    @Test func fillProportionallyOfThreeViewsGivesTheDifferenceToTheLast() throws {
        // Widths 10, 30, 40, spacing 10, stack 300: D = 80 + 20 = 100. a == 300 × 10/100 = 30 (999) and
        // b == 300 × 30/100 = 90 (998) hold; c == 120 (997) gives way: 300 − 20 − 30 − 90 = 160.
        // a 0…30, b 40…130, c 140…300. (Plumb's former form gave 35, 105 and 140.)
        var document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10),
                                    [Scene.label("a", "aa", size: 10), Scene.label("b", "bbbbbb", size: 10),
                                     Scene.label("c", "cccccccc", size: 10)]),
                              trailing: nil)
        document.constraints.append(Scene.constraint("s.width", .equal, plus: 300))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 30, 12)
        expectFrame(layout, "b", 40, 0, 90, 12)
        expectFrame(layout, "c", 140, 0, 160, 12)
    }

    @Test func fillProportionallyInAStackExactlyAsLongAsItsDenominatorKeepsEveryLength() throws {
        // Stack 160 = D: a == 160 × 50/160 = 50, b == 160 × 100/160 = 100, and 50 + 10 + 100 = 160: all hold.
        let layout = try solve(twoProportionalLabels(width: 160))
        expectFrame(layout, "a", 0, 0, 50, 12)
        expectFrame(layout, "b", 60, 0, 100, 12)
    }

    @Test func fillProportionallyInAStackNothingSizesSettlesAtItsDenominator() throws {
        // Only the leading edge pinned: a == 50/160 × S and b == 100/160 × S with a + 10 + b == S all hold
        // only at S = 160 (S × 10/160 = 10): the stack is 160 wide, a 50 and b 100, with no lower priority asked.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10),
                                    [Scene.label("a", String(repeating: "a", count: 10), size: 10),
                                     Scene.label("b", String(repeating: "b", count: 20), size: 10)]),
                              trailing: nil)
        let layout = try solve(document)
        expectFrame(layout, "s", 0, 0, 160, 12)
        expectFrame(layout, "a", 0, 0, 50, 12)
        expectFrame(layout, "b", 60, 0, 100, 12)
    }

    @Test func fillProportionallyLeavesCustomAndStandardSpacingOutOfItsDenominator() throws {
        // A custom 30 after a: D stays 160, a = 93.75, b = 300 − 30 − 93.75 = 176.25 from 123.75.
        let custom = try solve(twoProportionalLabels(width: 300, customSpacing: ["a": 30]), Self.quarterPointCanvas)
        expectFrame(custom, "a", 0, 0, 93.75, 12)
        expectFrame(custom, "b", 123.75, 0, 176.25, 12)
        // Standard spacing (8) adds nothing to D = 150: a = 300 × 50/150 = 100, b = 300 − 8 − 100 = 192.
        let standard = try solve(twoProportionalLabels(width: 300, spacing: nil))
        expectFrame(standard, "a", 0, 0, 100, 12)
        expectFrame(standard, "b", 108, 0, 192, 12)
    }

    @Test func fillProportionallyWeighsANestedStackByItsContentAcrossIt() throws {
        // A vertical stack 72 high (centred, spacing 0): a row of "aaaa" (20 × 12) and "bb" (10 × 12), 10
        // apart, which has no intrinsic size, weighs its fitting height, 12; "cccccc" at size 20 is 60 × 24.
        // 12 : 24 of 72 give 24 and 48. The row is 20 + 10 + 10 = 40 wide, centred in 400: x 180; its
        // labels fill its 24. The label is centred: (400 - 60) / 2 = 170, from 24.
        let row = stack("row", StackProperties(axis: .horizontal, spacing: 10),
                        [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10)])
        var document = pinned(stack("s", StackProperties(axis: .vertical, distribution: .fillProportionally,
                                                         alignment: .center, spacing: 0),
                                    [row, Scene.label("c", "cccccc", size: 20)]))
        document.constraints.append(Scene.constraint("s.height", .equal, plus: 72))
        let layout = try solve(document)
        expectFrame(layout, "row", 180, 0, 40, 24)
        expectFrame(layout, "a", 0, 0, 20, 24)
        expectFrame(layout, "b", 30, 0, 10, 24)
        expectFrame(layout, "c", 170, 24, 60, 48)
    }

    @Test func fillProportionallyWeighsANestedStackAlongItByItsVisibleViewsAndSpacing() throws {
        // A horizontal stack 400 wide (spacing 0): a row of "aaaa" (20), a hidden "hh" and "bb" (10), 10 apart,
        // weighs 20 + 10 + 10 = 40 (the hidden view and its spacing left out); "cccccccccccc" is 60.
        // 40 : 60 of 400 give 160 and 240. In the row the later of two labels hugging alike stretches:
        // a 0…20, b 30…160.
        let row = stack("row", StackProperties(axis: .horizontal, spacing: 10),
                        [Scene.label("a", "aaaa", size: 10), Scene.label("h", "hh", size: 10),
                         Scene.label("b", "bb", size: 10)], hidden: ["h"])
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 0),
                                    [row, Scene.label("c", "cccccccccccc", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "row", 0, 0, 160, 12)
        expectFrame(layout, "a", 0, 0, 20, 12)
        expectFrame(layout, "b", 30, 0, 130, 12)
        expectFrame(layout, "c", 160, 0, 240, 12)
    }

    @Test func fillProportionallyGivesAPlainViewWithoutIntrinsicSizeNoShare() throws {
        // A plain view with nothing inside fits in no width: the label "cccccccccccc" (60) takes all 400.
        var plain = Scene.view("v")
        plain.properties.intrinsicSize = Size(width: -1, height: 12)
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 0),
                                    [plain, Scene.label("c", "cccccccccccc", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "v", 0, 0, 0, 12)
        expectFrame(layout, "c", 0, 0, 400, 12)
    }

    @Test func fillProportionallyKeepsAnEmptyViewLastAtZero() throws {
        // "aaaaaaaaaa" (50) and an empty plain view v, spacing 10, stack 300: D = 50 + 10 = 60, a == 250 at
        // 999. v, which Plumb cannot measure, is held at 0 above every share (999.5), as UIKit holds a view
        // that fits in no length (required): a gives way and takes 300 − 10 = 290; v 0 wide at 300.
        var plain = Scene.view("v")
        plain.properties.intrinsicSize = Size(width: -1, height: 12)
        var document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10),
                                    [Scene.label("a", String(repeating: "a", count: 10), size: 10), plain]),
                              trailing: nil)
        document.constraints.append(Scene.constraint("s.width", .equal, plus: 300))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 290, 12)
        expectFrame(layout, "v", 300, 0, 0, 12)
    }

    @Test func equalCenteringSpacesCentresEqually() throws {
        // a (20) starts at 0, centre 10; c (40) ends at 400, centre 380; b's centre halfway, 195: x 190.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .equalCentering, spacing: 0),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10),
                                     Scene.label("c", "cccccccc", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 20, 12)
        expectFrame(layout, "b", 190, 0, 10, 12)
        expectFrame(layout, "c", 360, 0, 40, 12)
    }

    @Test func firstBaselineAlignmentLinesUpTextOfDifferentSizes() throws {
        // a: font 10, 10 × 12, baseline 10; b: font 20, 20 × 24, baseline 20; spacing 8.
        // Baselines equal: a.top + 10 == b.top + 20. The stack is as short as it can be (@49) with every
        // view inside: b.top = 0, a.top = 10, height max(22, 24) = 24. Width 10 + 8 + 20 = 38.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8),
                                    [Scene.label("a", "aa", size: 10), Scene.label("b", "bb", size: 20)]),
                              leading: 0, trailing: nil)
        let layout = try solve(document)
        expectFrame(layout, "s", 0, 0, 38, 24)
        expectFrame(layout, "a", 0, 10, 10, 12)
        expectFrame(layout, "b", 18, 0, 20, 24)
    }

    @Test func nestedStacksMakeAForm() throws {
        // A vertical stack (spacing 8, fill) of two horizontal rows (spacing 8, fill), pinned 20 from the
        // left and right: 360 wide. Row 1: "Name" (20) and a field-like label "xxxxxxxxxx" (50) hugging
        // at 250 (lower than the 251 of the first label), so the second stretches: 28…360 → width 332.
        var field = Scene.label("f1", "xxxxxxxxxx", size: 10)
        field.properties.hugging = AxisPriorities(horizontal: LayoutPriority(250))
        var field2 = Scene.label("f2", "yy", size: 10)
        field2.properties.hugging = AxisPriorities(horizontal: LayoutPriority(250))
        let row1 = stack("row1", StackProperties(axis: .horizontal, spacing: 8), [Scene.label("l1", "Name", size: 10), field])
        let row2 = stack("row2", StackProperties(axis: .horizontal, spacing: 8), [Scene.label("l2", "Mail", size: 10), field2])
        let form = stack("form", StackProperties(axis: .vertical, spacing: 8), [row1, row2])
        let layout = try solve(pinned(form, leading: 20, trailing: 20, top: 30))
        expectFrame(layout, "form", 20, 30, 360, 32)
        expectFrame(layout, "row1", 0, 0, 360, 12)
        expectFrame(layout, "row2", 0, 20, 360, 12)
        expectFrame(layout, "l1", 0, 0, 20, 12)
        expectFrame(layout, "f1", 28, 0, 332, 12)
        expectFrame(layout, "f2", 28, 0, 332, 12)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        // Vertical, spacing 30 between baselines: a (font 10) is 12 high with its baseline at 10; b's
        // first baseline (20 below its top, font 20) is 30 below a's last: b.top = 10 + 30 − 20 = 20.
        // The stack ends at b's bottom: 20 + 24 = 44.
        let document = pinned(stack("s", StackProperties(axis: .vertical, alignment: .leading, spacing: 30,
                                                         isBaselineRelativeArrangement: true),
                                    [Scene.label("a", "aa", size: 10), Scene.label("b", "bb", size: 20)]),
                              leading: 0, trailing: nil)
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 10, 12)
        expectFrame(layout, "b", 0, 20, 20, 24)
        expectFrame(layout, "s", 0, 0, 20, 44)
    }

    @Test func negativeSpacingOverlapsViews() throws {
        // fillEqually with spacing −10 in 400: (400 + 10) / 2 = 205 each; b starts 10 before a ends.
        let document = pinned(stack("s", StackProperties(axis: .horizontal, distribution: .fillEqually, spacing: -10),
                                    [Scene.label("a", "aaaa", size: 10), Scene.label("b", "bb", size: 10)]))
        let layout = try solve(document)
        expectFrame(layout, "a", 0, 0, 205, 12)
        expectFrame(layout, "b", 195, 0, 205, 12)
    }

    /// A stack's baselines are an arranged view's, as UIKit's `forFirstBaselineLayout` and
    /// `forLastBaselineLayout` answer: a probe box's top is tied to the stack's first baseline and
    /// another's bottom to its last. "aa" at 10 pt is 12 high with its baseline 10 below its top;
    /// "bb" at 20 pt 24 high with its baseline 20 below its top (4 above its bottom).
    private func probed(_ stack: ViewNode) throws -> SolvedLayout {
        let box = { (name: String) in ViewNode(name: name, kind: .view) }
        let document = LayoutDocument(name: "stack", views: [stack, box("first"), box("last")], constraints: [
            Scene.constraint("\(stack.name).top", .equal, "superview.top", plus: 20),
            Scene.constraint("\(stack.name).leading", .equal, "superview.leading"),
            Scene.constraint("first.leading", .equal, "superview.leading", plus: 300),
            Scene.constraint("first.width", .equal, plus: 10), Scene.constraint("first.height", .equal, plus: 10),
            Scene.constraint("first.top", .equal, "\(stack.name).firstBaseline"),
            Scene.constraint("last.leading", .equal, "superview.leading", plus: 350),
            Scene.constraint("last.width", .equal, plus: 10), Scene.constraint("last.height", .equal, plus: 10),
            Scene.constraint("last.bottom", .equal, "\(stack.name).lastBaseline"),
        ])
        return try solve(document)
    }

    @Test func aVerticalStacksBaselinesAreItsFirstAndLastArrangedViews() throws {
        // a 0…12, b 20…44 (spacing 8) in a stack at y 20: its first baseline is a's, 20 + 10 = 30; its
        // last b's, 20 + 20 + 20 = 60.
        let layout = try probed(stack("s", StackProperties(axis: .vertical, alignment: .leading, spacing: 8),
                                      [Scene.label("a", "aa", size: 10), Scene.label("b", "bb", size: 20)]))
        expectFrame(layout, "s", 0, 20, 20, 44)
        expectFrame(layout, "first", 300, 30, 10, 10)
        expectFrame(layout, "last", 350, 50, 10, 10)
        #expect(layout.view(named: "s")?.firstBaselineView == "a" && layout.view(named: "s")?.lastBaselineView == "b")
    }

    @Test func aHorizontalStacksBaselinesAreItsTallestArrangedViews() throws {
        // Aligned to the top: b, the tallest, spans 20…44; both baselines are b's, at 40.
        let layout = try probed(stack("s", StackProperties(axis: .horizontal, alignment: .top, spacing: 8),
                                      [Scene.label("a", "aa", size: 10), Scene.label("b", "bb", size: 20)]))
        expectFrame(layout, "b", 18, 0, 20, 24)
        expectFrame(layout, "first", 300, 40, 10, 10)
        expectFrame(layout, "last", 350, 30, 10, 10)
    }

    @Test func aNestedStackAnswersForTheStackThatArrangesIt() throws {
        // A vertical stack whose first arranged view is a horizontal stack of a and b: its first
        // baseline is the inner stack's, b's, at 20 + 20 = 40; its last is c's ("aa", 12 high, below
        // the inner stack's 24 at spacing 8: 20 + 32 + 10 = 62). A hidden arranged view is passed over.
        let inner = stack("inner", StackProperties(axis: .horizontal, alignment: .top, spacing: 8),
                          [Scene.label("a", "aa", size: 10), Scene.label("b", "bb", size: 20)])
        let layout = try probed(stack("s", StackProperties(axis: .vertical, alignment: .leading, spacing: 8),
                                      [inner, Scene.label("c", "aa", size: 10), Scene.label("gone", "bb", size: 20)],
                                      hidden: ["gone"]))
        expectFrame(layout, "first", 300, 40, 10, 10)
        expectFrame(layout, "last", 350, 52, 10, 10)
        #expect(layout.view(named: "s")?.firstBaselineView == "b" && layout.view(named: "s")?.lastBaselineView == "c")
    }
}
