import PlumbLayout
import PlumbScene
import Testing

/// The keys of UIKit's controls (`segments`, `selected`, `value`, `pages`, `style`, …): read, checked
/// and written back.
@Suite struct ControlKeysTests {
    static let yaml = """
        canvases:
          - size: [400, 300]
        views:
          - segmentedControl: source
            segments: [Tape, Radio, "Hi-Fi"]
            selected: 2
            tint: systemYellow
          - progress: download
            value: 0.25
          - activityIndicator: spinner
            style: large
            animating: false
            hides-when-stopped: false
          - stepper: count
            value: 3
            minimum: 1
            maximum: 5
          - pageControl: pager
            pages: 4
            current-page: 3
          - searchBar: search
            placeholder: Find a station
            prompt: Stations
        constraints:
          - "V:|-[source]-[download]-[spinner]-[count]-[pager]-[search]"
          - "H:|-[source]"
          - "H:|-[download]-|"
          - "H:|-[spinner]"
          - "H:|-[count]"
          - "H:|-[pager]"
          - "H:|[search]|"
        """

    @Test func readsEveryControlsKeys() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "a.yaml")
        let views = Dictionary(uniqueKeysWithValues: scene.document.views.map { ($0.name, $0) })
        #expect(views["source"]?.kind == .segmentedControl)
        #expect(views["source"]?.properties.segments == ["Tape", "Radio", "Hi-Fi"])
        #expect(views["source"]?.properties.selectedSegment == 2)
        #expect(views["source"]?.properties.tint != nil)
        #expect(views["download"]?.properties.progress == 0.25 && views["download"]?.properties.stepperValue == nil)
        #expect(views["spinner"]?.properties.indicatorStyle == .large)
        #expect(views["spinner"]?.properties.isAnimating == false && views["spinner"]?.properties.hidesWhenStopped == false)
        let count = views["count"]?.properties
        #expect(count?.stepperValue == 3 && count?.minimumValue == 1 && count?.maximumValue == 5)
        #expect(views["pager"]?.properties.numberOfPages == 4 && views["pager"]?.properties.currentPage == 3)
        #expect(views["search"]?.properties.placeholder == "Find a station" && views["search"]?.properties.prompt == "Stations")
    }

    @Test func writesThemBackToTheSameScene() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "a.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains("segments: [\"Tape\", \"Radio\", \"Hi-Fi\"]") || text.contains("segments: [Tape, Radio, Hi-Fi]"),
                "\(text)")
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.document.views.map(\.kind) == scene.document.views.map(\.kind))
        #expect(reread.document.views.map(\.properties) == scene.document.views.map(\.properties))
    }

    @Test func reportsValuesOutOfRangeAndKeysOfOtherKinds() {
        let yaml = """
            views:
              - progress: download
                value: 2
              - label: title
                segments: [A, B]
              - pageControl: pager
                pages: -1
              - activityIndicator: spinner
                style: huge
              - stepper: count
                minimum: 10
                maximum: 5
            """
        #expect {
            try SceneLoader.load(text: yaml, path: "bad.yaml")
        } throws: { error in
            let text = String(describing: error)
            return text.contains("bad.yaml:3:12: error: a progress view's 'value' must be from 0 to 1, found 2")
                && text.contains("bad.yaml:5:5: error: 'segments' is not a property of a label (it belongs to segmentedControl)")
                && text.contains("bad.yaml:7:12: error: 'pages' must be from 0 to 1000, found -1")
                && text.contains("bad.yaml:9:12: error: unknown activity indicator style 'huge'")
                && text.contains("bad.yaml:11:14: error: 'minimum' 10 is above 'maximum' 5")
        }
    }
}
