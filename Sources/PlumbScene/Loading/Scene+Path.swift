import PlumbLayout

extension Scene {
    /// Reads the YAML scene file at `path` (relative paths from the current folder):
    /// `try Scene(path: "login.yaml")`, as ``SceneLoader/load(path:)`` does.
    /// - Throws: ``SceneErrors`` naming each mistake at its line and column.
    public init(path: String) throws(SceneErrors) {
        self = try SceneLoader.load(path: path)
    }
}
