import Foundation
import PlumbImport
import PlumbLayout
import PlumbScene
import Testing

/// `plumb import` writes a document's scenes as YAML; read back, each lays out as the document read
/// directly does: on its own canvas and on canvases of the other size classes (iPhones in
/// both orientations, the larger one regular in width in landscape, and an iPad), with sizes from the document.
@Suite struct InterfaceBuilderYAMLRoundTripTests {
    static let documents: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: InterfaceBuilderFixtureTests.folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }()

    @Test func thereAreDocumentsToWrite() {
        #expect(Self.documents.count >= 18)
    }

    /// A document may hold control values no scene file allows (a stepper up to a million, a selected
    /// segment of -5, a progress of 3): the import keeps them to a scene's ranges, so its YAML reads back.
    @Test func controlValuesOutsideASceneRangeStillWriteAReadableScene() throws {
        let xml = InterfaceBuilderReaderTests.storyboard(subviews: """
            <stepper opaque="NO" contentMode="scaleToFill" value="5" minimumValue="-2000000" maximumValue="1000000" translatesAutoresizingMaskIntoConstraints="NO" id="ST-1">
                <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
            </stepper>
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="-5" translatesAutoresizingMaskIntoConstraints="NO" id="SC-1">
                <rect key="frame" x="0.0" y="40" width="121" height="32"/>
                <segments><segment title="One"/><segment title="Two"/></segments>
            </segmentedControl>
            <progressView opaque="NO" contentMode="scaleToFill" progress="3" translatesAutoresizingMaskIntoConstraints="NO" id="PV-1">
                <rect key="frame" x="0.0" y="80" width="150" height="4"/>
            </progressView>
            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="5000" currentPage="-1" translatesAutoresizingMaskIntoConstraints="NO" id="PC-1">
                <rect key="frame" x="0.0" y="90" width="150" height="26"/>
            </pageControl>
            """)
        let imported = try InterfaceBuilderReaderTests.read(xml).scenes[0]
        let text = SceneWriter().yaml(for: imported.scene(textSizes: .fromDocument))
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        var byKind: [ViewKind: ViewProperties] = [:]
        func visit(_ nodes: [ViewNode]) { for node in nodes { byKind[node.kind] = node.properties; visit(node.subviews) } }
        visit(reread.document.views)
        #expect(byKind[.stepper]?.stepperValue == 5 && byKind[.stepper]?.minimumValue == nil && byKind[.stepper]?.maximumValue == nil)
        #expect(byKind[.segmentedControl]?.selectedSegment == -1)
        #expect(byKind[.progress]?.progress == 1)
        #expect(byKind[.pageControl]?.numberOfPages == LayoutLimits.maximumPages && byKind[.pageControl]?.currentPage == 0)
    }

    @Test(arguments: documents) func importedYAMLLaysOutAsTheDocument(_ name: String) throws {
        let document = try InterfaceBuilderFixtureTests.document(name)
        let others = try ["iphone-15", "iphone-15-plus", "ipad-pro-11"].flatMap { device -> [Canvas] in
            let preset = try #require(DevicePreset.named(device))
            return [preset.canvas(orientation: .portrait), preset.canvas(orientation: .landscape)]
        }
        for imported in document.scenes {
            let scene = imported.scene(textSizes: .fromDocument)
            let text = SceneWriter().yaml(for: scene)
            let reread = try SceneLoader.load(text: text, path: "written.yaml")
            let canvases = scene.canvases + others
            let direct = try scene.solve(canvases: canvases) { _ in FixedAdvanceTextMeasurer() }
            let written = try reread.solve(canvases: canvases) { _ in FixedAdvanceTextMeasurer() }
            for (expected, actual) in zip(direct, written) {
                let expectedFrames = expected.views.map { "\($0.name) \($0.frame)" }
                let actualFrames = actual.views.map { "\($0.name) \($0.frame)" }
                #expect(actualFrames == expectedFrames, "\(scene.name) on \(expected.canvas.name), written as:\n\(text)")
                #expect(actual.views.map(\.layoutMargins) == expected.views.map(\.layoutMargins),
                        "\(scene.name) on \(expected.canvas.name)")
            }
        }
    }
}
