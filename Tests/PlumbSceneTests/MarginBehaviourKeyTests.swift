import PlumbLayout
import PlumbScene
import Testing

/// `preserves-superview-layout-margins` and `insets-layout-margins-from-safe-area`: read into
/// ``ViewProperties``, refused with a located error when not a boolean, written back by
/// `SceneWriter`, and laid out as UIKit does.
@Suite struct MarginBehaviourKeyTests {
    static let yaml = """
        canvases:
          - device: iphone-15
        root:
          insets-layout-margins-from-safe-area: false
        views:
          - view: card
            margins: 4
            insets-layout-margins-from-safe-area: true
            views:
              - view: inner
                margins: 2
                preserves-superview-layout-margins: true
                views:
                  - view: dot
          - view: topLeft
            insets-layout-margins-from-safe-area: false
        constraints:
          - card.leading == superview.leading + 10
          - card.trailing == superview.trailing
          - card.top == superview.top + 100
          - card.height == 100
          - inner.leading == card.leading + 1
          - inner.top == card.top + 1
          - inner.width == 50
          - inner.height == 50
          - dot.leading == superview.leadingMargin
          - dot.top == superview.topMargin
          - dot.trailing == superview.trailingMargin
          - dot.bottom == superview.bottomMargin
          - topLeft.leading == superview.leading
          - topLeft.top == superview.top
          - topLeft.width == 100
          - topLeft.height == 100
        """

    @Test func readsBothKeysOnViewsAndTheRoot() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "margins.yaml")
        #expect(scene.document.rootProperties.insetsLayoutMarginsFromSafeArea == false)
        let card = scene.document.views[0]
        #expect(card.properties.insetsLayoutMarginsFromSafeArea == true)
        #expect(card.properties.preservesSuperviewLayoutMargins == nil)
        #expect(card.subviews[0].properties.preservesSuperviewLayoutMargins == true)
        #expect(card.subviews[0].subviews[0].properties.preservesSuperviewLayoutMargins == nil)
        #expect(scene.document.views[1].properties.insetsLayoutMarginsFromSafeArea == false)
    }

    @Test func laysOutTheMarginsTheKeysDescribe() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "margins.yaml")
        let layout = try scene.solve { _ in FixedAdvanceTextMeasurer() }[0]
        // The root's margins ignore the 59-pt safe area: 0 at the top, 16 at the sides.
        #expect(layout.view(named: LayoutDocument.rootName)?.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // `inner` sits 1 inside `card`, whose margins are 4: 3 of them reach into it at the top and
        // the leading side, so its own 2 grow to 3 there.
        #expect(layout.view(named: "inner")?.layoutMargins == EdgeInsets(top: 3, left: 3, bottom: 2, right: 2))
        #expect(layout.view(named: "dot")?.frame == Rect(x: 3, y: 3, width: 45, height: 45))
        // Under the status bar (59), `topLeft` keeps its own 8 all round instead of the safe area's 59.
        #expect(layout.view(named: "topLeft")?.layoutMargins == EdgeInsets(all: 8))
    }

    @Test func writesBothKeysAndReadsThemBack() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "margins.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains("""
            root:
              insets-layout-margins-from-safe-area: false
            """), "written as:\n\(text)")
        #expect(text.contains("    preserves-superview-layout-margins: true"), "written as:\n\(text)")
        #expect(text.contains("  insets-layout-margins-from-safe-area: true"), "written as:\n\(text)")
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(SceneWriterTests.content(reread.document) == SceneWriterTests.content(scene.document))
    }

    @Test(arguments: [
        ("""
         views:
           - view: card
             preserves-superview-layout-margins: yes
         """, "m.yaml:3:41: error: expected true or false for 'preserves-superview-layout-margins', found 'yes'"),
        ("""
         root:
           insets-layout-margins-from-safe-area: 0
         """, "m.yaml:2:41: error: expected true or false for 'insets-layout-margins-from-safe-area', found '0'"),
        ("""
         root:
           preserves-superview-layout-margins: true
         """, "m.yaml:2:3: error: unknown key 'preserves-superview-layout-margins' in 'root'"),
    ])
    func badValuesAreErrorsAtTheirPlace(_ yaml: String, _ expected: String) {
        do {
            _ = try SceneLoader.load(text: yaml, path: "m.yaml")
            Issue.record("no error for \(yaml)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }
}
