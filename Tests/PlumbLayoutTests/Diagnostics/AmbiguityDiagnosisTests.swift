import Testing
@testable import PlumbLayout

/// Views, guides and scroll content whose position or size is undetermined, with their ranges; and
/// content priority ties. Canvas 320 × 480 at scale 1, root margins 16 at the sides.
@Suite struct AmbiguityDiagnosisTests {
    typealias F = DiagnosticFixture

    @Test func aViewFreeBetweenTheMarginsNeedsAnXPosition() throws {
        let diagnosis = try F.diagnose(views: [F.view("avatar", line: 3)], constraints: [
            "avatar.width == 40", "avatar.height == 40", "avatar.top == superview.top + 20",
            "avatar.leading >= superview.leadingMargin", "avatar.trailing <= superview.trailingMargin",
        ])
        #expect(diagnosis.ambiguities == [Ambiguity(
            name: "avatar", subject: .view, axis: .horizontal,
            position: ValueRange(lowerBound: 16, upperBound: 264), size: nil,
            location: PlumbLayout.SourceLocation(file: "test.yaml", line: 3, column: 5))])
        #expect(!diagnosis.hasErrors)
        #expect(DiagnosisReport.ambiguityMessage(diagnosis.ambiguities[0], canvas: "phone").lines(fallbackFile: nil)
            == ["test.yaml:3:5: warning: Need constraints for: X position of 'avatar' on canvas 'phone' "
                + "(x could be anywhere from 16 to 264)"])
    }

    @Test func aViewWithNoVerticalConstraintsNeedsBoth() throws {
        let diagnosis = try F.diagnose(views: [F.view("bar", line: 4)], constraints: [
            "bar.leading == superview.leading", "bar.trailing == superview.trailing",
            "bar.height >= 10", "bar.height <= 30",
        ])
        #expect(diagnosis.ambiguities.count == 1)
        let ambiguity = try #require(diagnosis.ambiguities.first)
        #expect(ambiguity.axis == .vertical)
        #expect(ambiguity.position == ValueRange(lowerBound: nil, upperBound: nil))
        #expect(ambiguity.size == ValueRange(lowerBound: 10, upperBound: 30))
        #expect(DiagnosisReport.ambiguityMessage(ambiguity, canvas: "phone").text
            == "Need constraints for: Y position or height of 'bar' on canvas 'phone' "
            + "(y could be anything; height could be anywhere from 10 to 30)")
    }

    @Test func everyOneOfManyUnboundedViewsIsFound() throws {
        // Twelve views with a size and a top but no horizontal position: twelve unbounded x's,
        // which the probe rounds must find one block at a time.
        let names = (0..<12).map { "v\($0)" }
        let views = names.enumerated().map { F.view($1, line: 3 + $0) }
        let constraints = names.enumerated().flatMap { index, name in
            ["\(name).width == 10", "\(name).height == 10", "\(name).top == superview.top + \(index * 20)"]
        }
        let diagnosis = try F.diagnose(views: views, constraints: constraints)
        #expect(diagnosis.ambiguities.map(\.name) == names)
        #expect(diagnosis.ambiguities.allSatisfy { $0.axis == .horizontal && $0.size == nil
            && $0.position == ValueRange(lowerBound: nil, upperBound: nil) })
    }

    @Test func aSubviewMovingOnlyWithItsSuperviewIsNotItselfAmbiguous() throws {
        let diagnosis = try F.diagnose(
            views: [F.view("card", line: 3, subviews: [F.view("dot", line: 5)])],
            constraints: ["card.width == 100", "card.height == 100", "card.top == superview.top",
                          "dot.leading == card.leading + 10", "dot.top == card.top + 10", "dot.width == 5", "dot.height == 5"])
        #expect(diagnosis.ambiguities.map(\.name) == ["card"])
        #expect(diagnosis.ambiguities.first?.axis == .horizontal)
    }

    @Test func aGuideWithoutVerticalConstraintsIsAmbiguous() throws {
        var document = LayoutDocument(name: "t", views: [], guides: ["spacer"],
                                      constraints: F.constraints(["spacer.leading == superview.leading", "spacer.width == 10"]))
        document.rootProperties = ViewProperties()
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(F.canvas)
        #expect(diagnosis.ambiguities.map(\.subject) == [.guide])
        #expect(diagnosis.ambiguities.first?.name == "spacer")
        #expect(diagnosis.ambiguities.first?.axis == .vertical)
    }

    @Test func scrollContentWithoutABottomChainHasAnUndeterminedHeight() throws {
        let diagnosis = try F.diagnose(
            views: [F.view("scroller", .scroll, line: 3, subviews: [F.view("content", line: 5)])],
            constraints: ["scroller.top == superview.top", "scroller.bottom == superview.bottom",
                          "scroller.leading == superview.leading", "scroller.trailing == superview.trailing",
                          "content.top == scroller.content.top", "content.leading == scroller.content.leading",
                          "content.trailing == scroller.content.trailing", "content.bottom <= scroller.content.bottom",
                          "content.width == scroller.frame.width", "content.height == 600"])
        #expect(diagnosis.ambiguities.count == 1)
        let ambiguity = try #require(diagnosis.ambiguities.first)
        #expect(ambiguity.subject == .scrollContent)
        #expect(ambiguity.name == "scroller")
        #expect(ambiguity.size == ValueRange(lowerBound: 600, upperBound: nil))
        #expect(DiagnosisReport.ambiguityMessage(ambiguity, canvas: "phone").text.hasPrefix(
            "Scroll view 'scroller' has an ambiguous scrollable content height on canvas 'phone'"))
    }

    /// Two labels of intrinsic width 40 share 320 − 8 = 312: either could take the 232 left over.
    static let row = ["a.leading == superview.leading", "b.leading == a.trailing + 8", "b.trailing == superview.trailing",
                      "a.top == superview.top", "b.top == a.top"]

    @Test func equalHuggingIsAContentPriorityTie() throws {
        let views = [F.view("a", .label, line: 3, intrinsic: Size(width: 40, height: 20), hugging: 250),
                     F.view("b", .label, line: 4, intrinsic: Size(width: 40, height: 20), hugging: 250)]
        let diagnosis = try F.diagnose(views: views, constraints: Self.row)
        #expect(diagnosis.contentPriorityTies == [ContentPriorityTie(
            views: ["a", "b"], axis: .horizontal, kind: .hugging, priority: LayoutPriority(250),
            sizes: [ValueRange(lowerBound: 40, upperBound: 272), ValueRange(lowerBound: 40, upperBound: 272)],
            location: PlumbLayout.SourceLocation(file: "test.yaml", line: 3, column: 5))])
        // b's position follows a's width: part of the tie, not a separate ambiguity.
        #expect(diagnosis.ambiguities.isEmpty)
        #expect(DiagnosisReport.tieMessage(diagnosis.contentPriorityTies[0], canvas: "phone").text
            == "Content Priority Ambiguity on canvas 'phone': 'a' and 'b' both hug at 250 horizontally, so which one "
            + "stretches is undetermined; give one a content hugging priority of 251 "
            + "('a' width could be anywhere from 40 to 272; 'b' width could be anywhere from 40 to 272)")
    }

    @Test func unequalHuggingIsNoTie() throws {
        let views = [F.view("a", .label, line: 3, intrinsic: Size(width: 40, height: 20), hugging: 251),
                     F.view("b", .label, line: 4, intrinsic: Size(width: 40, height: 20), hugging: 250)]
        let diagnosis = try F.diagnose(views: views, constraints: Self.row)
        #expect(diagnosis.contentPriorityTies.isEmpty)
        #expect(diagnosis.ambiguities.isEmpty)
        #expect(diagnosis.layout.view(named: "b")?.frame.width == 272)
    }

    @Test func equalCompressionResistanceIsATieToo() throws {
        // Intrinsic widths 200 + 200 + 8 > 320: both are squeezed, and either could give way.
        let views = [F.view("a", .label, line: 3, intrinsic: Size(width: 200, height: 20)),
                     F.view("b", .label, line: 4, intrinsic: Size(width: 200, height: 20))]
        let diagnosis = try F.diagnose(views: views, constraints: Self.row)
        let tie = try #require(diagnosis.contentPriorityTies.first)
        #expect(tie.kind == .compressionResistance)
        #expect(tie.priority == LayoutPriority(750))
        #expect(tie.views == ["a", "b"])
        #expect(tie.sizes == [ValueRange(lowerBound: 112, upperBound: 200), ValueRange(lowerBound: 112, upperBound: 200)])
    }

    @Test func theRangeOfAnAmbiguousPositionIsTheSameWhereverTheSolverLeftIt() throws {
        // The same free view, declared after an unrelated one: probes start elsewhere, ranges agree.
        let constraints = ["avatar.width == 40", "avatar.height == 40", "avatar.top == superview.top",
                           "avatar.leading >= superview.leading", "avatar.trailing <= superview.trailing",
                           "other.leading == superview.leading", "other.top == superview.top",
                           "other.width == 10", "other.height == 10"]
        let one = try F.diagnose(views: [F.view("avatar", line: 3), F.view("other", line: 4)], constraints: constraints)
        let two = try F.diagnose(views: [F.view("other", line: 4), F.view("avatar", line: 3)], constraints: constraints)
        #expect(one.ambiguities == two.ambiguities)
        #expect(one.ambiguities.first?.position == ValueRange(lowerBound: 0, upperBound: 280))
    }
}
