/// A reader of one format of scene source: it turns a file into the ``Scene``s it holds, or reports
/// every mistake at its place.
///
/// The YAML scene reader is one (`PlumbScene`'s `SceneLoader`); a reader of another format needs
/// only this module, and the command line picks a reader by the file's extension. A file may hold
/// several scenes (a storyboard one per view controller, a console log one per conflict).
public protocol SceneReader {
    /// The file extensions of the format, without the dot, in lower case (`["yaml", "yml"]`).
    static var fileExtensions: [String] { get }

    /// Reads every scene in the file at `path`, with warnings about what it read but could not use.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    static func read(path: String) throws(SourceDiagnostics) -> SceneFileContents
}

/// A reader of a format whose files hold exactly one scene, such as a YAML scene file.
public protocol SingleSceneReader: SceneReader {
    /// Reads the file at `path`.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    static func load(path: String) throws(SourceDiagnostics) -> Scene
}

extension SingleSceneReader {
    /// The one scene of the file at `path`.
    public static func read(path: String) throws(SourceDiagnostics) -> SceneFileContents {
        SceneFileContents(path: path, scenes: [try load(path: path)])
    }
}
