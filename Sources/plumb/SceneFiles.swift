import Foundation
import PlumbGolden
import PlumbLayout

/// A scene file named on the command line, with the path its outputs mirror.
struct SceneFile: Hashable {
    /// The file's path as given or found.
    var path: String
    /// The path outputs and goldens use, without extension: the file's name for a file given
    /// directly, the path below the folder for one found in a folder (`seeds/simple-label`); the
    /// case name of ``GoldenPaths/caseName(scenePath:root:)``.
    var outputStem: String

    /// Expands files and folders (searched recursively for ``SceneSources/fileExtensions``) into scene files,
    /// sorted within each folder; a path that does not exist is returned as is so loading reports it.
    /// A folder holding no scene file is an error: the user meant to name scenes and named none; so is
    /// a file whose outputs would overwrite another's (see ``withoutSharedStems(_:)``).
    static func expand(_ arguments: [String]) -> (files: [SceneFile], errors: [PathError]) {
        var files: [SceneFile] = []
        var errors: [PathError] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                let name = URL(fileURLWithPath: argument).lastPathComponent
                files.append(SceneFile(path: argument, outputStem: GoldenPaths.caseName(scenePath: name)))
                continue
            }
            let root = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            let found = (manager.enumerator(atPath: root)?.allObjects as? [String] ?? [])
                .filter(SceneSources.isSceneSource)
                .sorted()
            if found.isEmpty {
                errors.append(PathError(path: argument, message: "no scene files (\(SceneSources.extensionList)) in this folder"))
            }
            for relative in found {
                files.append(SceneFile(path: root + "/" + relative, outputStem: GoldenPaths.caseName(scenePath: relative)))
            }
        }
        let unique = withoutSharedStems(files)
        return (unique.files, errors + unique.errors)
    }

    /// The files whose outputs and goldens would not overwrite an earlier file's: `card.swift` and
    /// `card.m` in one folder would both write `card@iphone-15.png` and check `golden/card…`, so the
    /// later one is refused, by name, rather than silently taking the other's pictures.
    private static func withoutSharedStems(_ files: [SceneFile]) -> (files: [SceneFile], errors: [PathError]) {
        var first: [String: String] = [:]
        var kept: [SceneFile] = []
        var errors: [PathError] = []
        for file in files {
            if let earlier = first[file.outputStem] {
                if earlier != file.path {
                    errors.append(PathError(path: file.path, message: "has the name of \(earlier) without its extension, "
                                            + "so both would write and check '\(file.outputStem)'; rename one"))
                }
                continue
            }
            first[file.outputStem] = file.path
            kept.append(file)
        }
        return (kept, errors)
    }
}

extension SceneFile {
    /// A scene's name made fit for a file name: `Log In (iPad)` becomes `Log-In-iPad`. ASCII letters,
    /// digits, `.` and `_` are kept; every other run of characters becomes one `-`.
    static func pathSafe(_ name: String) -> String {
        var safe = ""
        for scalar in name.unicodeScalars {
            let isKept = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                            || scalar == "." || scalar == "_")
            if isKept {
                safe.unicodeScalars.append(scalar)
            } else if !safe.isEmpty, !safe.hasSuffix("-") {
                safe += "-"
            }
        }
        if safe.hasSuffix("-") { safe.removeLast() }
        // No hidden files: a leading dot goes.
        let visible = safe.drop { $0 == "." }
        return visible.isEmpty ? "scene" : String(visible)
    }

    /// The folders of ``outputStem``: `seeds` for `seeds/simple-label`, empty for a bare name.
    var outputSubfolder: String {
        outputStem.lastIndex(of: "/").map { String(outputStem[..<$0]) } ?? ""
    }

    /// The last part of ``outputStem``: `simple-label` for `seeds/simple-label`.
    var outputName: String {
        outputStem.lastIndex(of: "/").map { String(outputStem[outputStem.index(after: $0)...]) } ?? outputStem
    }
}

/// `folder/name` without doubling a slash; `name` alone when `folder` is empty, `folder` alone when
/// `name` is. Written out rather than with `NSString`'s path methods, which trap on one-character
/// names in swift-corelibs-foundation (`("y" as NSString).deletingLastPathComponent`).
func joinPath(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    if name.isEmpty { return folder }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
}

/// The output stems (`App/Log-in`) that the scenes of one run write and check, each taken by the
/// first scene that makes it. Two scenes of a collection whose names differ only in what
/// ``SceneFile/pathSafe(_:)`` drops (`Log in`, `Log-in`, `Log in!`) or in case (which macOS's file
/// systems ignore) would overwrite each other's pictures and goldens, so the later one is refused,
/// by name and at its place, as a file sharing another's stem is (``SceneFile/expand(_:)``).
struct OutputStems {
    private var taken: [String: (scene: String, path: String)] = [:]

    /// Takes the stem of `file` for `scene`; when another scene has it already, the error refusing this one.
    mutating func take(for scene: Scene, file: SceneFile) -> SourceDiagnostic? {
        let key = file.outputStem.lowercased()
        guard let earlier = taken[key] else {
            taken[key] = (scene.name, file.path)
            return nil
        }
        let owner = earlier.path == file.path ? "scene '\(earlier.scene)'" : "scene '\(earlier.scene)' of \(earlier.path)"
        return SourceDiagnostic(
            location: Self.place(of: scene), kind: .nameClash,
            message: "scene '\(scene.name)' would write and check '\(file.outputStem)', as \(owner) does (file names keep "
                + "only ASCII letters, digits, '.' and '_', and macOS ignores case); rename one")
    }

    /// Where a scene starts in its file: the first place of its views, guides and canvases.
    private static func place(of scene: Scene) -> SourceLocation {
        let places = Array(scene.sources.views.values) + Array(scene.sources.guides.values) + Array(scene.sources.canvases.values)
        return places.filter { $0.file == scene.sources.file }.min { ($0.line, $0.column) < ($1.line, $1.column) }
            ?? scene.sources.start
    }
}
