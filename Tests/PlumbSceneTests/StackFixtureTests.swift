import Foundation
import PlumbLayout
import PlumbScene
import Testing

/// The stack-view fixtures under `fixtures/stacks/`, solved with the fixed-advance measurer in
/// portrait and landscape, against frames worked out by hand. The working is written at the top of
/// each fixture; in short: the stack sits 20 pt inside the safe area, at (20, 79) in portrait and
/// (79, 20) in landscape, and its arranged views are a 40×30, b 60×20 and c 20×40 (or labels).
@Suite struct StackFixtureTests {
    struct Expected: CustomTestStringConvertible, Sendable {
        var fixture: String
        /// The stack's size, and each arranged view's frame in the stack's coordinates.
        var stack: (width: Double, height: Double)
        var frames: [String: [Double]]
        var testDescription: String { fixture }
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/stacks")

    static let cases: [Expected] = [
        Expected(fixture: "distribution-fill", stack: (300, 40),
                 frames: ["a": [0, 0, 40, 40], "b": [50, 0, 60, 40], "c": [120, 0, 180, 40]]),
        Expected(fixture: "distribution-fill-equally", stack: (300, 40),
                 frames: ["a": [0, 0, 96, 40], "b": [102, 0, 96, 40], "c": [204, 0, 96, 40]]),
        Expected(fixture: "distribution-fill-proportionally", stack: (300, 40),
                 frames: ["a": [0, 0, 100, 40], "b": [100, 0, 150, 40], "c": [250, 0, 50, 40]]),
        Expected(fixture: "distribution-fill-proportionally-nested", stack: (300, 40),
                 frames: ["n": [0, 0, 140, 40], "a": [0, 0, 40, 40], "b": [50, 0, 90, 40], "c": [140, 0, 160, 40]]),
        Expected(fixture: "distribution-equal-spacing", stack: (300, 40),
                 frames: ["a": [0, 0, 40, 40], "b": [130, 0, 60, 40], "c": [280, 0, 20, 40]]),
        Expected(fixture: "distribution-equal-centering", stack: (300, 40),
                 frames: ["a": [0, 0, 40, 40], "b": [125, 0, 60, 40], "c": [280, 0, 20, 40]]),
        Expected(fixture: "alignment-top", stack: (300, 40),
                 frames: ["a": [0, 0, 40, 30], "b": [50, 0, 60, 20], "c": [120, 0, 180, 40]]),
        Expected(fixture: "alignment-center", stack: (300, 40),
                 frames: ["a": [0, 5, 40, 30], "b": [50, 10, 60, 20], "c": [120, 0, 180, 40]]),
        Expected(fixture: "alignment-bottom", stack: (300, 40),
                 frames: ["a": [0, 10, 40, 30], "b": [50, 20, 60, 20], "c": [120, 0, 180, 40]]),
        Expected(fixture: "alignment-first-baseline", stack: (300, 36),
                 frames: ["a": [0, 20, 10, 12], "b": [20, 10, 20, 24], "c": [50, 0, 250, 36]]),
        Expected(fixture: "alignment-first-baseline-nested", stack: (60, 60),
                 frames: ["a": [0, 0, 30, 36], "inner": [40, 20, 20, 40], "b": [0, 0, 20, 12], "c": [0, 16, 20, 24]]),
        Expected(fixture: "alignment-last-baseline", stack: (300, 72),
                 frames: ["a": [0, 56, 10, 12], "b": [20, 46, 20, 24], "c": [50, 0, 250, 72]]),
        Expected(fixture: "vertical-alignment-fill", stack: (60, 110),
                 frames: ["a": [0, 0, 60, 30], "b": [0, 40, 60, 20], "c": [0, 70, 60, 40]]),
        Expected(fixture: "vertical-alignment-leading", stack: (60, 110),
                 frames: ["a": [0, 0, 40, 30], "b": [0, 40, 60, 20], "c": [0, 70, 20, 40]]),
        Expected(fixture: "vertical-alignment-center", stack: (60, 110),
                 frames: ["a": [10, 0, 40, 30], "b": [0, 40, 60, 20], "c": [20, 70, 20, 40]]),
        Expected(fixture: "vertical-alignment-trailing", stack: (60, 110),
                 frames: ["a": [20, 0, 40, 30], "b": [0, 40, 60, 20], "c": [40, 70, 20, 40]]),
    ]

    @Test func everyStackFixtureHasExpectedFrames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(Self.cases.map(\.fixture)))
    }

    @Test(arguments: cases)
    func framesMatchTheWorking(_ expected: Expected) throws {
        let scene = try SceneLoader.load(path: Self.fixtures.appendingPathComponent("\(expected.fixture).yaml").path)
        let layouts = try scene.solve { _ in FixedAdvanceTextMeasurer() }
        #expect(layouts.map(\.canvas.name) == ["iphone-15", "iphone-15-landscape"])
        let origins: [String: (Double, Double)] = ["iphone-15": (20, 79), "iphone-15-landscape": (79, 20)]
        for layout in layouts {
            let canvas = layout.canvas.name
            let origin = try #require(origins[canvas])
            expectFrame(layout, "s", [origin.0, origin.1, expected.stack.width, expected.stack.height])
            for (name, frame) in expected.frames { expectFrame(layout, name, frame) }
            #expect(layout.constraints.allSatisfy { $0.state != .broken }, "\(canvas): a constraint broke")
        }
    }

    private func expectFrame(_ layout: SolvedLayout, _ name: String, _ expected: [Double],
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let frame = layout.view(named: name)?.frame else {
            Issue.record("\(layout.canvas.name): no view \(name)", sourceLocation: sourceLocation)
            return
        }
        let actual = [frame.minX, frame.minY, frame.width, frame.height]
        // Frames are rounded to the 1/3-pt grid of an iPhone 15; every expected value lies on it.
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                "\(layout.canvas.name) \(name): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

/// An arranged view hidden only in compact width, through a trait variant: it takes no space there
/// and its place in the chain everywhere else.
@Suite struct StackHidingPerTraitTests {
    @Test func aViewHiddenInCompactWidthOnlyLeavesTheChainThere() throws {
        let text = """
            canvases:
              - device: iphone-15
              - device: ipad-pro-11
            views:
              - stack: s
                axis: horizontal
                spacing: 10
                views:
                  - view: a
                    intrinsic: [40, 30]
                  - view: b
                    intrinsic: [60, 30]
                  - view: c
                    intrinsic: [20, 30]
            constraints:
              - s.leading == safeArea.leading + 20
              - s.top == safeArea.top + 20
              - when: {width: compact}
                views:
                  b: {hidden: true}
            """
        let scene = try SceneLoader.load(text: text, path: "hiding.yaml")
        let layouts = try scene.solve { _ in FixedAdvanceTextMeasurer() }
        // Nothing sizes the stack: every view keeps its intrinsic width (hugging 250, nothing pulls).
        // Compact (iPhone): a 0…40, b hidden (width 0), c 50…70; the stack is 70 wide.
        let phone = try #require(layouts.first)
        #expect(phone.view(named: "s")?.frame.width == 70)
        #expect(phone.view(named: "b")?.frame.width == 0)
        #expect(phone.view(named: "c")?.frame.minX == 50)
        // Regular (iPad): a 0…40, b 50…110, c 120…140; the stack is 140 wide.
        let pad = try #require(layouts.last)
        #expect(pad.view(named: "s")?.frame.width == 140)
        #expect(pad.view(named: "b")?.frame == Rect(x: 50, y: 0, width: 60, height: 30))
        #expect(pad.view(named: "c")?.frame.minX == 120)
    }
}
