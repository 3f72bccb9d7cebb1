import ArgumentParser
import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSources

/// `plumb import FILE [-o OUT] [--scene NAME]`: a source of any format Plumb reads (a console log,
/// a storyboard, code, a scene file) written out as YAML scene files, one per scene.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the scenes of a file in any format Plumb reads as YAML scene files.",
        discussion: """
            The reader is picked by the file's extension, as for every command. A file that holds a \
            collection of scenes (a console log, a storyboard) is written into the folder OUT, one \
            OUT/<scene>.yaml per scene; a file of one scene is written to OUT, or into OUT when it is a \
            folder (or ends in '/'). Without -o the scenes are printed, each as one YAML document of a stream (---). \
            Each view and constraint carries a comment naming the line it was read from. Files are \
            written atomically; what the reader could not use is printed as warnings. Exit code 2 when \
            the file cannot be read.
            """
    )

    @Argument(help: "The file to import (\(SceneSources.extensionList)).")
    var file: String

    @Option(name: [.customShort("o"), .customLong("output")],
            help: "Where to write: a folder for a collection of scenes, a file (or folder) for one scene.")
    var output: String?

    @OptionGroup var sceneNames: SceneNameOption

    func run() throws {
        // Errors go up to Plumb.main, which prints them and exits with 2.
        let contents = try SceneSources.read(path: file)
        let scenes = try contents.scenes(named: sceneNames.names)
        for warning in contents.warnings { printError(warning) }
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        let writer = SceneWriter(options: .init(header: ["Imported from \(fileName) by plumb import."]))
        guard let output else {
            for (index, scene) in scenes.enumerated() {
                if contents.isCollection { print(index == 0 ? "--- # \(scene.name)" : "\n--- # \(scene.name)") }
                print(writer.yaml(for: scene), terminator: "")
            }
            return
        }
        for (path, scene) in try destinations(for: scenes, isCollection: contents.isCollection, output: output) {
            try AtomicFile.write(Array(writer.yaml(for: scene).utf8), to: path)
            print(path)
        }
    }

    /// The file each scene goes to: `OUT/<scene>.yaml` for a collection (names made unique), `OUT`
    /// itself for one scene, or `OUT/<file>.yaml` when `OUT` is a folder.
    private func destinations(for scenes: [Scene], isCollection: Bool, output: String) throws -> [(String, Scene)] {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if isCollection {
            if exists, !isDirectory.boolValue {
                throw PathError(path: output, message: "is a file; a file of several scenes is written into a folder")
            }
            var taken = Set<String>()
            return scenes.map { scene in
                let stem = SceneFile.pathSafe(scene.name)
                var name = stem
                var number = 2
                while taken.contains(name.lowercased()) {
                    name = "\(stem)-\(number)"
                    number += 1
                }
                taken.insert(name.lowercased())
                return (joinPath(output, name + ".yaml"), scene)
            }
        }
        // `OUT/` names a folder even before it exists.
        guard (exists && isDirectory.boolValue) || output.hasSuffix("/") else { return scenes.map { (output, $0) } }
        let stem = SourcePath.fileStem(of: file)
        return scenes.map { (joinPath(output, SceneFile.pathSafe(stem) + ".yaml"), $0) }
    }
}
