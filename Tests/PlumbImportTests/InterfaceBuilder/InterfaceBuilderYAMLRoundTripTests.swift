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
