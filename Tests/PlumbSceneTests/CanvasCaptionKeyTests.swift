import PlumbLayout
import PlumbScene
import Testing

/// A custom canvas's `caption:` names what it stands for (an imported document's device) in place of
/// its size at the head of its caption; the size classes, text size and direction still follow
/// from the canvas's own keys, and the writer keeps the key.
@Suite struct CanvasCaptionKeyTests {
    static let yaml = """
        canvases:
          - {name: iphone-12, size: [390, 844], scale: 3, safe-area: [88, 0, 34, 0], caption: "iPhone 12 · portrait"}
          - {size: [320, 60], caption: "Card: 320 wide", traits: {width: regular}, text-size: xl, direction: rtl}
          - size: [800, 600]
        views:
          - view: box
        constraints:
          - "H:|-[box]-|"
          - "V:|-[box]-|"
        """

    @Test func opensTheCaptionInPlaceOfTheSize() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "c.yaml")
        #expect(scene.canvases.map(\.caption) == [
            "iPhone 12 · portrait · wC hR · text L · LTR",
            "Card: 320 wide · wR hR · text XL · RTL",
            "800 × 600 · wC hR · text L · LTR",
        ])
        // The name is the size's, as without the key.
        #expect(scene.canvases.map(\.name) == ["iphone-12", "custom-320x60-xl-rtl", "custom-800x600"])
    }

    @Test func leavesTheSolveAsItIs() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "c.yaml")
        let bare = try SceneLoader.load(text: Self.yaml.replacingOccurrences(of: #", caption: "iPhone 12 · portrait""#, with: "")
            .replacingOccurrences(of: #"caption: "Card: 320 wide", "#, with: ""), path: "c.yaml")
        let solved = try scene.solve { _ in FixedAdvanceTextMeasurer() }
        let solvedBare = try bare.solve { _ in FixedAdvanceTextMeasurer() }
        #expect(solved.map { $0.views.map(\.frame) } == solvedBare.map { $0.views.map(\.frame) })
        #expect(solved.map(\.canvas.caption) != solvedBare.map(\.canvas.caption))
    }

    @Test func isWrittenBackOnlyWhereTheCaptionIsNotTheSize() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "c.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains(#"  - {name: iphone-12, size: [390, 844], scale: 3, safe-area: [88, 0, 34, 0], caption: "iPhone 12 · portrait"}"#))
        #expect(text.contains(#"caption: "Card: 320 wide", text-size: xl, direction: rtl}"#))
        #expect(text.contains("  - {name: custom-800x600, size: [800, 600]}"))
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.canvases == scene.canvases)
    }

    @Test(arguments: [
        ("""
         canvases:
           - device: iphone-15
             caption: My phone
         """, "c.yaml:3:5: error: 'caption' applies only to canvases with a custom 'size'"),
        ("""
         canvases:
           - size: [320, 60]
             caption: ""
         """, "c.yaml:3:14: error: a canvas 'caption' is empty; name what the canvas stands for, such as 'iPhone 12 · portrait', "
            + "or leave it out for the canvas's size"),
        ("""
         canvases:
           - size: [320, 60]
             caption: "two\\nlines"
         """, "c.yaml:3:14: error: a canvas 'caption' must be one line"),
        ("""
         canvases:
           - size: [320, 60]
             caption: [iPhone, 12]
         """, "c.yaml:3:14: error: expected text for a canvas 'caption', found a list"),
        ("""
         canvases:
           - size: [320, 60]
             caption: \(String(repeating: "x", count: 101))
         """, "c.yaml:3:14: error: a canvas 'caption' is too long: 101 characters, at most 100 are allowed"),
    ])
    func aWrongCaptionIsReportedAtItsPlace(_ yaml: String, _ expected: String) {
        do {
            _ = try SceneLoader.load(text: yaml + "\nviews: []\n", path: "c.yaml")
            Issue.record("loaded without errors")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == expected)
        }
    }
}
