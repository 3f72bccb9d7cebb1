import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// Every scene under `fixtures/` against its goldens under `golden/`: the frame dump first, then
/// each canvas's picture (PNG, at the canvas's scale, constraints drawn), with the default
/// tolerances of `plumb check`; and each canvas's SVG as text, byte for byte (`NAME@CANVAS.svg`). Re-record with `PLUMB_RECORD=failed swift test --filter FixtureGoldenTests`
/// (or `plumb check fixtures --golden golden --constraints --record failed`).
@Suite struct FixtureGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        #expect(Self.caseNames.count >= 20)
        #expect(Self.caseNames.contains("seeds/simple-label-and-text-field"))
    }

    @Test(arguments: caseNames)
    func fixtureMatchesItsGolden(_ caseName: String) throws {
        let scene = try Self.scene(caseName)
        let layouts = try scene.solve { PangoTextMeasurer(direction: $0) }
        let renderer = Renderer(options: RenderOptions(format: .png, showConstraints: true))
        let goldenCase = try GoldenCase(name: caseName, layouts: layouts, renderer: renderer)
        do {
            _ = try assertGolden(goldenCase, goldenDirectory: Self.repository.appendingPathComponent("golden").path)
        } catch let mismatch as GoldenMismatch {
            Issue.record("\(mismatch)")
        }
    }

    @Test(arguments: caseNames)
    func fixtureSVGMatchesItsGolden(_ caseName: String) throws {
        let scene = try Self.scene(caseName)
        let layouts = try scene.solve { PangoTextMeasurer(direction: $0) }
        let renderer = Renderer(options: RenderOptions(format: .svg, showConstraints: true))
        let mode = try GoldenRecordMode.fromEnvironment()
        for layout in layouts {
            let actual = String(decoding: try renderer.render(layout), as: UTF8.self)
            let path = Self.repository.appendingPathComponent("golden/\(caseName)@\(layout.canvas.name).svg").path
            guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
                if mode == .never {
                    Issue.record("no golden \(path) (record with PLUMB_RECORD=missing)")
                } else {
                    try AtomicFile.write(actual, to: path)
                }
                continue
            }
            guard expected != actual else { continue }
            if mode == .all || mode == .failed {
                try AtomicFile.write(actual, to: path)
                continue
            }
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            Issue.record("\(path) differs from the rendered SVG, first at line \(line + 1) (re-record with PLUMB_RECORD=failed)")
        }
    }
}
