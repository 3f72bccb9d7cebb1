/// A file or folder that cannot be used, printed compiler-style as `path: error: message` (there
/// is no line or column to point at): a path named on the command line, a results file.
///
/// Here rather than in the module that loads files or the one that merges reports, because both
/// report such errors (`PlumbSources`' `SceneFile.expand`, `PlumbGolden`'s `CheckResultsFile.read`)
/// and neither may import the other; as ``SourcePath``, only the path's text is kept.
public struct PathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder at fault, as the user named it.
    public var path: String
    /// What is wrong with it, in words.
    public var message: String

    /// `path` is at fault because of `message` (`no such file or folder`).
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): error: \(message)" }
}
