import PlumbLayout

/// A console log read for its "Unable to simultaneously satisfy constraints" reports: one
/// ``Replay`` per report, each a scene named `conflict-1`, `conflict-2`, … in the log's order.
public struct ConsoleLog: Sendable {
    /// One report and the scene that replays it.
    public struct Replay: Sendable {
        public var block: ConflictBlock
        public var scene: Scene
        /// The scene's name for each object of the block, by ``LoggedItem/key``.
        public var names: [String: String]

        /// The scene's constraint for a logged one, found by its place in the log.
        public func constraint(for logged: LoggedConstraint) -> ConstraintSpec? {
            scene.document.constraints.first { $0.origin.location == logged.location }
        }
    }

    public var path: String
    public var replays: [Replay]
    /// What could not be read (the entry is left out) and damage noticed, all warnings: the replays
    /// are made without it.
    public var problems: [SourceDiagnostic]

    /// Reads the log text; `path` names it in places and messages.
    public init(text: String, path: String) {
        self.path = path
        var finder = ConflictBlockFinder(path: path)
        finder.read(text)
        problems = finder.problems
        replays = finder.blocks.enumerated().map { index, block in
            let built = ReplayBuilder(block: block, name: "conflict-\(index + 1)", path: path).scene()
            return Replay(block: block, scene: built.scene, names: built.names)
        }
    }

    /// The scenes, one per report.
    public var scenes: [Scene] { replays.map(\.scene) }
}
