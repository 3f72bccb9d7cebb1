import Foundation
import PlumbSite
import PlumbSources

/// The pages of the scene files below the roots, read again only for the files that changed.
///
/// Each look (``refresh()``) finds the files again (so a new file counts and a deleted one goes),
/// compares each one's modification time and size with the last look's, and reads only those new
/// or changed; the others keep their pages. Polling is portable, needs no inotify, and a scene
/// folder is small. No format includes another file (a storyboard reference, an imported
/// listing), so a file's pages depend on that file alone.
struct ScenePageCache: Sendable {
    /// What was seen of a file: its modification time and size; nil when it cannot be read.
    struct FileStamp: Hashable, Sendable {
        var modified: Date
        var size: Int

        init?(path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
            modified = attributes[.modificationDate] as? Date ?? .distantPast
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
    }

    let roots: [String]
    let builder: ScenePageBuilder
    private var files: [SceneFile] = []
    private var stamps: [String: FileStamp?] = [:]
    private var pages: [String: [GalleryEntry]] = [:]

    init(roots: [String], builder: ScenePageBuilder) {
        self.roots = roots
        self.builder = builder
    }

    /// Every scene's page, in the order the files are found.
    var entries: [GalleryEntry] { files.flatMap { pages[$0.path] ?? [] } }

    /// Looks at the files again and reads those new or changed since the last look.
    /// - Returns: the paths read, in order, and whether the set of pages changed at all (a file
    ///   read, or one gone).
    mutating func refresh() -> (read: [String], changed: Bool) {
        let found = SceneFile.expand(roots).files
        let now = Dictionary(found.map { ($0.path, FileStamp(path: $0.path)) }, uniquingKeysWith: { first, _ in first })
        let stale = found.filter { file in pages[file.path] == nil || stamps[file.path] != now[file.path] }
        let read = ScenePages.entries(of: stale, builder: builder)
        for (file, entries) in zip(stale, read) { pages[file.path] = entries }
        let changed = !stale.isEmpty || found != files
        files = found
        stamps = now
        for path in pages.keys where now[path] == nil { pages[path] = nil }
        return (stale.map(\.path), changed)
    }
}
