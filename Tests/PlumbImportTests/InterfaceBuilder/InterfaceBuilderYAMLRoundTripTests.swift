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

    /// `Wharf.storyboard`: the import writes each controller's bars as `bars:`, and its iPhone SE canvas
    /// as the device under those bars; read back, the YAML scene lays out as the document on its own
    /// device and, with `--device`, on others (frames worked out by hand from the constraints).
    @Test func importedYAMLKeepsTheBarsOfEachController() throws {
        let document = try InterfaceBuilderFixtureTests.document("Wharf.storyboard")
        let texts = document.scenes.map { SceneWriter(options: .init(sourceComments: false)).yaml(for: $0.scene(textSizes: .fromDocument)) }
        #expect(texts.map { $0.split(separator: "\n").dropFirst().prefix(3).joined(separator: "\n") } == [
            "bars: {navigation-bar: true, large-title: true, bottom-bar: tab-bar}\ncanvases:\n  - {device: iphone-se}",
            "bars: {bottom-bar: tab-bar}\ncanvases:\n  - {device: iphone-se}",
            "bars: {navigation-bar: true, bottom-bar: toolbar}\ncanvases:\n  - {device: iphone-se}",
        ])
        let scenes = try texts.map { try SceneLoader.load(text: $0, path: "written.yaml") }
        #expect(scenes.map(\.bars) == document.scenes.map(\.scene.bars))
        func frames(_ scene: PlumbLayout.Scene, on device: String? = nil) throws -> [String: Rect] {
            let moved = try device.map { scene.onCanvases([try #require(DevicePreset.canvas(named: $0))]) } ?? scene
            let layout = try moved.solve { _ in FixedAdvanceTextMeasurer() }[0]
            return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        }
        // The document's iPhone SE: 20 + 44 + 52 above the log, 49 below; 20 + 44 and 44 around the manifest.
        #expect(try frames(scenes[0])["ledger"] == Rect(x: 16, y: 132, width: 343, height: 470))
        #expect(try frames(scenes[1])["strip"] == Rect(x: 0, y: 578, width: 375, height: 40))
        #expect(try frames(scenes[2])["sheet"] == Rect(x: 0, y: 64, width: 375, height: 559))
        // On an iPhone 15: 59 + 44 + 52 and 34 + 49 (852 - 155 - 83 - 32 = 582); 852 - 83 - 40 = 729;
        // 59 + 44 and 34 + 44 (852 - 103 - 78 = 671).
        #expect(try frames(scenes[0], on: "iphone-15")["ledger"] == Rect(x: 16, y: 171, width: 361, height: 582))
        #expect(try frames(scenes[1], on: "iphone-15")["strip"] == Rect(x: 0, y: 729, width: 393, height: 40))
        #expect(try frames(scenes[2], on: "iphone-15")["sheet"] == Rect(x: 0, y: 103, width: 393, height: 671))
        // The iPhone SE in landscape: no status bar, 32-pt bars, no large title: 375 - 32 - 32 - 32 = 279.
        #expect(try frames(scenes[0], on: "iphone-se-landscape")["ledger"] == Rect(x: 16, y: 48, width: 635, height: 279))
        // Each the same as the document read directly.
        for (imported, scene) in zip(document.scenes, scenes) {
            for device in [nil, "iphone-15", "iphone-se-landscape", "ipad-pro-11"] {
                #expect(try frames(scene, on: device) == frames(imported.scene(textSizes: .fromDocument), on: device))
            }
        }
    }

    /// A canvas no device makes is written as a custom size whose `caption` names the device it stands
    /// for, so that its pictures are captioned as the document's: a cell of `MooringCell.xib` (on the
    /// iPhone SE, 60 high), a controller of `Harbour.storyboard` under a navigation bar below a 44-pt
    /// status bar (the iPhone 12 of the Xcode that saved it; 47 today).
    @Test func aCustomCanvasIsCaptionedWithTheDeviceItStandsFor() throws {
        let written = try ["MooringCell.xib", "Harbour.storyboard"].map { name in
            let imported = try InterfaceBuilderFixtureTests.document(name).scenes[0]
            return SceneWriter(options: .init(sourceComments: false)).yaml(for: imported.scene(textSizes: .fromDocument))
        }
        #expect(written[0].contains(#"  - {name: iphone-se, size: [375, 60], scale: 2, caption: "iPhone SE · portrait · 375 × 60"}"#))
        #expect(written[1].contains(
            #"  - {name: iphone-12, size: [390, 844], scale: 3, safe-area: [88, 0, 34, 0], caption: "iPhone 12 · portrait"}"#))
        let captions = try written.map { try SceneLoader.load(text: $0, path: "written.yaml").canvases.map(\.caption) }
        #expect(captions == [["iPhone SE · portrait · 375 × 60 · wC hR · text L · LTR"], ["iPhone 12 · portrait · wC hR · text L · LTR"]])
    }

    /// Every document's scenes, written and read back, keep their bars on other devices (`--device`).
    @Test(arguments: documents) func importedYAMLTakesItsBarsToOtherDevices(_ name: String) throws {
        let document = try InterfaceBuilderFixtureTests.document(name)
        let others = try ["iphone-se", "iphone-15-landscape", "iphone-15-pro-max-landscape", "ipad-pro-11"].map {
            try #require(DevicePreset.canvas(named: $0))
        }
        for imported in document.scenes {
            let scene = imported.scene(textSizes: .fromDocument)
            let text = SceneWriter().yaml(for: scene)
            let reread = try SceneLoader.load(text: text, path: "written.yaml")
            #expect(reread.bars == scene.bars, "\(scene.name)")
            let direct = try scene.onCanvases(others).solve { _ in FixedAdvanceTextMeasurer() }
            let written = try reread.onCanvases(others).solve { _ in FixedAdvanceTextMeasurer() }
            for (expected, actual) in zip(direct, written) {
                #expect(actual.canvas == expected.canvas, "\(scene.name)")
                #expect(actual.views.map { "\($0.name) \($0.frame)" } == expected.views.map { "\($0.name) \($0.frame)" },
                        "\(scene.name) on \(expected.canvas.name)")
            }
        }
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
            // The document's own canvas, caption and all, as a device or as a custom canvas whose `caption` names the device.
            #expect(reread.canvases == scene.canvases, "\(scene.name), written as:\n\(text)")
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
