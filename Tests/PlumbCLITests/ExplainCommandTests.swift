import Foundation
import PlumbGolden
import PlumbTestSupport
import Testing

/// `plumb explain` on the scenes of `fixtures/diagnostics/`, compared with the expected reports in
/// `golden/diagnostics/` (text measured with the fixed-advance measurer, so no font is involved).
///
/// To see a difference, run the command printed in the failure from the repository root; to accept
/// it, `PLUMB_RECORD=failed swift test --filter ExplainCommandTests` (the text golden format).
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
        // `NAME.explain.txt` is the golden `diagnostics/NAME.explain` in the text format with extension `txt`.
        let dot = try #require(testCase.golden.lastIndex(of: "."))
        let format = GoldenFormat.text(fileExtension: String(testCase.golden[testCase.golden.index(after: dot)...]))
        do {
            try assertGolden(of: result.out, as: format, named: "diagnostics/" + testCase.golden[..<dot],
                             goldenDirectory: Self.repository.appendingPathComponent("golden").path)
        } catch let mismatch as GoldenMismatch {
            Issue.record("plumb \(arguments.joined(separator: " ")): \(mismatch)")
        }
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

/// A scene that reads but cannot be laid out is bad input (exit 2, as from `solve`), and `--json` keeps to JSON.
@Suite(.temporaryFolders) struct ExplainUnbuildableLayoutTests {
    @Test func jsonReportsTheErrorWithItsLocation() throws {
        let folder = try makeTemporaryFolderURL()
        let scene = folder.appendingPathComponent("unbuildable.yaml")
        // Every constraint reads, but together they grow 'a' past what Plumb lays out.
        let text = "views:\n  - view: a\n  - view: b\n  - view: c\nconstraints:\n  - c.width == 1000\n"
            + "  - b.width == 1000 * c.width\n  - a.width == 1000 * b.width\n"
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runPlumb(["explain", scene.path, "--json"])
        #expect(result.status == 2)
        let message = "the layout of canvas 'iphone-15' gives 'a' a width of 1000000000, beyond the ±1000000 points "
            + "Plumb lays out: look for multipliers that compound or constants that add up"
        #expect(result.err == "\(scene.path):2:5: error: \(message)\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["hasErrors"] as? Bool == true)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["location"] as? String == "\(scene.path):2:5")
        #expect(error["message"] as? String == message)
        #expect(error["kind"] as? String == "limit")
    }
}

/// `plumb explain` on the console logs of `fixtures/logs/`, compared with `golden/logs/NAME.explain.txt`
/// (and what it prints on standard error with `NAME.explain.stderr.txt`, empty when there is none).
/// Re-record after a deliberate change by running the command printed in a failure, from the
/// repository root, into the golden file.
@Suite(.temporaryFolders) struct ExplainConsoleLogTests {
    static let repository = ExplainCommandTests.repository

    static let logs: [String] = (try? FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent("fixtures/logs").path))?
        .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted() ?? []

    @Test func thereAreLogs() {
        #expect(Self.logs.count >= 13)
    }

    @Test(arguments: logs) func explainMatchesTheGolden(_ name: String) throws {
        let arguments = ["explain", "fixtures/logs/\(name).log", "--fixed-advance-text"]
        let result = try runPlumb(arguments, currentDirectory: Self.repository)
        let golden = Self.repository.appendingPathComponent("golden/logs/\(name).explain.txt")
        let stderrGolden = Self.repository.appendingPathComponent("golden/logs/\(name).explain.stderr.txt")
        #expect(result.out == (try String(contentsOf: golden, encoding: .utf8)),
                "plumb \(arguments.joined(separator: " ")) differs from golden/logs/\(name).explain.txt")
        let expectedError = (try? String(contentsOf: stderrGolden, encoding: .utf8)) ?? ""
        #expect(result.err == expectedError)
        #expect(result.status == 1)
    }

    @Test func standardInputIsReadAsALog() throws {
        let log = try String(contentsOf: Self.repository.appendingPathComponent("fixtures/logs/bare-list.log"), encoding: .utf8)
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("plumb")
        process.arguments = ["explain", "-", "--fixed-advance-text"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(log.utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(printed.hasPrefix("<stdin>:2:6: note: conflict-1: a list of constraints without a header\n"))
        #expect(printed.contains("<stdin>:5:6: error: Unable to simultaneously satisfy constraints on canvas 'replay': "
                                 + "4 constraints are in conflict; broke 'view.height == 60' (still met as closely as possible: off by 8 pt)"))
    }

    @Test func aTextFileNamedOnItsOwnIsALogAndItsReportsImportIntoAFolder() throws {
        let folder = try makeTemporaryFolder()
        let text = folder + "/console.txt"
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("fixtures/logs/two-reports.log").path,
                                         toPath: text)
        let result = try runPlumb(["import", text, "-o", folder + "/scenes"])
        #expect(result.status == 0)
        #expect(result.out == "\(folder)/scenes/conflict-1.yaml\n\(folder)/scenes/conflict-2.yaml\n")
        let second = try String(contentsOfFile: folder + "/scenes/conflict-2.yaml", encoding: .utf8)
        #expect(second.contains("  - button: backButton  # console.txt:27\n    source-id: \"UIButton:0x7f9c2f411c30'Back'\"\n"))
        #expect(second.contains("  - backButton.width == 60  # console.txt:27\n"))
        // The written scene explains as the log did: the same conflict, now at the YAML's lines.
        let explained = try runPlumb(["explain", folder + "/scenes/conflict-2.yaml", "--fixed-advance-text"])
        #expect(explained.status == 1)
        #expect(explained.out.contains("3 constraints are in conflict; broke 'backButton.width == 60' (still met as closely as possible: off by 16 pt)"))
    }

    @Test func aFolderSearchTakesLogsButNotTextFiles() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("fixtures/logs/bare-list.log").path,
                                         toPath: folder + "/bare-list.log")
        try "not a scene".write(toFile: folder + "/notes.frames.txt", atomically: true, encoding: .utf8)
        let result = try runPlumb(["render", folder, "-o", folder + "/out"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try fileNames(in: folder + "/out") == ["bare-list"])
        #expect(try fileNames(in: folder + "/out/bare-list") == ["conflict-1@replay.png"])
    }
}
