import Foundation

/// Notices that files changed by polling their modification times and sizes: portable, needs no
/// inotify, and a scene folder is small. Folders are searched again each time, so a new file counts.
struct FileWatcher: Sendable {
    /// What was seen of each file: its modification time and size.
    typealias Snapshot = [String: FileStamp]

    struct FileStamp: Hashable, Sendable {
        var modified: Date
        var size: Int
    }

    let paths: [String]
    /// Which files found in folders are watched (scene files); files named on their own always are.
    let isWatched: @Sendable (String) -> Bool

    func snapshot() -> Snapshot {
        var snapshot: Snapshot = [:]
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let files = isFolder.boolValue
                ? (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).map { path + "/" + $0 }
                : [path]
            for file in files where !isFolder.boolValue || isWatched(file) {
                guard let attributes = try? manager.attributesOfItem(atPath: file),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                snapshot[file] = FileStamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                           size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
            }
        }
        return snapshot
    }
}
