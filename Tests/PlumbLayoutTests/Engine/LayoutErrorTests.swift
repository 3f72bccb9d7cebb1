import Testing
@testable import PlumbLayout

/// Constraints the engine refuses, with the exact messages, and the warnings it gives.
@Suite struct LayoutErrorTests {
    typealias S = Scene

    static func error(_ constraint: ConstraintSpec, views: [ViewNode] = [S.view("box"), S.label("nameLabel", "Name")],
                      guides: [String] = ["gap"]) -> LayoutError? {
        let document = LayoutDocument(views: views, guides: guides, constraints: [constraint])
        do {
            _ = try LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer()).solve(TestCanvas.plain)
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownItemSuggestsTheNearestName() {
        let error = Self.error(S.constraint("nameLabl.leading", .equal, "superview.leading"))
        #expect(error?.problem == .unknownItem(name: "nameLabl", suggestion: "nameLabel"))
        #expect(error?.description == """
            test.yaml:1:5: error: unknown view or guide 'nameLabl'; did you mean 'nameLabel'?
            nameLabl.leading == superview.leading
            ^
            """)
    }

    @Test func unknownGuideOfAViewListsTheValidOnes() {
        // `content` exists only on scroll views.
        let error = Self.error(S.constraint("box.leading", .equal, "box.margns.leading"))
        #expect(error?.fullMessage == "unknown view or guide 'box.margns'; did you mean 'box.margins'?")
        #expect(Self.error(S.constraint("box.leading", .equal, "box.content.leading"))?.problem
                == .unknownItem(name: "box.content", suggestion: nil))
    }

    @Test func locationAndDimensionCannotBeRelated() {
        let error = Self.error(S.constraint("box.leading", .equal, "nameLabel.width"))
        #expect(error?.fullMessage == "cannot relate a location ('leading') to a dimension ('width'): UIKit relates edges, "
            + "centres and baselines only to each other, and widths and heights only to each other")
    }

    @Test func positionsOnDifferentAxesCannotBeRelated() {
        let error = Self.error(S.constraint("box.leading", .equal, "nameLabel.top"))
        #expect(error?.fullMessage == "cannot relate 'leading' (horizontal) to 'top' (vertical): UIKit only relates positions along the same axis")
    }

    @Test func aPositionCannotEqualAConstant() {
        #expect(Self.error(S.constraint("box.top", .equal, plus: 20))?.problem == .locationEqualsConstant(attribute: .top))
        #expect(Self.error(S.constraint("box.top", .equal, "nameLabel.top", times: 0))?.problem
                == .locationEqualsConstant(attribute: .top))
        #expect(Self.error(S.constraint("box.width", .equal, plus: 20)) == nil)
    }

    @Test func guidesHaveNoMarginsOrBaselines() {
        #expect(Self.error(S.constraint("gap.leadingMargin", .equal, "box.leading"))?.problem
                == .attributeNotOnItem(item: "gap", attribute: .leadingMargin))
        #expect(Self.error(S.constraint("box.top", .equal, "safeArea.firstBaseline"))?.problem
                == .attributeNotOnItem(item: "safeArea", attribute: .firstBaseline))
    }

    @Test func theRootHasNoSuperview() {
        let error = Self.error(S.constraint("root.leading", .equal, "superview.leading"))
        #expect(error?.fullMessage == "'superview' of 'root' does not exist: 'root' is the root view")
    }

    @Test func superviewNeedsAnotherItem() {
        #expect(Self.error(S.constraint("superview.width", .equal, plus: 100))?.problem == .superviewWithoutItem)
    }

    @Test func prioritiesMustBeInRange() {
        #expect(Self.error(S.constraint("box.width", .equal, plus: 20, priority: 0))?.message
                == "priority 0 is out of range: it must be greater than 0 and at most 1000")
        #expect(Self.error(S.constraint("box.width", .equal, plus: 20, priority: 1001)) != nil)
    }

    @Test func namesMustBeUnique() {
        #expect(Self.error(S.constraint("box.width", .equal, plus: 1), views: [S.view("box"), S.view("box")])?.problem
                == .duplicateName("box"))
        #expect(Self.error(S.constraint("box.width", .equal, plus: 1), views: [S.view("box")], guides: ["box"])?.problem
                == .duplicateName("box"))
    }

    @Test func variantConstraintsAreCheckedOnEveryCanvas() {
        // The variant applies only to regular width; the plain canvas is compact, and still the error shows.
        let document = LayoutDocument(views: [S.view("box")], variants: [
            TraitVariant(condition: TraitCondition(horizontal: .regular),
                         constraints: [S.constraint("bx.width", .equal, plus: 10)]),
        ])
        #expect(throws: LayoutError(.unknownItem(name: "bx", suggestion: "box"),
                                    origin: S.constraint("bx.width", .equal, plus: 10).origin)) {
            try LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer()).solve(TestCanvas.plain)
        }
    }

    @Test func aCanvasNeedsAValidSizeAndScale() {
        let canvas = Canvas(name: "bad", size: Size(width: -1, height: 10))
        #expect(throws: LayoutError.self) {
            try LayoutEngine(document: LayoutDocument(), textMeasurer: FixedAdvanceTextMeasurer()).solve(canvas)
        }
    }

    @Test func mixingLeadingWithLeftIsAWarning() throws {
        let document = LayoutDocument(views: [S.view("a"), S.view("b")], constraints: [
            S.constraint("a.leading", .equal, "superview.left", plus: 10),
            S.constraint("b.left", .equal, "a.leading"),
        ])
        let layout = try solve(document)
        #expect(layout.diagnostics.map(\.description) == [
            "test.yaml:1:5: warning: 'a.leading' is related to 'superview.left': mixing leading/trailing with left/right "
                + "gives different layouts in right-to-left text; use one pair for both.",
            "test.yaml:1:5: warning: 'b.left' is related to 'a.leading': mixing leading/trailing with left/right "
                + "gives different layouts in right-to-left text; use one pair for both.",
        ])
    }

    @Test func conflictingRequiredConstraintsAreBrokenAndReported() throws {
        let document = LayoutDocument(views: [S.view("box")], constraints: [
            S.constraint("box.width", .equal, plus: 100),
            S.constraint("box.width", .equal, plus: 200),
            S.constraint("box.leading", .equal, "superview.leading"),
            S.constraint("box.top", .equal, "superview.top"),
            S.constraint("box.height", .equal, plus: 10),
        ])
        let layout = try solve(document)
        let states = layout.constraints.prefix(2).map(\.state)
        // One of the two widths holds and the other is broken, 100 pt off.
        #expect(states.filter { $0 == .broken }.count == 1)
        #expect(states.filter { $0 == .satisfied }.count == 1)
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?.message.hasPrefix("Unable to simultaneously satisfy constraints: broke 'box.width == ") == true)
    }

    @Test func aConflictEndsWhenTheNextCanvasRemovesItsPartner() throws {
        let document = LayoutDocument(
            views: [S.view("box")],
            constraints: [
                S.constraint("box.width", .equal, plus: 100),
                S.constraint("box.leading", .equal, "superview.leading"),
                S.constraint("box.top", .equal, "superview.top"),
                S.constraint("box.height", .equal, plus: 10),
            ],
            variants: [TraitVariant(condition: TraitCondition(horizontal: .compact),
                                    constraints: [S.constraint("box.width", .equal, plus: 200)])])
        let layouts = try solve(document, [TestCanvas.plain, CanvasSequenceTests.regular])
        #expect(layouts[0].constraints.filter { $0.state == .broken }.count == 1)
        #expect(layouts[1].constraints.allSatisfy { $0.state == .satisfied })
        #expect(layouts[1].diagnostics.isEmpty)
        expectFrame(layouts[1], "box", 0, 0, 100, 10)
    }
}
