import Foundation
import PlumbImport
import PlumbLayout
import PlumbScene

/// Every format of scene source Plumb reads, and the one way to load a file of any of them: the
/// reader is picked by the file's extension.
///
/// ```swift
/// let contents = try SceneSources.read(path: "Main.storyboard")   // or .yaml, .xib, .swift, .m, .log
/// for scene in contents.scenes { … }
/// ```
///
/// The command line, the gallery's and the live preview's page loading (`ScenePages`) and
/// `PreviewServer` all load through it, so a new reader added to ``readers`` reaches all of them.
public enum SceneSources {
    /// Every reader, the first being the one for files of any other extension.
    public static var readers: [any SceneReader.Type] {
        [SceneLoader.self, InterfaceBuilderReader.self, ConsoleLogReader.self, CodeSceneReader.self]
    }

    /// Readers for extensions read only when a file is named on its own, never found by a folder
    /// search: `.txt` is a console log pasted into a file, but goldens' `.frames.txt` are not scenes.
    public static var namedOnlyReaders: [String: any SceneReader.Type] {
        Dictionary(ConsoleLogReader.namedFileExtensions.map { ($0, ConsoleLogReader.self as any SceneReader.Type) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The path that stands for standard input, read as a console log, or as layout code when it
    /// reads as code (`CodeSceneReader.looksLikeCode`).
    public static let standardInput = "-"

    /// The extensions a folder is searched for, in the readers' order: `yaml`, `yml`, `storyboard`, `xib`,
    /// `log`, `swift`, `m`.
    public static var fileExtensions: [String] { readers.flatMap { $0.fileExtensions } }

    /// The reader for `path` by its extension; a file named with any other extension is read as the
    /// first reader's format (a scene file), as it always was.
    public static func reader(for path: String) -> any SceneReader.Type {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        return readers.first { $0.fileExtensions.contains(fileExtension) } ?? namedOnlyReaders[fileExtension] ?? readers[0]
    }

    /// Whether a file found in a folder is a scene source.
    public static func isSceneSource(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix("." + $0) }
    }

    /// The console log at `path` (standard input for `-`) when the path names one, read and replayed;
    /// nil for any other format.
    public static func consoleLog(path: String) throws(SourceDiagnostics) -> ConsoleLog? {
        if path == standardInput {
            return try ConsoleLogReader.log(data: FileHandle.standardInput.readDataToEndOfFile(), path: "<stdin>")
        }
        guard reader(for: path) == ConsoleLogReader.self else { return nil }
        return try ConsoleLogReader.log(path: path)
    }

    /// Reads every scene of the source at `path` with the reader for its extension.
    /// - Parameter textSizes: ``TextSizeSource/fromDocument`` takes the text sizes an Interface
    ///   Builder document stores; every other source is measured.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    public static func read(path: String, textSizes: TextSizeSource = .measured) throws(SourceDiagnostics) -> SceneFileContents {
        if path == standardInput {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            if let text = String(data: data, encoding: .utf8), CodeSceneReader.looksLikeCode(text) {
                let (scene, warnings) = try CodeSceneReader.read(text, path: "<stdin>")
                return SceneFileContents(path: path, scenes: [scene], warnings: warnings)
            }
            return ConsoleLogReader.contents(of: try ConsoleLogReader.log(data: data, path: "<stdin>"))
        }
        let reader = reader(for: path)
        // Only Interface Builder documents store the sizes Xcode measured; other sources measure.
        if textSizes == .fromDocument, reader == InterfaceBuilderReader.self {
            return try InterfaceBuilderReader.read(path: path, textSizes: textSizes)
        }
        return try reader.read(path: path)
    }

    /// The scenes of `file` whose names are in `names` (every scene when it is empty), each with the
    /// file its outputs are named after: the file itself for a single scene, `file/scene` for a scene
    /// of a collection (a storyboard, a console log), and the reader's warnings (what it read but
    /// did not use).
    ///
    /// A name that is not one of a collection's scenes is an error; so is a single-scene file named
    /// on its own (`isNamedOnItsOwn`) whose scene is not named. One found in a folder is skipped:
    /// `--scene Login` over a folder picks the scenes called so.
    /// - Throws: ``SourceDiagnostics`` as ``read(path:textSizes:)`` does, or for a name not found.
    public static func scenesAndWarnings(in file: SceneFile, named names: [String] = [], isNamedOnItsOwn: Bool = false,
                                         textSizes: TextSizeSource = .measured)
        throws(SourceDiagnostics) -> (scenes: [(scene: Scene, file: SceneFile)], warnings: [SourceDiagnostic]) {
        let contents = try read(path: file.path, textSizes: textSizes)
        guard contents.isCollection || isNamedOnItsOwn else {
            return (contents.scenes.filter { names.isEmpty || names.contains($0.name) }.map { ($0, file) }, contents.warnings)
        }
        let scenes = try contents.scenes(named: names).map { scene in
            var part = file
            part.outputStem = SceneFile.joinPath(file.outputStem, SceneFile.pathSafe(scene.name))
            return (scene, part)
        }
        return (scenes, contents.warnings)
    }

    /// `.yaml, .yml, … or .m`, for messages.
    public static var extensionList: String {
        let names = fileExtensions.map { "." + $0 }
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
