import Testing
@testable import PlumbLayout

/// The constraints a stack generates, written compactly: `identifier: a.attr rel m*b.attr + c @p`.
private func lines(_ arrangement: StackArrangement) -> [String] {
    arrangement.constraints.map { spec in
        var text = "\(spec.identifier ?? "?"): \(spec.first) \(spec.relation.symbol)"
        if let second = spec.second {
            text += spec.multiplier == 1 ? " \(second)" : " \(formatNumber(spec.multiplier))*\(second)"
            if spec.constant != 0 { text += " \(spec.constant < 0 ? "-" : "+") \(formatNumber(abs(spec.constant)))" }
        } else {
            text += " \(formatNumber(spec.constant))"
        }
        if !spec.priority.isRequired { text += " @\(spec.priority)" }
        return text
    }
}

private func stack(_ settings: StackProperties, _ names: [String]) -> ViewNode {
    var properties = ViewProperties()
    properties.stack = settings
    return ViewNode(name: "s", kind: .stack, properties: properties,
                    subviews: names.map { ViewNode(name: $0, kind: .label) })
}

@Suite struct StackArrangementTests {
    @Test func fillDistributionChainsViewsWithExactSpacingAndFillsAcross() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, spacing: 8), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        #expect(lines(arrangement) == [
            "UISV-canvas-connection: a.leading == s.leading",
            "UISV-canvas-connection: s.trailing == b.trailing",
            "UISV-spacing: b.leading == a.trailing + 8",
            "UISV-canvas-connection: a.top == s.top",
            "UISV-canvas-connection: s.bottom == a.bottom",
            "UISV-canvas-connection: b.top == s.top",
            "UISV-canvas-connection: s.bottom == b.bottom",
        ])
        // Equal hugging stretches the later view first: it gets the smaller bias.
        #expect(arrangement.priorityBiases == ["a": 0.001, "b": 0])
    }

    @Test func hiddenViewsTakeNoSpaceAndLeaveTheChain() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .vertical, alignment: .leading, spacing: nil), ["a", "b", "c"]),
            isHidden: { $0 == "b" }, proportionalLength: { _ in 0 })
        #expect(lines(arrangement) == [
            // Collapsed in place: just below a, where it would sit, the spacing to it removed.
            "UISV-hiding: b.height == 0",
            "UISV-hiding: b.top == a.bottom",
            "UISV-hiding: b.leading == s.leading",
            "UISV-canvas-connection: a.top == s.top",
            "UISV-canvas-connection: s.bottom == c.bottom",
            "UISV-spacing: c.top == a.bottom + 8",
            "UISV-canvas-connection: a.leading == s.leading",
            "UISV-spanning-boundary: s.trailing >= a.trailing",
            "UISV-canvas-connection: c.leading == s.leading",
            "UISV-spanning-boundary: s.trailing >= c.trailing",
            "UISV-canvas-fit: s.width == 0 @49",
            // Nothing else sizing them across, UIKit holds them to no width.
            "UISV-ambiguity-suppression: a.width == 0 @25",
            "UISV-ambiguity-suppression: c.width == 0 @25",
        ])
        #expect(arrangement.constraints.first { $0.identifier == "UISV-spacing" }?.usesStandardSpacing == true)
    }

    @Test func aHiddenFirstViewSitsAtTheLeadingEdgeAndFollowsTheAlignmentAcross() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, alignment: .center, spacing: 4), ["a", "b"]),
            isHidden: { $0 == "a" }, proportionalLength: { _ in 0 })
        #expect(Array(lines(arrangement).prefix(3)) == [
            "UISV-hiding: a.width == 0",
            "UISV-hiding: a.leading == s.leading",
            "UISV-hiding: a.centerY == s.centerY",
        ])
    }

    @Test func equalSpacingUsesGapGuidesOfEqualLength() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .equalSpacing, alignment: .center, spacing: 4),
                       ["a", "b", "c"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        #expect(arrangement.guides == ["s#gap0", "s#gap1"])
        let text = lines(arrangement)
        #expect(text.contains("UISV-spacing: b.leading >= a.trailing + 4"))
        #expect(text.contains("UISV-distributing-edge: s#gap1.leading == b.trailing"))
        #expect(text.contains("UISV-fill-equally: s#gap1.width == s#gap0.width"))
        #expect(text.contains("UISV-canvas-fit: s#gap0.width == 0 @49"))
        #expect(text.contains("UISV-canvas-connection: c.centerY == s.centerY"))
    }

    // Was `fillProportionallySharesTheSpaceLeftAfterSpacing`, which expected Plumb's former form
    // `a.width == 0.25*s.width - 2.5 @999` (a share of the length left after spacing, every view at 999).
    // UIKit's form has no constant: L / D of the whole stack, D counting the spacing, priorities by index.
    @Test func fillProportionallyUsesUIKitsDenominatorAndPriorities() {
        // Intrinsic widths 50 and 100, spacing 10: D = 50 + 100 + 10 = 160; 50/160 = 0.3125, 100/160 = 0.625.
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { $0 == "a" ? 50 : 100 })
        let text = lines(arrangement)
        #expect(text.contains("UISV-fill-proportionally: a.width == 0.3125*s.width @999"))
        #expect(text.contains("UISV-fill-proportionally: b.width == 0.625*s.width @998"))
    }

    @Test func fillProportionallyCountsNeitherCustomNorStandardSpacingInItsDenominator() {
        // A custom 30 after a does not count: D = 50 + 100 + 10 (the stack's spacing) = 160.
        let custom = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10,
                                       customSpacing: ["a": 30]), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { $0 == "a" ? 50 : 100 })
        #expect(lines(custom).contains("UISV-fill-proportionally: a.width == 0.3125*s.width @999"))
        #expect(lines(custom).contains("UISV-spacing: b.leading == a.trailing + 30"))
        // Standard spacing adds nothing: D = 150, a 50/150.
        let standard = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: nil), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { $0 == "a" ? 50 : 100 })
        #expect(lines(standard).contains("UISV-fill-proportionally: a.width == 0.3333*s.width @999"))
        #expect(lines(standard).contains("UISV-fill-proportionally: b.width == 0.6667*s.width @998"))
    }

    @Test func fillProportionallyPrioritiesFollowTheIndexAmongAllArrangedViews() {
        // b is hidden: c keeps index 2 (997); D = 20 + 60 + 10 (one gap between the two visible views) = 90.
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .vertical, distribution: .fillProportionally, spacing: 10), ["a", "b", "c"]),
            isHidden: { $0 == "b" }, proportionalLength: { $0 == "a" ? 20 : 60 })
        let text = lines(arrangement)
        #expect(text.contains("UISV-fill-proportionally: a.height == 0.2222*s.height @999"))
        #expect(text.contains("UISV-fill-proportionally: c.height == 0.6667*s.height @997"))
        #expect(!text.contains { $0.hasPrefix("UISV-fill-proportionally: b.") })
        #expect(StackArrangement.proportionalPriority(index: 248) == LayoutPriority(751))
        #expect(StackArrangement.proportionalPriority(index: 400) == LayoutPriority(751))
    }

    @Test func fillProportionallyHoldsAViewOfNoLengthAtZeroAndAWholeShareIsRequired() {
        // a weighs 0: required 0. b weighs 60 of D = 60 (spacing 0): multiplier 1, required.
        // c cannot be measured (nil): weighs nothing, held at 0 just below required (999.5).
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 0), ["a", "b", "c"]),
            isHidden: { _ in false }, proportionalLength: { ["a": 0, "b": 60][$0] })
        let text = lines(arrangement)
        #expect(text.contains("UISV-fill-proportionally: a.width == 0"))
        #expect(text.contains("UISV-fill-proportionally: b.width == s.width"))
        #expect(text.contains("UISV-fill-proportionally: c.width == 0 @999.5"))
    }

    @Test func fillProportionallyWithNothingToShareMakesTheViewsEqual() {
        // D = 0 + 0 + 4 = 4 is not more than the spacing between all arranged views, 4: equal lengths.
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 4), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        let text = lines(arrangement)
        #expect(text.contains("UISV-fill-equally: b.width == a.width"))
        #expect(!text.contains { $0.hasPrefix("UISV-fill-proportionally") })
        // Where Plumb cannot measure a view, it does not know that there is nothing to share: no constraint.
        let unknown = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 4), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { $0 == "a" ? 0 : nil })
        #expect(!lines(unknown).contains { $0.hasPrefix("UISV-fill") })
    }

    @Test func fillProportionallyInsideTheMarginsIsAShareOfTheMargins() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10,
                                       isLayoutMarginsRelativeArrangement: true), ["a", "b"]),
            isHidden: { _ in false }, proportionalLength: { $0 == "a" ? 50 : 100 })
        #expect(lines(arrangement).contains("UISV-fill-proportionally: a.width == 0.3125*s.margins.width @999"))
    }

    @Test func marginsRelativeArrangementPinsToTheMargins() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, spacing: 0, isLayoutMarginsRelativeArrangement: true), ["a"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        #expect(lines(arrangement).prefix(2) == [
            "UISV-canvas-connection: a.leading == s.leadingMargin",
            "UISV-canvas-connection: s.trailingMargin == a.trailing",
        ])
    }

    @Test func baselineAlignmentAlignsEveryViewWithTheFirst() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8), ["a", "b", "c"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        let text = lines(arrangement)
        #expect(text.contains("UISV-alignment: b.firstBaseline == a.firstBaseline"))
        #expect(text.contains("UISV-alignment: c.firstBaseline == a.firstBaseline"))
        #expect(text.contains("UISV-canvas-fit: s.height == 0 @49"))
    }

    @Test func customSpacingAfterAViewReplacesTheStackSpacing() {
        let arrangement = StackArrangement.make(
            for: stack(StackProperties(axis: .vertical, spacing: 8, customSpacing: ["a": 24]), ["a", "b", "c"]),
            isHidden: { _ in false }, proportionalLength: { _ in 0 })
        let text = lines(arrangement)
        #expect(text.contains("UISV-spacing: b.top == a.bottom + 24"))
        #expect(text.contains("UISV-spacing: c.top == b.bottom + 8"))
    }
}
