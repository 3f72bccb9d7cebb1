import Foundation
import PlumbLayout
import Yams

/// Reads scene files into ``Scene`` values.
///
/// Every mistake in a file is reported in one go, each at its file, line and column, sorted by
/// position; nothing a file holds makes the loader crash or hang.
public enum SceneLoader: SingleSceneReader {
    /// `yaml` and `yml`.
    public static let fileExtensions = ["yaml", "yml"]

    /// Reads the scene file at `path`.
    /// - Throws: ``SceneErrors`` with every mistake found, or the reason the file cannot be read.
    public static func load(path: String) throws(SceneErrors) -> Scene {
        let text = try SceneFile.read(path: path)
        return try load(text: text, path: path)
    }

    /// Reads scene text; `path` names it in errors and gives the scene's default name.
    /// - Throws: ``SceneErrors`` with every mistake found.
    public static func load(text: String, path: String) throws(SceneErrors) -> Scene {
        let reader = NodeReader(path: path)
        let defaultName = SourcePath.fileStem(of: path)
        if let error = YAMLLimits.check(text, path: path) { throw SceneErrors([error]) }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SceneErrors([SceneError(location: SourceLocation(file: path, line: 1, column: 1), kind: .syntax,
                                              message: "the scene is empty; it needs at least 'views'")])
            }
            root = node
        } catch let error as SceneErrors {
            throw error
        } catch let error as YamlError {
            throw SceneErrors([YAMLLimits.syntaxError(error, path: path, text: text)])
        } catch {
            throw SceneErrors([SceneError(location: SourceLocation(file: path, line: 1, column: 1), kind: .unreadable,
                                          message: "cannot read the YAML: \(error)")])
        }
        if let error = YAMLLimits.checkSize(root, path: path) { throw SceneErrors([error]) }
        let scene = SceneBuilder(reader: reader).build(root, defaultName: defaultName)
        guard reader.errors.isEmpty else { throw SceneErrors(reader.errors) }
        return scene
    }
}
