import PlumbLayout
import PlumbSources

/// `folder/name` without doubling a slash (``SceneFile/joinPath(_:_:)``).
func joinPath(_ folder: String, _ name: String) -> String { SceneFile.joinPath(folder, name) }

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
