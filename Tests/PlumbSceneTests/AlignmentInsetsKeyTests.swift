import PlumbLayout
import PlumbScene
import Testing

/// `alignment-insets:`: a scene states how far a view's frame reaches past the rectangle its
/// constraints hold; a slider has its kind's insets unless it says otherwise.
@Suite struct AlignmentInsetsKeyTests {
    static let yaml = """
        canvases:
          - size: [400, 300]
            scale: 2
        views:
          - view: badge
            alignment-insets: [4, 6, 8, 10]
          - slider: volume
          - slider: flat
            alignment-insets: 0
          - button: symbol
            title: Go
            alignment-insets: [-0.5, 0, -0.5, 0]
        constraints:
          - "H:|-20-[badge(100)]"
          - "V:|-10-[badge(50)]-20-[volume]-20-[flat]-20-[symbol(40)]"
          - "H:|-20-[volume]-20-|"
          - "H:|-20-[flat]-20-|"
          - symbol.leading == superview.leading + 20
        """

    @Test func readsTheInsetsAndSolvesOnAlignmentRectangles() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "a.yaml")
        let views = Dictionary(uniqueKeysWithValues: scene.document.views.map { ($0.name, $0) })
        #expect(views["badge"]?.properties.alignmentInsets == EdgeInsets(top: 4, left: 6, bottom: 8, right: 10))
        #expect(views["volume"]?.properties.alignmentInsets == nil)
        #expect(views["flat"]?.properties.alignmentInsets == .zero)
        let layout = try #require(try scene.solve { _ in FixedAdvanceTextMeasurer() }.first)
        func frame(_ name: String) -> Rect? { layout.view(named: name)?.frame }
        // Alignment rectangle (20, 10, 100, 50), grown by the insets.
        #expect(frame("badge") == Rect(x: 14, y: 6, width: 116, height: 62))
        // 20 below the badge's alignment rectangle (at 60): the slider's alignment rectangle is
        // (20, 80, 360, 30), its frame 2 wider at each side and 1 taller below.
        #expect(frame("volume") == Rect(x: 18, y: 80, width: 364, height: 31))
        // 20 below the slider's alignment rectangle (at 110); no insets: the frame is the rectangle.
        #expect(frame("flat") == Rect(x: 20, y: 130, width: 360, height: 30))
        // Negative insets: the frame is inside the 40-pt rectangle at 180 (an SF Symbol's image).
        #expect(frame("symbol")?.minY == 180.5 && frame("symbol")?.height == 39)
    }

    @Test func writesTheInsetsBack() throws {
        let scene = try SceneLoader.load(text: Self.yaml, path: "a.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.contains("alignment-insets: [4, 6, 8, 10]"))
        #expect(text.contains("alignment-insets: 0"))
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.document.views.map(\.properties.alignmentInsets) == scene.document.views.map(\.properties.alignmentInsets))
    }
}
