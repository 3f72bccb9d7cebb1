import Foundation

/// A scene file named on the command line, with the path its outputs mirror.
struct SceneFile: Hashable {
    /// The file's path as given or found.
    var path: String
    /// The path outputs and goldens use, without extension: the file's name for a file given
    /// directly, the path below the folder for one found in a folder (`seeds/simple-label`).
    var outputStem: String

    /// Expands files and folders (searched recursively for `.yaml` and `.yml`) into scene files,
    /// sorted within each folder; a path that does not exist is returned as is so loading reports it.
    static func expand(_ arguments: [String]) -> [SceneFile] {
        var files: [SceneFile] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                let stem = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
                files.append(SceneFile(path: argument, outputStem: stem))
                continue
            }
            let root = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            let found = (manager.enumerator(atPath: root)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
            for relative in found {
                let stem = relative.hasSuffix(".yaml") ? String(relative.dropLast(5)) : String(relative.dropLast(4))
                files.append(SceneFile(path: root + "/" + relative, outputStem: stem))
            }
        }
        return files
    }
}

/// Writes to standard error.
func printError(_ text: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((newline && !text.hasSuffix("\n") ? text + "\n" : text).utf8))
}
