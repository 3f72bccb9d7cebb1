/// What a ``SceneReader`` found in one file: its scenes, and warnings about what it read but could
/// not use (an unknown class, an attribute it ignores), each listed once.
public struct SceneFileContents: Hashable, Sendable {
    /// The path the file was read from, as given.
    public var path: String
    /// The scenes in the order the file holds them.
    public var scenes: [Scene]
    /// What the reader could not use; reading went on without it.
    public var warnings: [SourceDiagnostic]
    /// Whether the format holds a collection of named scenes (a storyboard, a console log): outputs
    /// and goldens are then named after the file and the scene (`Main/Login`), even when it holds
    /// one, so that adding a second scene renames nothing.
    public var isCollection: Bool

    /// The contents of a file of `scenes`.
    public init(path: String, scenes: [Scene], warnings: [SourceDiagnostic] = [], isCollection: Bool = false) {
        self.path = path
        self.scenes = scenes
        self.warnings = warnings
        self.isCollection = isCollection
    }

    /// The scenes named `names`, in the file's order; every scene when `names` is empty.
    /// - Throws: ``SourceDiagnostics`` at the start of the file when a name is not one of its scenes.
    public func scenes(named names: [String]) throws(SourceDiagnostics) -> [Scene] {
        if names.isEmpty { return scenes }
        let known = scenes.map(\.name)
        let missing = names.filter { !known.contains($0) }
        if !missing.isEmpty {
            let start = SourceLocation(file: path, line: 1, column: 1)
            throw SourceDiagnostics(missing.map { name in
                SourceDiagnostic(location: start, kind: .unknownName,
                                 message: "no scene named '\(name)' in this file; it has \(Self.list(known))",
                                 suggestion: Suggestions.nearest(to: name, in: known), text: name)
            })
        }
        return scenes.filter { names.contains($0.name) }
    }

    /// `'a', 'b' and 'c'`, or `none`.
    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last else { return "none" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
