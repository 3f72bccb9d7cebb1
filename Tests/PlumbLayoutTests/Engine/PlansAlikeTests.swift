import Testing
@testable import PlumbLayout

/// The engine settles, and diagnosis reuses the engine's plan, when two passes' measurements agree on
/// everything planning reads: a view's safe-area insets may change without changing the plan, unless the
/// view's safe-area guide is constrained.
@Suite struct PlansAlikeTests {
    typealias F = DiagnosticFixture
    private let canvas = Canvas(name: "phone", size: Size(width: 320, height: 480),
                                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// The measurements of the first pass (no frames) and of a pass where `box` lies under the top bar,
    /// and the plans made from each.
    private func twoPasses(constraints: [String]) throws
        -> (first: [ViewMeasurement], second: [ViewMeasurement], plans: (PassPlan, PassPlan), items: ItemTable) {
        let document = LayoutDocument(name: "test", views: [F.view("box", line: 3), F.view("other", line: 4)],
                                      constraints: F.constraints(constraints))
        let scene = try PreparedScene(document: document)
        let measurer = PassMeasurer(tree: scene.tree, canvas: canvas, textMeasurer: FixedAdvanceTextMeasurer())
        let properties = scene.properties(for: canvas.traits)
        let first = measurer.measure(properties: properties, frames: nil)
        var frames = scene.tree.views.indices.map { _ in Rect(x: 0, y: 100, width: 50, height: 50) }
        frames[SceneTree.root] = Rect(x: 0, y: 0, width: 320, height: 480)
        frames[scene.tree.viewIndex["box"]!] = Rect(x: 10, y: 20, width: 100, height: 40)
        let second = measurer.measure(properties: properties, frames: frames)
        let active = scene.activeConstraints(for: canvas.traits)
        func plan(_ measurements: [ViewMeasurement]) throws -> PassPlan {
            try PassPlan.make(scene: scene, measurements: measurements, direction: canvas.direction,
                              root: RootSizing(canvas), active: active)
        }
        return (first, second, (try plan(first), try plan(second)), scene.items)
    }

    @Test func safeAreaInsetsNoConstraintReadsLeaveThePlanAlike() throws {
        let passes = try twoPasses(constraints: ["box.top == superview.top + 20", "box.leading == superview.leading + 10",
                                                 "box.width == 100", "box.height == 40"])
        #expect(passes.first != passes.second)
        #expect(PassPlan.plansAlike(passes.first, passes.second, items: passes.items))
        #expect(passes.plans.0.planned == passes.plans.1.planned)
    }

    @Test func theInsetsOfAConstrainedSafeAreaGuideMakeAnotherPlan() throws {
        let passes = try twoPasses(constraints: ["box.top == superview.top + 20", "box.leading == superview.leading + 10",
                                                 "box.width == 100", "box.height == 40",
                                                 "other.top == box.safeArea.top", "other.leading == superview.leading",
                                                 "other.width == 10", "other.height == 10"])
        #expect(!PassPlan.plansAlike(passes.first, passes.second, items: passes.items))
        #expect(passes.plans.0.planned != passes.plans.1.planned)
    }
}
