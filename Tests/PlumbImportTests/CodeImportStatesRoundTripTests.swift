import Foundation
import Testing
import PlumbImport
import PlumbLayout
import PlumbScene

/// `plumb import` of a listing with later changes keeps them: the scene `SceneWriter` writes has the
/// listing's states, and each state, read back from the YAML, solves to the same frames on every canvas.
@Suite struct CodeImportStatesRoundTripTests {
    static let listingsWithStates = ["constant-animation.swift", "constant-animation-objc.m"]

    @Test(arguments: listingsWithStates) func statesSurviveWritingAndReading(_ name: String) throws {
        let scene = try #require(try CodeSceneReader.read(path: codeFixtures + "/" + name).scenes.first)
        #expect(!scene.states.isEmpty)
        let text = SceneWriter().yaml(for: scene)
        #expect(text.contains("\nstates:\n"))
        let reread = try SceneLoader.load(text: text, path: "imported.yaml")
        #expect(reread.states.map(\.name) == scene.states.map(\.name), "written as:\n\(text)")
        #expect(reread.states.map(\.changes.count) == scene.states.map(\.changes.count))
        for state in scene.states {
            let imported = try scene.applying(state: state).solve { _ in FixedAdvanceTextMeasurer() }
            let written = try reread.applying(state: reread.state(named: state.name)).solve { _ in FixedAdvanceTextMeasurer() }
            #expect(written.count == imported.count)
            for (after, before) in zip(written, imported) {
                #expect(after.views.map(\.frame) == before.views.map(\.frame), "\(name) \(state.name) on \(before.canvas.name)")
            }
        }
        // The base scene too, and a state really moves something (or this test could not fail).
        let base = try scene.solve { _ in FixedAdvanceTextMeasurer() }.map { $0.views.map(\.frame) }
        #expect(try reread.solve { _ in FixedAdvanceTextMeasurer() }.map { $0.views.map(\.frame) } == base)
        let moved = try reread.applying(state: reread.states[0]).solve { _ in FixedAdvanceTextMeasurer() }.map { $0.views.map(\.frame) }
        #expect(moved != base)
    }

    @Test func theWrittenStatesPointBackAtTheListing() throws {
        let scene = try #require(try CodeSceneReader.read(path: codeFixtures + "/constant-animation.swift").scenes.first)
        let text = SceneWriter().yaml(for: scene)
        let states = try #require(text.range(of: "\nstates:\n")).upperBound
        let lines = text[states...].split(separator: "\n")
        #expect(lines.first?.hasPrefix("  didTapButton:  # constant-animation.swift:") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("    - constraint: \"someConstraint\"  # constant-animation.swift:") == true, "\(lines)")
    }
}
