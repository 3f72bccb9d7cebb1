/// A reader of one format of scene source: it turns a file into a ``Scene``, or reports every
/// mistake at its place.
///
/// The YAML scene reader is one (`PlumbScene`'s `SceneLoader`); a reader of another format needs
/// only this module, and the command line picks a reader by the file's extension.
public protocol SceneReader {
    /// The file extensions of the format, without the dot, in lower case (`["yaml", "yml"]`).
    static var fileExtensions: [String] { get }

    /// Reads the file at `path`.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    static func load(path: String) throws(SourceDiagnostics) -> Scene
}
