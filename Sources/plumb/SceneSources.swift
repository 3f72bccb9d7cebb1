import ArgumentParser
import Foundation
import PlumbImport
import PlumbLayout
import PlumbScene

/// The formats of scene source the command line reads, and the one way every command loads a scene.
enum SceneSources {
    /// Every reader, the first being the one for files of any other extension.
    static var readers: [any SceneReader.Type] {
        [SceneLoader.self, InterfaceBuilderReader.self, ConsoleLogReader.self, CodeSceneReader.self]
    }

    /// Readers for extensions read only when a file is named on its own, never found by a folder
    /// search: `.txt` is a console log pasted into a file, but goldens' `.frames.txt` are not scenes.
    static var namedOnlyReaders: [String: any SceneReader.Type] {
        Dictionary(ConsoleLogReader.namedFileExtensions.map { ($0, ConsoleLogReader.self as any SceneReader.Type) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The path that stands for standard input, read as a console log, or as layout code when it
    /// reads as code (`CodeSceneReader.looksLikeCode`).
    static let standardInput = "-"

    /// The extensions a folder is searched for, in the readers' order: `yaml`, `yml`, `storyboard`, `xib`,
    /// `log`, `swift`, `m`.
    static var fileExtensions: [String] { readers.flatMap { $0.fileExtensions } }

    /// The reader for `path` by its extension; a file named with any other extension is read as the
    /// first reader's format (a scene file), as it always was.
    static func reader(for path: String) -> any SceneReader.Type {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        return readers.first { $0.fileExtensions.contains(fileExtension) } ?? namedOnlyReaders[fileExtension] ?? readers[0]
    }

    /// Whether a file found in a folder is a scene source.
    static func isSceneSource(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix("." + $0) }
    }

    /// The console log at `path` (standard input for `-`) when the path names one, read and replayed;
    /// nil for any other format.
    static func consoleLog(path: String) throws(SourceDiagnostics) -> ConsoleLog? {
        if path == standardInput {
            return try ConsoleLogReader.log(data: FileHandle.standardInput.readDataToEndOfFile(), path: "<stdin>")
        }
        guard reader(for: path) == ConsoleLogReader.self else { return nil }
        return try ConsoleLogReader.log(path: path)
    }

    /// Reads every scene of the source at `path` with the reader for its extension.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    static func read(path: String, textSizes: TextSizeSource = .measured) throws(SourceDiagnostics) -> SceneFileContents {
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
    /// of a collection (a storyboard, a console log). The reader's warnings are printed, once.
    ///
    /// A name that is not one of a collection's scenes is an error; so is a single-scene file named
    /// on its own (`isNamedOnItsOwn`) whose scene is not named. One found in a folder is skipped:
    /// `--scene Login` over a folder picks the scenes called so.
    static func scenes(in file: SceneFile, named names: [String], isNamedOnItsOwn: Bool = false,
                       textSizes: TextSizeSource = .measured) throws(SourceDiagnostics) -> [(scene: Scene, file: SceneFile)] {
        let found = try scenesAndWarnings(in: file, named: names, isNamedOnItsOwn: isNamedOnItsOwn, textSizes: textSizes)
        for warning in found.warnings { printError(warning) }
        return found.scenes
    }

    /// As ``scenes(in:named:isNamedOnItsOwn:textSizes:)``, with the reader's warnings returned
    /// instead of printed (`plumb gallery` and `plumb serve` show them on the scene's page).
    static func scenesAndWarnings(in file: SceneFile, named names: [String], isNamedOnItsOwn: Bool = false,
                                  textSizes: TextSizeSource = .measured)
        throws(SourceDiagnostics) -> (scenes: [(scene: Scene, file: SceneFile)], warnings: [SourceDiagnostic]) {
        let contents = try read(path: file.path, textSizes: textSizes)
        guard contents.isCollection || isNamedOnItsOwn else {
            return (contents.scenes.filter { names.isEmpty || names.contains($0.name) }.map { ($0, file) }, contents.warnings)
        }
        let scenes = try contents.scenes(named: names).map { scene in
            var part = file
            part.outputStem = joinPath(file.outputStem, SceneFile.pathSafe(scene.name))
            return (scene, part)
        }
        return (scenes, contents.warnings)
    }

    /// `.yaml or .yml`, for messages.
    static var extensionList: String {
        let names = fileExtensions.map { "." + $0 }
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension TextSizeSource: ExpressibleByArgument {}
