import Foundation
import PlumbImport
import PlumbLayout
import PlumbScene
import Testing

/// What `plumb explain` prints for a scene with a conflict is a log in UIKit's form; read back, it
/// replays to the same conflict: as many constraints (printed ones and UIKit's unprinted rules), the
/// same shortfall, and the same constraint broken — for every fixture of `fixtures/diagnostics/`
/// that has a conflict.
@Suite struct ExplainRoundTripTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/diagnostics")

    static let fixtures: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
        .filter { $0.hasSuffix(".yaml") }.sorted() ?? []

    /// The fixture whose replay breaks another member of the same conflict: its margins guide is
    /// printed as a free `UILayoutGuide` (the log does not say it is the header's margins), so the
    /// replay adds the guide's constraints in another order than the original's implicit ones.
    static let breaksAnotherMember: Set<String> = ["zero-width-header.yaml"]

    @Test func sixFixturesHaveConflictsToReplay() throws {
        let withConflicts = try Self.fixtures.filter { fixture in
            let scene = try SceneLoader.load(path: Self.folder.appendingPathComponent(fixture).path)
            return try scene.document.diagnose(canvases: scene.canvases) { _ in FixedAdvanceTextMeasurer() }
                .contains { !$0.conflicts.isEmpty }
        }
        #expect(withConflicts.count == 6, "\(withConflicts)")
    }

    @Test(arguments: fixtures) func explainOutputReplaysToTheSameConflict(_ fixture: String) throws {
        let scene = try SceneLoader.load(path: Self.folder.appendingPathComponent(fixture).path)
        let original = try scene.document.diagnose(canvases: scene.canvases) { _ in FixedAdvanceTextMeasurer() }
        let withConflicts = original.filter { !$0.conflicts.isEmpty }
        guard !withConflicts.isEmpty else { return }
        let printed = DiagnosisReport(diagnoses: withConflicts, file: fixture).text
        let log = ConsoleLog(text: printed, path: "explain-\(fixture).log")
        let conflicts = withConflicts.flatMap(\.conflicts)
        try #require(log.replays.count == conflicts.count, "\(printed)")
        for (replay, conflict) in zip(log.replays, conflicts) {
            let replayed = try replay.scene.document.diagnose(canvases: replay.scene.canvases) { _ in FixedAdvanceTextMeasurer() }
            let again = try #require(replayed.first?.conflicts.first, "no conflict in the replay of \(fixture)")
            #expect(again.members.count == conflict.members.count, "\(fixture)")
            #expect(abs(again.brokenBy - conflict.brokenBy) < 0.001, "\(fixture): \(again.brokenBy) against \(conflict.brokenBy)")
            let brokenEntry = try #require(replay.block.broken)
            let sameBroken = again.broken.location == brokenEntry.location
            #expect(sameBroken != Self.breaksAnotherMember.contains(fixture), "\(fixture): broke \(again.broken.text)")
        }
    }
}
