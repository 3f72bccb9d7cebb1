import PlumbLayout
import PlumbScene

/// The formats of scene source the command line reads, and the one way every command loads a scene.
enum SceneSources {
    /// Every reader, the first being the one for files of any other extension.
    static var readers: [any SceneReader.Type] { [SceneLoader.self] }

    /// The extensions a folder is searched for, in the readers' order: `yaml`, `yml`.
    static var fileExtensions: [String] { readers.flatMap { $0.fileExtensions } }

    /// The reader for `path` by its extension; a file named with any other extension is read as the
    /// first reader's format (a scene file), as it always was.
    static func reader(for path: String) -> any SceneReader.Type {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        return readers.first { $0.fileExtensions.contains(fileExtension) } ?? readers[0]
    }

    /// Whether a file found in a folder is a scene source.
    static func isSceneSource(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix("." + $0) }
    }

    /// Reads the scene source at `path` with the reader for its extension.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    static func load(path: String) throws(SourceDiagnostics) -> Scene {
        try reader(for: path).load(path: path)
    }

    /// `.yaml or .yml`, for messages.
    static var extensionList: String {
        let names = fileExtensions.map { "." + $0 }
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
