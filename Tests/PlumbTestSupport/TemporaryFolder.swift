import Foundation

/// A fresh, empty folder under the system's temporary folder, named after `label` (the calling test,
/// by default) so that a folder left behind says which test made it.
public func makeTemporaryFolder(_ label: String = #function) throws -> String {
    let name = label.filter { $0.isLetter || $0.isNumber }
    let path = NSTemporaryDirectory() + "plumb-\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// ``makeTemporaryFolder(_:)`` as a file URL, for tests that build paths with `URL`.
public func makeTemporaryFolderURL(_ label: String = #function) throws -> URL {
    URL(fileURLWithPath: try makeTemporaryFolder(label), isDirectory: true)
}

/// The names of the files in a folder, sorted.
public func fileNames(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}
