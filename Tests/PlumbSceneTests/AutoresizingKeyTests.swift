import PlumbLayout
import PlumbScene
import Testing

/// `autoresizing: {mask: […], superview: [w, h]}`: read, refused with a located error when wrong,
/// written back, and laid out.
@Suite struct AutoresizingKeyTests {
    static let yaml = """
        canvases:
          - size: [500, 340]
        views:
          - view: banner
            frame: [20, 30, 100, 50]
            translates-autoresizing-mask: true
            autoresizing: {mask: [flexibleWidth, flexibleTopMargin], superview: [400, 300]}
        """

    @Test func readsWritesAndLaysOutTheMask() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "a.yaml")
        let autoresizing = scene.document.views[0].properties.autoresizing
        #expect(autoresizing == Autoresizing(mask: [.flexibleWidth, .flexibleTopMargin], superviewSize: Size(width: 400, height: 300)))
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains("    autoresizing: {mask: [flexibleWidth, flexibleTopMargin], superview: [400, 300]}"), "\(text)")
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.document.views[0].properties.autoresizing == autoresizing)
        // 280 right of it and 220 below it in the 400 × 300 superview: width 500 − 20 − 280, top 340 − 220 − 50.
        let layout = try scene.solve { _ in FixedAdvanceTextMeasurer() }[0]
        #expect(layout.view(named: "banner")?.frame == Rect(x: 20, y: 70, width: 200, height: 50))
    }

    @Test(arguments: [
        ("{mask: [flexibleWidht], superview: [400, 300]}",
         "a.yaml:4:27: error: unknown autoresizing mask option 'flexibleWidht'; did you mean 'flexibleWidth'?"),
        ("{mask: [flexibleWidth]}",
         "a.yaml:4:19: error: 'autoresizing' needs both 'mask' (a list of UIKit's options) and 'superview' (the [width, height] the frame was set in)"),
        ("{mask: [flexibleWidth], superview: [400, -1]}",
         "a.yaml:4:60: error: the height in 'superview' must be from 0 to 100000, found -1"),
    ])
    func mistakesAreErrorsAtTheirPlace(_ value: String, _ expected: String) {
        let yaml = """
            views:
              - view: banner
                frame: [20, 30, 100, 50]
                autoresizing: \(value)
            """
        do {
            _ = try SceneLoader.load(text: yaml, path: "a.yaml")
            Issue.record("no error for \(value)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }
}
