import Foundation
import PlumbLayout

/// Reading a scene file's text, with the reasons it cannot be read as scene errors.
enum SceneFile {
    /// Scene files larger than this are refused before parsing (a scene of thousands of views is a
    /// few megabytes).
    static let maximumBytes = 64 << 20

    static func read(path: String) throws(SceneErrors) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        func failure(_ message: String) -> SceneErrors { SceneErrors([SceneError(location: start, kind: .unreadable, message: message, text: path)]) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("is a directory, not a scene file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot read the file") }
        guard data.count <= maximumBytes else {
            throw failure("the file is too large (\(data.count) bytes; scenes may have at most \(maximumBytes) bytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw failure("the file is not UTF-8 text") }
        return text
    }
}
