import Testing
@testable import PlumbLayout

@Suite struct VocabularyTests {
    @Test func attributesKnowTheirAxisAndKind() {
        #expect(LayoutAttribute.leading.axis == .horizontal)
        #expect(LayoutAttribute.firstBaseline.axis == .vertical)
        #expect(LayoutAttribute.centerYWithinMargins.axis == .vertical)
        #expect(LayoutAttribute.width.kind == .dimension)
        #expect(LayoutAttribute.centerX.kind == .location)
        #expect(LayoutAttribute.trailingMargin.withoutMargin == .trailing)
        #expect(LayoutAttribute.trailingMargin.isMargin)
        #expect(!LayoutAttribute.trailing.isMargin)
        #expect(LayoutAttribute(name: "baseline") == .lastBaseline)
        #expect(LayoutAttribute(name: "leadingMargn") == nil)
    }

    @Test func prioritiesPrintTheirShortestName() {
        #expect(LayoutPriority.required.description == "required")
        #expect(LayoutPriority(750).description == "high")
        #expect(LayoutPriority(999.5).description == "999.5")
        #expect(LayoutPriority(251).description == "251")
        #expect(!LayoutPriority(1001).isValid)
        #expect(!LayoutPriority(0).isValid)
    }

    @Test(arguments: [(0.5, "0.5"), (-4, "-4"), (1.125, "1.125"), (20, "20"), (0.33333, "0.3333"), (-0.25, "-0.25"), (1e300, "1e+300"), (.infinity, "inf")])
    func numbersPrintWithoutNoise(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }
}
