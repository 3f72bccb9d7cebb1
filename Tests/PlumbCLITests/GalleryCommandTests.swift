import Foundation
import PlumbTestSupport
import Testing

/// `plumb gallery` end to end on the repository's own fixtures.
@Suite(.temporaryFolders) struct GalleryCommandTests {
    /// Every file below `folder`, relative path to bytes.
    func contents(of folder: String) throws -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return files
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        // Relative paths, as a project's Makefile would run it, so the pages do not name the temporary folder.
        let root = SolveCommandTests.fixtures.deletingLastPathComponent()
        let folder = try makeTemporaryFolder()
        for run in ["a", "b"] {
            let result = try runPlumb(["gallery", "fixtures/stacks", "fixtures/diagnostics", "-o", "\(folder)/\(run)"],
                                      currentDirectory: root)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "\(folder)/\(run)/index.html\n")
        }
        let first = try contents(of: folder + "/a"), second = try contents(of: folder + "/b")
        #expect(first.count > 10)
        #expect(first == second)
        let index = String(decoding: try #require(first["index.html"]), as: UTF8.self)
        #expect(index.contains("<span class=\"scene-path\">fixtures/stacks/"))
    }

    /// `docs/gallery/` is the seed fixtures' gallery, written by the command `docs/gallery.md` shows; it
    /// must be what that command writes now, so the pages cannot drift from the fixtures or the drawing.
    @Test func theDocsGalleryIsWhatTheCommandWritesNow() throws {
        let root = SolveCommandTests.fixtures.deletingLastPathComponent()
        let folder = try makeTemporaryFolder()
        let result = try runPlumb(["gallery", "fixtures/seeds", "-o", folder, "--format", "markdown",
                                   "--title", "Plumb's seed fixtures"], currentDirectory: root)
        #expect(result.status == 0, "\(result.err)")
        let written = try contents(of: folder), shown = try contents(of: root.appendingPathComponent("docs/gallery").path)
        #expect(written.count > 20)
        #expect(Set(shown.keys) == Set(written.keys), "re-write docs/gallery with the command in docs/gallery.md")
        for (path, bytes) in written where shown[path] != bytes {
            Issue.record("docs/gallery/\(path) differs from what the command writes now; re-write it with the command in docs/gallery.md")
        }
    }

    @Test func markdownFormatWritesAReadmeAndAPagePerScene() throws {
        let scene = SolveCommandTests.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml").path
        let folder = try makeTemporaryFolder()
        let result = try runPlumb(["gallery", scene, "-o", folder, "--format", "markdown", "--pictures", "png"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try fileNames(in: folder) == [".plumb-gallery", "README.md", "simple-label-and-text-field.md",
                                              "simple-label-and-text-field@iphone-15-landscape.png",
                                              "simple-label-and-text-field@iphone-15.png"])
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/simple-label-and-text-field@iphone-15.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// A scene renamed between two runs: its old page and pictures go; a file of the user's stays.
    @Test func aSecondRunRemovesThePagesOfScenesNoLongerThere() throws {
        let scenes = try makeTemporaryFolder()
        let site = try makeTemporaryFolder("site")
        let label = try String(contentsOf: SolveCommandTests.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml"),
                               encoding: .utf8)
        try label.write(toFile: scenes + "/first.yaml", atomically: true, encoding: .utf8)
        try "mine".write(toFile: site + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(try runPlumb(["gallery", scenes, "-o", site]).status == 0)
        #expect(try fileNames(in: site).contains("first.html"))
        try FileManager.default.moveItem(atPath: scenes + "/first.yaml", toPath: scenes + "/second.yaml")
        let result = try runPlumb(["gallery", scenes, "-o", site])
        #expect(result.status == 0, "\(result.err)")
        #expect(try fileNames(in: site) == [".plumb-gallery", "index.html", "notes.txt", "second.html",
                                            "second@iphone-15-landscape.svg", "second@iphone-15.svg"])
    }

    @Test func aFolderWithoutScenesIsAnError() throws {
        let empty = try makeTemporaryFolder()
        let result = try runPlumb(["gallery", empty, "-o", empty + "/site"])
        #expect(result.status == 2)
        #expect(result.err == "\(empty): error: no scene files (.yaml, .yml, .storyboard, .xib, .log, .swift or .m) in this folder\n")
    }
}
