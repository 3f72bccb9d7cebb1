import PlumbLayout
import Testing

/// The format-neutral checks every reader runs on constraint items: names, the attributes an item
/// has, `superview`, and names declared twice.
@Suite struct ItemNameCheckerTests {
    let checker = ItemNameChecker(views: ["box": .view, "title": .label, "scroller": .scroll], guides: ["gap"])

    func problem(_ item: String, _ attribute: LayoutAttribute) -> ItemNameChecker.Problem? {
        checker.problem(with: AttributeReference(item: ItemReference(item), attribute: attribute))
    }

    @Test func guidesHaveNoMarginsOrBaselines() {
        let message = "'safeArea' is a layout guide and has no 'topMargin': guides have edges, centres, width and "
            + "height, but no margins or baselines"
        #expect(problem("safeArea", .topMargin)
                == .init(kind: .notApplicable, message: message, name: "topMargin", isAttribute: true))
        #expect(problem("gap", .firstBaseline)?.name == "firstBaseline")
        #expect(problem("box.margins", .leadingMargin)?.kind == .notApplicable)
        #expect(problem("scroller.content", .lastBaseline)?.isAttribute == true)
    }

    @Test func viewsHaveThem() {
        #expect(problem("box", .topMargin) == nil)
        #expect(problem("title", .firstBaseline) == nil)
        #expect(problem("superview", .leadingMargin) == nil)
        #expect(problem("root", .bottomMargin) == nil)
        #expect(problem("safeArea", .top) == nil)
    }

    @Test func anUnknownItemIsReportedBeforeItsAttribute() {
        #expect(problem("bx", .topMargin)
                == .init(kind: .unknownName, message: "unknown view or guide 'bx'", suggestion: "box", name: "bx"))
    }

    @Test func superviewNeedsAnItemWithASuperview() {
        func spec(_ first: String, _ second: String?) -> ConstraintSpec {
            ConstraintSpec(first: AttributeReference(item: ItemReference(first), attribute: .leading), relation: .equal,
                           second: second.map { AttributeReference(item: ItemReference($0), attribute: .leading) })
        }
        #expect(checker.problem(with: spec("root", "superview"))?.message
                == "'superview' of 'root' does not exist: 'root' is the root view")
        #expect(checker.problem(with: spec("superview", "root"))?.kind == .notApplicable)
        #expect(checker.problem(with: spec("superview", nil))?.message
                == "'superview' needs another item in the constraint: it means the superview of that item")
        #expect(checker.problem(with: spec("superview", "superview"))?.name == "superview")
        #expect(checker.problem(with: spec("box", "superview")) == nil)
        #expect(checker.problem(with: spec("safeArea", "superview")) == nil)
    }

    @Test func namesDeclaredTwiceAndMetricsThatShadowThem() {
        let place = { (line: Int) in SourceLocation(file: "s", line: line, column: 3) }
        let declarations: [ItemNameChecker.Declaration] = [
            .init(name: "box", kind: .view(.view), location: place(1)),
            .init(name: "title", kind: .view(.label), location: place(2)),
            .init(name: "box", kind: .guide, location: place(3)),
        ]
        let errors = ItemNameChecker.nameClashes(in: declarations, metrics: ["title": place(9), "pad": place(8)])
        #expect(errors.map(\.description) == [
            "s:3:3: error: duplicate name 'box': already declared as a view at line 1",
            "s:9:3: error: metric 'title' has the name of a label view declared at line 2; constraint text would read "
                + "it as the metric",
        ])
        #expect(errors.allSatisfy { $0.kind == .nameClash })
    }
}
