import PlumbLayout
import PlumbRender
/// Where a case's goldens and failure artifacts live.
///
/// Goldens mirror the scene paths under the golden folder: the scene `forms/login.yaml` (relative
/// to the folder the run was given) has the case name `forms/login`, its frame dump is
/// `GOLDEN/forms/login.frames.txt` and its picture on canvas `iphone-15` is
/// `GOLDEN/forms/login@iphone-15.png`, the name `plumb render` gives that picture; the frames of its
/// state `expanded` are `GOLDEN/forms/login.expanded.frames.txt` and its transition's key frame at 0.125 s on `iphone-15`
/// is `GOLDEN/forms/login.expanded.0.125s@iphone-15.png`. Artifacts of a
/// failure use the same names under the artifacts folder: `login@iphone-15.expected.png`,
/// `….actual.png`, `….diff.png`, `login.frames.actual.txt` and `login.frames.diff.txt`.
public struct GoldenPaths: Hashable, Sendable {
    /// The golden folder.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Why the golden folder cannot be used, or nil when it is a folder or does not exist yet (recording
    /// makes it): a regular file there is a mistake in the command, not a failed check.
    public var directoryProblem: String? {
        switch FileBytes.kind(of: directory) {
        case .nothing, .other("a folder"): return nil
        case .file: return "the golden folder is a file, not a folder"
        case .other(let kind): return "the golden folder is \(kind), not a folder"
        }
    }

    /// The frame dump golden of a case.
    public func frames(of caseName: String) -> String { join(directory, caseName) + ".frames.txt" }

    /// The frame dump golden of one state of a case (`login.expanded.frames.txt`), named as
    /// `plumb render --state` names its pictures.
    public func frames(of caseName: String, state: String) -> String { join(directory, caseName) + ".\(state).frames.txt" }

    /// The picture golden of the transition to a state at a time (`login.expanded.0.125s@iphone-15.png`).
    public func keyFrame(of caseName: String, state: String, time: String, canvas: String) -> String {
        join(directory, caseName) + ".\(state).\(time)s@\(canvas).png"
    }

    /// The picture golden of a case on one canvas.
    public func image(of caseName: String, canvas: String) -> String { join(directory, caseName) + "@\(canvas).png" }

    /// The golden `NAME.EXTENSION` of a single value (an SVG, a text) checked on its own.
    public func file(named name: String, fileExtension: String) -> String { join(directory, name) + "." + fileExtension }

    /// The case name of a scene file: its path relative to `root` without the extension.
    ///
    /// `caseName(scenePath: "fixtures/forms/login.yaml", root: "fixtures")` is `forms/login`; a
    /// scene outside `root` keeps its whole path (without a leading `./` or `/`).
    public static func caseName(scenePath: String, root: String? = nil) -> String {
        SourcePath.stem(of: scenePath, below: root)
    }
}

/// `folder/name` without doubling a slash.
func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
