import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Every scene under `fixtures/` against its goldens under `golden/`, as a bare `plumb check` in the
/// repository checks them (`plumb.yaml` names the folders, `golden/plumb-golden.yaml` how the
/// pictures are drawn): the frame dump first (and one per state of the scene), then each canvas's picture, with the default
/// tolerances of `plumb check`; and each canvas's SVG, drawn the same way, as text, byte for byte
/// (`NAME@CANVAS.svg`). Both go through PlumbGolden's one pipeline (``GoldenFormat``); re-record with
/// `PLUMB_RECORD=failed swift test --filter FixtureGoldenTests` (or `plumb check --record failed`).
@Suite struct FixtureGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's `plumb.yaml`.
    static let project: ProjectConfiguration = {
        let path = repository.appendingPathComponent(ProjectConfiguration.fileName).path
        return (try? ProjectConfiguration.read(from: path)) ?? ProjectConfiguration()
    }()

    /// The golden folder `plumb.yaml` names.
    static var goldenDirectory: String { project.goldenDirectory ?? repository.appendingPathComponent("golden").path }

    /// How the goldens were drawn, as recorded beside them.
    static func drawing() throws -> GoldenDrawing {
        try #require(try GoldenDrawing.read(from: goldenDirectory + "/" + GoldenDrawing.fileName))
    }

    /// The fixtures' case names (`seeds/simple-label-and-text-field`), found on disk.
    static let caseNames: [String] = {
        let root = repository.appendingPathComponent("fixtures").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The fixture, named by its path relative to the repository, so that what the pictures quote of it
    /// (SVG titles carry `file:line:column`) is the same in every checkout.
    static func scene(_ caseName: String) throws -> Scene {
        let relativePath = "fixtures/\(caseName).yaml"
        let text = try String(contentsOfFile: repository.appendingPathComponent(relativePath).path, encoding: .utf8)
        return try SceneLoader.load(text: text, path: relativePath)
    }

    @Test func everyFixtureIsFound() {
        #expect(Self.project.scenes == [Self.repository.appendingPathComponent("fixtures").path])
        #expect(Self.caseNames.count >= 20)
        #expect(Self.caseNames.contains("seeds/simple-label-and-text-field"))
    }

    @Test(arguments: caseNames)
    func fixtureMatchesItsGolden(_ caseName: String) throws {
        let scene = try Self.scene(caseName)
        // Diagnosed as plumb check and plumb render solve, so that the pictures mark what is wrong.
        let layouts = try scene.document.diagnose(canvases: scene.canvases) { PangoTextMeasurer(direction: $0) }.map(\.layout)
        let renderer = Renderer(options: try Self.drawing().renderOptions(format: .png))
        // Each state's frames too (NAME.STATE.frames.txt) and its transition's key frames
        // (NAME.STATE.0.125s@CANVAS.png), as plumb check checks them.
        let states = try scene.states.map { state in
            (name: state.name, layouts: try scene.applying(state: state).document
                .diagnose(canvases: scene.canvases) { PangoTextMeasurer(direction: $0) }.map(\.layout))
        }
        let goldenCase = try GoldenCase(name: caseName, layouts: layouts, renderer: renderer, states: states)
        do {
            _ = try assertGolden(goldenCase, goldenDirectory: Self.goldenDirectory)
        } catch let mismatch as GoldenMismatch {
            Issue.record("\(mismatch)")
        }
    }

    @Test(arguments: caseNames)
    func fixtureSVGMatchesItsGolden(_ caseName: String) throws {
        let scene = try Self.scene(caseName)
        // Diagnosed as plumb check and plumb render solve, so that the pictures mark what is wrong.
        let layouts = try scene.document.diagnose(canvases: scene.canvases) { PangoTextMeasurer(direction: $0) }.map(\.layout)
        let renderer = Renderer(options: try Self.drawing().renderOptions(format: .svg))
        for layout in layouts {
            let svg = String(decoding: try renderer.render(layout), as: UTF8.self)
            do {
                try assertGolden(of: svg, as: .svg, named: "\(caseName)@\(layout.canvas.name)", goldenDirectory: Self.goldenDirectory)
            } catch let mismatch as GoldenMismatch {
                Issue.record("\(mismatch)")
            }
        }
    }
}
