import ArgumentParser
import PlumbImport
import PlumbLayout
import PlumbSources

extension SceneSources {
    /// The scenes of `file` whose names are in `names`, as ``SceneSources/scenesAndWarnings(in:named:isNamedOnItsOwn:textSizes:)``
    /// gives them; the reader's warnings are printed, once.
    static func scenes(in file: SceneFile, named names: [String], isNamedOnItsOwn: Bool = false,
                       textSizes: TextSizeSource = .measured) throws(SourceDiagnostics) -> [(scene: Scene, file: SceneFile)] {
        let found = try scenesAndWarnings(in: file, named: names, isNamedOnItsOwn: isNamedOnItsOwn, textSizes: textSizes)
        for warning in found.warnings { printError(warning) }
        return found.scenes
    }
}

extension TextSizeSource: ExpressibleByArgument {}
