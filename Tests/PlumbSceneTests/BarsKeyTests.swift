import PlumbLayout
import PlumbScene
import Testing

/// `bars:`, the bars a view controller's view is under: read for the scene and per canvas, added to
/// the safe area of device canvases (and of `--device` ones), refused with a located error when
/// wrong, and written back.
@Suite struct BarsKeyTests {
    static let yaml = """
        bars: {navigation-bar: true, large-title: true, bottom-bar: tab-bar}
        canvases:
          - device: iphone-15
          - device: iphone-se
            bars: none
          - device: iphone-15
            orientation: landscape
          - device: iphone-15-pro-max
            bars: {bottom-bar: toolbar}
          - name: window
            size: [400, 300]
            safe-area: [10, 0, 0, 0]
        views:
          - view: content
        constraints:
          - content.top == safeArea.top
          - content.bottom == safeArea.bottom
          - content.leading == safeArea.leading
          - content.trailing == safeArea.trailing
        """

    private static func frames(_ scene: PlumbLayout.Scene) throws -> [String: Rect] {
        let layouts = try scene.solve { _ in FixedAdvanceTextMeasurer() }
        return Dictionary(uniqueKeysWithValues: layouts.map { ($0.canvas.name, $0.view(named: "content")?.frame ?? .zero) })
    }

    @Test func theBarsAddToEachDeviceCanvasThatGivesNoneOfItsOwn() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "bars.yaml")
        #expect(scene.bars == SystemBars(navigationBar: true, largeTitle: true, bottomBar: .tabBar))
        let frames = try Self.frames(scene)
        // iPhone 15: 59 + 44 + 52 (the large title) above, 34 + 49 below: 852 - 155 - 83 = 614.
        #expect(frames["iphone-15"] == Rect(x: 0, y: 155, width: 393, height: 614))
        // `bars: none`: the iPhone SE's 20-pt status bar alone.
        #expect(frames["iphone-se"] == Rect(x: 0, y: 20, width: 375, height: 647))
        // Compact height: 32-pt bars and no large title; 59 at the sides, 21 + 32 below: 393 - 32 - 53 = 308.
        #expect(frames["iphone-15-landscape"] == Rect(x: 59, y: 32, width: 734, height: 308))
        // The canvas's own toolbar instead of the scene's bars: 59 above, 34 + 44 below: 932 - 59 - 78 = 795.
        #expect(frames["iphone-15-pro-max"] == Rect(x: 0, y: 59, width: 430, height: 795))
        // A custom canvas's safe-area is its whole safe area.
        #expect(frames["window"] == Rect(x: 0, y: 10, width: 400, height: 290))
    }

    @Test func anotherDeviceTakesTheScenesBars() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "bars.yaml")
        let phone = try #require(DevicePreset.canvas(named: "iphone-se"))
        // What `--device iphone-se` does: 20 + 44 + 52 above, 49 below: 667 - 116 - 49 = 502.
        #expect(try Self.frames(scene.onCanvases([phone]))["iphone-se"] == Rect(x: 0, y: 116, width: 375, height: 502))
    }

    @Test func withoutCanvasesTheDefaultIPhoneTakesTheBars() throws {
        let scene = try SceneLoader.load(text: """
            bars: {bottom-bar: toolbar}
            views:
              - view: content
            constraints:
              - "V:[content]-0-|"
              - content.bottom == safeArea.bottom
            """, path: "bars.yaml")
        #expect(scene.canvases.map(\.safeArea) == [EdgeInsets(top: 59, left: 0, bottom: 34 + 44, right: 0)])
        #expect(scene.canvases.map(\.name) == ["iphone-15"])
        #expect(SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
            .hasPrefix("name: \"bars\"\nbars: {bottom-bar: toolbar}\nviews:\n"))
    }

    @Test func writtenAndReadBackTheSameScene() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "bars.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains("""
            bars: {navigation-bar: true, large-title: true, bottom-bar: tab-bar}
            canvases:
              - {device: iphone-15}
              - {device: iphone-se, bars: none}
              - {device: iphone-15, orientation: landscape}
              - {device: iphone-15-pro-max, bars: {bottom-bar: toolbar}}
              - {name: window, size: [400, 300], safe-area: [10, 0, 0, 0]}

            """), "\(text)")
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.bars == scene.bars)
        #expect(reread.canvases == scene.canvases)
        #expect(try Self.frames(reread) == Self.frames(scene))
    }

    @Test func noBarsWritesNoKey() throws {
        var scene = try SceneLoader.load(text: "bars: none\nviews: []\n", path: "none.yaml")
        #expect(scene.bars == nil)
        #expect(!SceneWriter().yaml(for: scene).contains("bars"))
        scene.bars = SystemBars()
        #expect(!SceneWriter().yaml(for: scene).contains("bars"))
    }

    @Test(arguments: [
        ("bars: {navigation-bar: yes}",
         "b.yaml:1:24: error: expected true or false for 'navigation-bar', found 'yes'"),
        ("bars: {bottom-bar: tabbar}",
         "b.yaml:1:20: error: unknown bottom bar 'tabbar'; did you mean 'tab-bar'?"),
        ("bars: {bottom-bar: sidebar}",
         "b.yaml:1:20: error: unknown bottom bar 'sidebar' (expected tab-bar, toolbar or none)"),
        ("bars: {navigation-bars: true}",
         "b.yaml:1:8: error: unknown key 'navigation-bars' in 'bars'; did you mean 'navigation-bar'?"),
        ("bars: {large-title: true}",
         "b.yaml:1:8: error: a large title is shown in a navigation bar: add 'navigation-bar: true' to 'bars'"),
        ("bars: true",
         "b.yaml:1:7: error: expected a mapping for 'bars' ({navigation-bar: true, large-title: true, bottom-bar: tab-bar}) or none, found 'true'"),
        ("canvases:\n  - device: iphone-se\n    bars: {bottom-bar: tool-bar}",
         "b.yaml:3:24: error: unknown bottom bar 'tool-bar'; did you mean 'toolbar'?"),
        ("canvases:\n  - size: [100, 60]\n    bars: {navigation-bar: true, bottom-bar: tab-bar}",
         "b.yaml:3:11: error: the bars leave no room inside the canvas of 100 × 60 points: its safe area would be 44 from the top and 49 from the bottom"),
    ])
    func mistakesAreErrorsAtTheirPlace(_ text: String, _ expected: String) {
        do {
            _ = try SceneLoader.load(text: text + "\nviews: []\n", path: "b.yaml")
            Issue.record("no error for \(text)")
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
