import Foundation
import PlumbGolden
import PlumbLayout
import PlumbSources

/// Reads scene sources of any format (``SceneSources``) into the pages a ``Gallery`` and the live
/// preview show: every scene of every file, each with its source text; a file that cannot be read
/// gets a page of its errors, so one bad scene never hides the others.
///
/// ```swift
/// let (entries, errors) = ScenePages.load(["scenes"], builder: ScenePageBuilder())
/// try Gallery(title: "Scenes", entries: entries).write(to: "site", format: .html)
/// ```
public enum ScenePages {
    /// The pages of `paths` (files and folders, searched as ``SceneFile/expand(_:)`` searches
    /// them), in order; pages are built on all cores. Folder errors (a folder without scenes) come
    /// back as text.
    public static func load(_ paths: [String], builder: ScenePageBuilder) -> (entries: [GalleryEntry], errors: [String]) {
        let expanded = SceneFile.expand(paths)
        return (entries(of: expanded.files, builder: builder).flatMap { $0 }, expanded.errors.map(\.description))
    }

    /// The pages of each of `files`' scenes, one list per file, built on all cores.
    public static func entries(of files: [SceneFile], builder: ScenePageBuilder) -> [[GalleryEntry]] {
        OrderedWork.run(count: files.count) { index in entries(of: files[index], builder: builder) }
    }

    /// The pages of one file's scenes: one page of its errors when it cannot be read.
    public static func entries(of file: SceneFile, builder: ScenePageBuilder) -> [GalleryEntry] {
        let source = (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? ""
        do {
            let (scenes, warnings) = try SceneSources.scenesAndWarnings(in: file)
            // What the reader read but did not use is shown first, as `render` prints it first.
            let readerLines = DiagnosticLine.lines(of: warnings.map { $0.description + "\n" }.joined())
            return scenes.map { scene, part in
                var page = builder.page(for: scene, source: source)
                page.diagnostics = readerLines + page.diagnostics
                return GalleryEntry(stem: part.outputStem, page: page)
            }
        } catch {
            let name = SourcePath.fileStem(of: file.path)
            return [GalleryEntry(stem: file.outputStem,
                                 page: builder.failedPage(name: name, path: file.path, source: source, errors: error.description))]
        }
    }
}
