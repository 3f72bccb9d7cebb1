import Foundation
import PlumbSite
import PlumbTestSupport
import Testing

/// Pages loaded from files of any format, as `plumb gallery` and `plumb serve` load them, with no
/// loader written by the caller.
@Suite(.temporaryFolders) struct ScenePagesTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures")

    @Test func aFolderOfYAMLAndALogGivesAPagePerSceneNamedAfterItsFile() throws {
        let folder = try makeTemporaryFolder()
        try boxesScene.write(toFile: folder + "/boxes.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("logs/two-reports.log").path,
                                         toPath: folder + "/two-reports.log")
        try "not a scene".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        let (entries, errors) = ScenePages.load([folder], builder: ScenePageBuilder())
        #expect(errors.isEmpty)
        #expect(entries.map(\.stem) == ["boxes", "two-reports/conflict-1", "two-reports/conflict-2"])
        #expect(entries.allSatisfy { !$0.page.canvases.isEmpty })
        #expect(entries[1].page.path == folder + "/two-reports.log")
    }

    @Test func aFileThatCannotBeReadGetsAPageOfItsErrorsAndAFolderWithoutScenesAnError() throws {
        let folder = try makeTemporaryFolder()
        try "views: [".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        let empty = try makeTemporaryFolder("empty")
        let (entries, errors) = ScenePages.load([folder, empty], builder: ScenePageBuilder())
        #expect(entries.map(\.stem) == ["broken"])
        #expect(entries.first?.page.hasErrors == true && entries.first?.page.canvases.isEmpty == true)
        #expect(errors == ["\(empty): error: no scene files (.yaml, .yml, .storyboard, .xib, .log, .swift or .m) in this folder"])
    }
}
