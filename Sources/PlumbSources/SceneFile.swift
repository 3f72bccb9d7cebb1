import Foundation
import PlumbLayout

/// A scene source named by the user or found in a folder, with the path its outputs mirror.
public struct SceneFile: Hashable, Sendable {
    /// The file's path as given or found.
    public var path: String
    /// The path outputs and goldens use, without extension: the file's name for a file given
    /// directly, the path below the folder for one found in a folder (`seeds/simple-label`); see
    /// `SourcePath.stem(of:below:)`. A scene of a collection adds its name: `App/Log-in`.
    public var outputStem: String

    /// The source at `path`, its outputs named after `outputStem` (see ``expand(_:)`` for the stems
    /// files named or found are given).
    public init(path: String, outputStem: String) {
        self.path = path
        self.outputStem = outputStem
    }

    /// Expands files and folders (searched recursively for ``SceneSources/fileExtensions``) into scene files,
    /// sorted within each folder; a path that does not exist is returned as is so loading reports it.
    /// A folder holding no scene file is an error: the user meant to name scenes and named none; so is
    /// a file whose outputs would overwrite another's (see ``withoutSharedStems(_:)``).
    public static func expand(_ arguments: [String]) -> (files: [SceneFile], errors: [PathError]) {
        var files: [SceneFile] = []
        var errors: [PathError] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(SceneFile(path: argument, outputStem: SourcePath.fileStem(of: argument)))
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
                files.append(SceneFile(path: root + "/" + relative, outputStem: SourcePath.stem(of: relative)))
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
    public static func pathSafe(_ name: String) -> String {
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
    public var outputSubfolder: String {
        outputStem.lastIndex(of: "/").map { String(outputStem[..<$0]) } ?? ""
    }

    /// The last part of ``outputStem``: `simple-label` for `seeds/simple-label`.
    public var outputName: String {
        outputStem.lastIndex(of: "/").map { String(outputStem[outputStem.index(after: $0)...]) } ?? outputStem
    }

    /// `folder/name` without doubling a slash; `name` alone when `folder` is empty, `folder` alone when
    /// `name` is. Written out rather than with `NSString`'s path methods, which trap on one-character
    /// names in swift-corelibs-foundation (`("y" as NSString).deletingLastPathComponent`).
    public static func joinPath(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
