import ArgumentParser
import Foundation
import PlumbLayout
import PlumbRender
import PlumbSources

/// `-o DIR` and `--format png|svg|pdf`: where a drawing command (`render`, `animate`) writes its
/// pictures, and in which format.
///
/// ```swift
/// @OptionGroup var output: OutputOptions
/// let folder = try output.makeFolder(for: file)
/// ```
struct OutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write to.")
    var folder = "."

    @Option(help: "png, svg or pdf.")
    var format: RenderFormat = .png

    /// Throws the usage error for `-o ''`. Called from the command's own `validate()`, after its
    /// other checks, so that their order of messages stays the command's.
    func requireFolderName() throws {
        if folder.isEmpty { throw ValidationError("-o needs a folder, not an empty string (use '.' for this folder)") }
    }

    /// The folder `file`'s pictures go to (its path below a searched folder kept), made if missing.
    /// - Throws: ``PathError`` when it cannot be made.
    func makeFolder(for file: SceneFile) throws -> String {
        let path = joinPath(folder, file.outputSubfolder)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PathError(path: path, message: "cannot create the output folder: \(PathError.reason(error))")
        }
        return path
    }
}
