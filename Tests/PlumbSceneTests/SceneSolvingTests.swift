import PlumbLayout
import PlumbScene
import Testing

/// Solving a loaded scene: canvas selection, and one measurer per writing direction.
@Suite struct SceneSolvingTests {
    static let yaml = """
        canvases:
          - device: iphone-se
          - device: iphone-se
            direction: rtl
          - device: iphone-se
            orientation: landscape
        views:
          - label: title
            text: Hello
        constraints:
          - "H:|-[title]"
          - title.top == safeArea.top
        """

    /// Records the directions it was made for, to show which measurer measured what.
    final class Recorder: @unchecked Sendable {
        var directions: [WritingDirection] = []
    }

    @Test func solvesEveryCanvasInOrderWithAMeasurerPerDirection() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "s.yaml")
        let recorder = Recorder()
        let layouts = try scene.solve { direction in
            recorder.directions.append(direction)
            return FixedAdvanceTextMeasurer()
        }
        #expect(layouts.map(\.canvas.name) == ["iphone-se", "iphone-se-rtl", "iphone-se-landscape"])
        #expect(recorder.directions == [.leftToRight, .rightToLeft])
        // "Hello" is 5 × 8.5 wide; leading margin 16, or at the right in right-to-left.
        #expect(layouts[0].view(named: "title")?.frame == Rect(x: 16, y: 20, width: 42.5, height: 20.5))
        let rtl = try #require(layouts[1].view(named: "title")?.frame)
        #expect(abs(rtl.maxX - (375 - 16)) < 0.5)
    }

    @Test func selectsCanvasesByName() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "s.yaml")
        #expect(try scene.canvases(named: ["iphone-se-landscape", "iphone-se"]).map(\.name) == ["iphone-se", "iphone-se-landscape"])
        #expect(try scene.canvases(named: []).count == 3)
        #expect(throws: SceneError.self) { try scene.canvases(named: ["iphone-se-landscap"]) }
        do {
            _ = try scene.canvases(named: ["iphone-se-landscap"])
        } catch {
            #expect(error.description == "s.yaml:1:1: error: no canvas named 'iphone-se-landscap' (the scene has iphone-se, "
                    + "iphone-se-rtl, iphone-se-landscape); did you mean 'iphone-se-landscape'?")
        }
    }

    @Test func systemColourNamesCarryTheirDarkValuesAndFixedOnesDoNot() throws {
        let scene = try SceneLoader.load(text: """
            views:
              - label: secondary
                text: Hint
                color: secondaryLabel
              - label: fixed
                text: Red
                color: red
              - view: box
                background: systemGray6
            """, path: "s.yaml")
        let views = scene.document.views
        func color(_ name: String) -> Color? {
            views.first { $0.name == name }.flatMap { $0.properties.textColor ?? $0.properties.background }
        }
        // UIKit's secondaryLabel: (235, 235, 245, 0.6) in the dark appearance; systemGray6 (28, 28, 30).
        #expect(color("secondary")?.dark == Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        #expect(color("box")?.dark == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        #expect(color("fixed")?.dark == Color(red: 1, green: 0, blue: 0))
    }
}
