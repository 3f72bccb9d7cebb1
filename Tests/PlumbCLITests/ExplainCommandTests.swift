import Foundation
import PlumbTestSupport
import Testing

/// `plumb explain` on the scenes of `fixtures/diagnostics/`, compared with the expected reports in
/// `golden/diagnostics/` (text measured with the fixed-advance measurer, so no font is involved).
///
/// To see a difference, run the command printed in the failure from the repository root.
@Suite struct ExplainCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        var flags: [String] = []
        var golden: String
        var status: Int32
        var testDescription: String { golden }
    }

    static let cases: [Case] = [
        Case(fixture: "unsatisfiable-label-width", golden: "unsatisfiable-label-width.explain.txt", status: 1),
        Case(fixture: "unsatisfiable-label-width", flags: ["--verbose"],
             golden: "unsatisfiable-label-width.verbose.explain.txt", status: 1),
        Case(fixture: "priority-conflict-between-labels", golden: "priority-conflict-between-labels.explain.txt", status: 0),
        Case(fixture: "priority-conflict-between-labels", flags: ["--json"],
             golden: "priority-conflict-between-labels.explain.json", status: 0),
        Case(fixture: "ambiguous-views", golden: "ambiguous-views.explain.txt", status: 0),
        Case(fixture: "scroll-content-size", golden: "scroll-content-size.explain.txt", status: 0),
        Case(fixture: "leading-mixed-with-left", golden: "leading-mixed-with-left.explain.txt", status: 0),
        Case(fixture: "unsettled-multiline-label", golden: "unsettled-multiline-label.explain.txt", status: 0),
        Case(fixture: "wider-than-canvas", golden: "wider-than-canvas.explain.txt", status: 1),
        Case(fixture: "root-keeps-canvas-size", golden: "root-keeps-canvas-size.explain.txt", status: 1),
        Case(fixture: "root-keeps-canvas-size", flags: ["--json"], golden: "root-keeps-canvas-size.explain.json", status: 1),
        Case(fixture: "negative-width-constant", golden: "negative-width-constant.explain.txt", status: 1),
        Case(fixture: "squeezed-text-field", golden: "squeezed-text-field.explain.txt", status: 1),
        Case(fixture: "squeezed-text-field", flags: ["--json"], golden: "squeezed-text-field.explain.json", status: 1),
        Case(fixture: "zero-width-header", golden: "zero-width-header.explain.txt", status: 1),
        Case(fixture: "well-formed", golden: "well-formed.explain.txt", status: 0),
    ]

    @Test(arguments: cases)
    func explainMatchesTheGolden(_ testCase: Case) throws {
        let arguments = ["explain", "fixtures/diagnostics/\(testCase.fixture).yaml", "--fixed-advance-text"] + testCase.flags
        let result = try runPlumb(arguments, currentDirectory: Self.repository)
        let expected = try String(contentsOf: Self.repository.appendingPathComponent("golden/diagnostics/\(testCase.golden)"),
                                  encoding: .utf8)
        #expect(result.out == expected, "plumb \(arguments.joined(separator: " ")) differs from golden/diagnostics/\(testCase.golden)")
        #expect(result.status == testCase.status)
        #expect(result.err == "")
    }

    @Test func everyFixtureHasAGolden() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("fixtures/diagnostics").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        #expect(Set(fixtures) == Set(Self.cases.map(\.fixture)))
    }

    @Test func canvasOptionSelectsOneCanvas() throws {
        let result = try runPlumb(["explain", "fixtures/diagnostics/well-formed.yaml", "--canvas", "iphone-15-landscape"],
                                  currentDirectory: Self.repository)
        #expect(result.out == "no layout problems on 1 canvas\n")
        #expect(result.status == 0)
    }

    @Test func anUnreadableSceneIsAUsageError() throws {
        let result = try runPlumb(["explain", "fixtures/diagnostics/no-such-scene.yaml"], currentDirectory: Self.repository)
        #expect(result.status == 2)
        #expect(result.err.contains("no-such-scene.yaml"))
    }

    @Test func solvePrintsTheDiagnosticsOnStandardErrorAndStillItsFrames() throws {
        let result = try runPlumb(["solve", "fixtures/diagnostics/ambiguous-views.yaml"], currentDirectory: Self.repository)
        #expect(result.status == 0)
        #expect(result.out.contains("avatar"))
        #expect(result.err.contains("fixtures/diagnostics/ambiguous-views.yaml:8:5: warning: Need constraints for: X position of 'avatar'"))
        // A layout guide is named where it is declared (`guides: [spacer]`), as views are.
        #expect(result.err.contains("fixtures/diagnostics/ambiguous-views.yaml:12:10: warning: Need constraints for: "
                                    + "Y position or height of guide 'spacer'"))
    }
}

/// A scene that reads but cannot be laid out is a diagnosis (exit 1), and `--json` keeps to JSON.
@Suite struct ExplainUnbuildableLayoutTests {
    @Test func jsonReportsTheErrorWithItsLocation() throws {
        let folder = try makeTemporaryFolderURL()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("unbuildable.yaml")
        try "views:\n  - view: a\nconstraints:\n  - root.leading == superview.leading\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let result = try runPlumb(["explain", scene.path, "--json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["hasErrors"] as? Bool == true)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["location"] as? String == "\(scene.path):4:5")
        #expect(error["message"] as? String == "'superview' of 'root' does not exist: 'root' is the root view.")
    }
}
