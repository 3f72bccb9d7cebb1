import ArgumentParser
import PlumbLayout

/// `--state NAME`: which state of a scene (its `states:` section) a command shows; none means the
/// scene as written.
///
/// ```swift
/// @OptionGroup var state: StateOption
/// let shown = try state.apply(to: scene)
/// ```
struct StateOption: ParsableArguments {
    @Option(name: .customLong("state"),
            help: ArgumentHelp("The scene in this state of its 'states' section (default: as written).", valueName: "name"))
    var name: String?

    /// `scene` with the state's changes applied, or `scene` itself without `--state`.
    /// - Throws: ``SourceDiagnostic`` for a state the scene does not have; ``SourceDiagnostics`` for
    ///   a change naming what the scene does not have.
    func apply(to scene: Scene) throws -> Scene {
        guard let name else { return scene }
        return try scene.applying(state: scene.state(named: name))
    }
}
