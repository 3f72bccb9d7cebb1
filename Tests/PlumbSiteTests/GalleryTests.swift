import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbSite
import PlumbTestSupport
import Testing

@Suite(.temporaryFolders) struct ScenePageTests {
    @Test func constraintsTableListsEachWrittenConstraintWithItsLinePriorityAndStatePerCanvas() throws {
        let (scene, path) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        #expect(page.canvases.map(\.canvas) == ["iphone-15", "iphone-15-landscape"])
        let rows = page.constraints.map { row in
            "\(row.location?.line ?? 0) | \(row.equation) | \(row.priority) | \(row.states.map(\.description).joined(separator: " | "))"
        }
        #expect(rows == [
            "12 | blueBox.leading == superview.leadingMargin | required | met | met",
            "13 | blueBox.trailing == superview.trailingMargin | required | met | met",
            "14 | blueBox.top == safeArea.top + 20 | required | met | met",
            "15 | blueBox.height == 120 | required | met | met",
            "16 | redBox.top == blueBox.bottom + 8 | required | met | met",
            "17 | redBox.leading == blueBox.leading | required | met | met",
            "18 | redBox.height == 60 | required | met | met",
            "19 | redBox.width <= 300 | required | met | met",
            "20 | redBox.width == 500 @high | high | not met (off by 200 pt) | not met (off by 200 pt)",
        ])
        #expect(page.constraints.last?.items == ["redBox"])
        #expect(page.constraints[4].items == ["redBox", "blueBox"])
        #expect(page.constraints.allSatisfy { $0.location?.file == path })
        // The unmet optional constraint is a note; the last line sums up.
        #expect(page.diagnostics.contains { $0.severity == .note && $0.text.contains("optional constraint not met on canvas 'iphone-15'") })
        #expect(page.diagnostics.last == DiagnosticLine(severity: .summary, text: "no layout problems on 2 canvases"))
        #expect(!page.hasErrors)
    }

    @Test func htmlTableShowsTheSameRowsLinkedToTheSourceLines() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let files = Gallery(title: "Test", entries: [GalleryEntry(stem: "boxes", page: page)]).files(format: .html)
        let html = try #require(files.first { $0.path == "boxes.html" }).text
        #expect(html.contains("<td><a href=\"#L20\">20</a></td><td><code>redBox.width == 500 @high</code></td><td>high</td>"
                              + "<td class=\"state not-met\">not met (off by 200 pt)</td>"
                              + "<td class=\"state not-met\">not met (off by 200 pt)</td></tr>"))
        #expect(html.contains("<span class=\"line\" id=\"L20\"><span class=\"number\" aria-hidden=\"true\">20</span>"
                              + "  - redBox.width == 500 @750</span>"))
        #expect(html.contains("alt=\"Two boxes on iphone-15 (iPhone 15 · portrait · wC hR · text L · LTR), showing root, blueBox, redBox\""))
        #expect(files.map(\.path) == ["index.html", "boxes.html", "boxes@iphone-15.svg", "boxes@iphone-15-landscape.svg"])
    }

    @Test func markdownPagesHoldTheTableThePicturesAndTheSource() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let files = Gallery(title: "Test", entries: [GalleryEntry(stem: "ui/boxes", page: page)]).files(format: .markdown)
        #expect(files.map(\.path) == ["README.md", "ui/boxes.md", "ui/boxes@iphone-15.svg", "ui/boxes@iphone-15-landscape.svg"])
        let markdown = files[1].text
        #expect(markdown.hasPrefix("[← all scenes](../README.md)\n\n# Two boxes\n"))
        #expect(markdown.contains("| Line | Constraint | Priority | iphone-15 | iphone-15-landscape |\n|---:|---|---|---|---|\n"))
        #expect(markdown.contains("| 20 | `redBox.width == 500 @high` | high | **not met (off by 200 pt)** | **not met (off by 200 pt)** |\n"))
        #expect(markdown.contains("![Two boxes on iphone-15 (iPhone 15 · portrait · wC hR · text L · LTR), showing root, blueBox, redBox](boxes@iphone-15.svg)"))
        #expect(markdown.contains("```yaml\nname: Two boxes\n"))
        #expect(files[0].text.contains("| [Two boxes](ui/boxes.md)<br>"))
    }

    @Test func aSceneThatCannotBeSolvedGetsAPageWithItsErrorsAndNoPicture() throws {
        let text = boxesScene.replacingOccurrences(of: "redBox.leading == blueBox.leading", with: "redBox.leading == nowhere.leading")
        let builder = ScenePageBuilder()
        let page = builder.failedPage(name: "boxes", path: "boxes.yaml", source: text,
                                      errors: "boxes.yaml:17:22: error: unknown view 'nowhere'")
        #expect(page.hasErrors && page.canvases.isEmpty)
        let html = try #require(Gallery(title: "T", entries: [GalleryEntry(stem: "boxes", page: page)]).files(format: .html)
            .first { $0.path == "boxes.html" }).text
        #expect(html.contains("<span class=\"error\">boxes.yaml:17:22: error: unknown view &#39;nowhere&#39;</span>"))
        #expect(html.contains("The scene has errors and no picture."))
    }

    @Test func twoGalleriesOfTheSameScenesAreTheSameBytes() throws {
        let (scene, _) = try loadScene()
        func site() -> [GalleryFile] {
            let page = ScenePageBuilder().page(for: scene, source: boxesScene)
            return Gallery(title: "T", entries: [GalleryEntry(stem: "a/boxes", page: page), GalleryEntry(stem: "boxes", page: page)])
                .files(format: .html)
        }
        let first = site(), second = site()
        #expect(first == second)
        #expect(first.count == 7)
    }

    /// Every file below `folder`, relative, sorted.
    func allFiles(in folder: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return found.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func aGalleryRemovesWhatItWroteBeforeAndNoLongerWritesAndNothingElse() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let folder = try makeTemporaryFolder()
        // The user's own files: one beside the site, one named as a page would be, one in a folder.
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
        for mine in ["notes/mine.md", "old.html", "ui/boxes.txt"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + (mine.split(separator: "/").dropLast().joined(separator: "/")),
                                                    withIntermediateDirectories: true)
            try "mine".write(toFile: folder + "/" + mine, atomically: true, encoding: .utf8)
        }
        try Gallery(title: "T", entries: [GalleryEntry(stem: "ui/boxes", page: page), GalleryEntry(stem: "deep/er/other", page: page)])
            .write(to: folder, format: .html)
        #expect(allFiles(in: folder).contains("deep/er/other@iphone-15.svg"))
        // The scenes renamed and one removed: the old pages and pictures go, and the folders they
        // leave empty; the user's files stay, and so does the folder that still holds one.
        let written = try Gallery(title: "T", entries: [GalleryEntry(stem: "boxes", page: page)]).write(to: folder, format: .html)
        #expect(allFiles(in: folder) == [".plumb-gallery", "boxes.html", "boxes@iphone-15-landscape.svg", "boxes@iphone-15.svg",
                                         "index.html", "notes/mine.md", "old.html", "ui/boxes.txt"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/deep"))
        #expect(written.last == folder + "/.plumb-gallery")
        let manifest = try String(contentsOfFile: folder + "/.plumb-gallery", encoding: .utf8)
        #expect(manifest.split(separator: "\n").dropFirst() == ["boxes.html", "boxes@iphone-15-landscape.svg", "boxes@iphone-15.svg", "index.html"])
    }

    @Test func aManifestNamingFilesOutsideTheFolderRemovesNone() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let parent = try makeTemporaryFolder()
        let folder = parent + "/site"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for kept in [parent + "/outside.txt", folder + "/sub/kept.txt"] {
            try "kept".write(toFile: kept, atomically: true, encoding: .utf8)
        }
        try "# hand-edited\n../outside.txt\n\(parent)/outside.txt\nsub/../sub/kept.txt\n./sub/kept.txt\nsub//kept.txt\nsub\n"
            .write(toFile: folder + "/.plumb-gallery", atomically: true, encoding: .utf8)
        try Gallery(title: "T", entries: [GalleryEntry(stem: "boxes", page: page)]).write(to: folder, format: .html)
        #expect(FileManager.default.fileExists(atPath: parent + "/outside.txt"))
        #expect(FileManager.default.fileExists(atPath: folder + "/sub/kept.txt"))
    }
}

extension GalleryFile {
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
