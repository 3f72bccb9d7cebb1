import Foundation
import Testing

/// Runs the built `plumb` binary and returns its exit code, standard output and standard error.
func runPlumb(_ arguments: [String], currentDirectory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("plumb")
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Standard error is drained on its own thread: reading the two pipes one after the other
    // deadlocks once the process writes more than a pipe holds (64 KiB) to the one read second.
    let errorReader = PipeReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.finish()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private final class Box: @unchecked Sendable { var data = Data() }
    private let box = Box()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let (box, done) = (box, done)
        Thread {
            box.data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Waits for the end of the pipe and returns everything read.
    func finish() -> Data {
        done.wait()
        return box.data
    }
}

/// The folder holding the built products (the test bundle sits beside them).
let productsDirectory: URL = {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}()

@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try runPlumb(["--version"])
        #expect(result.status == 0)
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func helpDescribesTheTool() throws {
        let result = try runPlumb(["--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("Auto Layout on Linux"))
    }

    @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
        let result = try runPlumb(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.err.contains("frobnicate"))
    }
}

@Suite struct VFLCommandTests {
    @Test func printsTheConstraintsAFormatMakes() throws {
        let result = try runPlumb(["vfl", "H:|-[a]-[b(==a)]-|"])
        #expect(result.status == 0)
        #expect(result.out == """
            a.leading == superview.leadingMargin
            b.leading == a.trailing + standard
            b.width == a.width
            superview.trailingMargin == b.trailing

            """)
    }

    @Test func reportsAnErrorWithACaretAndExitCode2() throws {
        let result = try runPlumb(["vfl", "V[a]"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("V[a]:1:2: error: Expected ':' after 'V' to specify vertical arrangement"))
        #expect(result.err.contains("V[a]\n ^"))
    }

    @Test func anEmptyFormatIsNamedInTheError() throws {
        let result = try runPlumb(["vfl", ""])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("<empty format>:1:1: error: "))
    }

    @Test func missingFormatIsAUsageError() throws {
        let result = try runPlumb(["vfl"])
        #expect(result.status == 2)
        #expect(result.err.contains("Missing expected argument"))
    }
}

/// `plumb check` end to end on a scene written into a temporary folder.
@Suite struct CheckCommandTests {
    private static func scene(nameFieldTop: Int) -> String {
        """
        name: Check me
        canvases:
          - device: iphone-se
        views:
          - label: nameLabel
            text: Name
          - textField: nameField
            placeholder: Enter Name
        constraints:
          - nameLabel.leading == superview.leadingMargin
          - nameField.trailing == superview.trailingMargin
          - nameField.leading == nameLabel.trailing + standard
          - nameField.top == safeArea.top + \(nameFieldTop)
          - nameLabel.lastBaseline == nameField.lastBaseline

        """
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingGoldensFailUntilRecordedThenAnUnchangedSceneAndAOnePointMoveAreTold() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scenePath = scenes.appendingPathComponent("form.yaml")
        try Self.scene(nameFieldTop: 20).write(to: scenePath, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("golden").path

        let missing = try runPlumb(["check", scenes.path, "--golden", golden, "--record", "never"])
        #expect(missing.status == 1)
        #expect(missing.out.contains("MISSING form"))
        #expect(missing.out.hasSuffix("0 passed, 1 failed\n"))
        #expect(!FileManager.default.fileExists(atPath: golden + "/form.frames.txt"))

        let recorded = try runPlumb(["check", scenes.path, "--golden", golden, "--record", "missing"])
        #expect(recorded.status == 0)
        #expect(FileManager.default.fileExists(atPath: golden + "/form.frames.txt"))
        #expect(FileManager.default.fileExists(atPath: golden + "/form@iphone-se.png"))

        let unchanged = try runPlumb(["check", scenes.path, "--golden", golden])
        #expect(unchanged.status == 0)
        #expect(unchanged.out == "PASS form\n1 passed, 0 failed\n")

        // Move the row down by one point: the frame dump names the change, the check fails.
        try Self.scene(nameFieldTop: 21).write(to: scenePath, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report").path
        let moved = try runPlumb(["check", scenes.path, "--golden", golden, "--report", report,
                                  "--junit", folder.appendingPathComponent("junit.xml").path])
        #expect(moved.status == 1)
        #expect(moved.out.contains("FAIL form"))
        #expect(moved.out.contains("nameField: y 40 → 41 on iphone-se"))
        #expect(moved.out.hasSuffix("0 passed, 1 failed\nreport: \(report)/index.html\n"))
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        let junit = try String(contentsOfFile: folder.appendingPathComponent("junit.xml").path, encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))
        // The goldens were not touched without --record.
        let frames = try String(contentsOfFile: golden + "/form.frames.txt", encoding: .utf8)
        #expect(frames.contains("nameField"))
        #expect(!frames.contains(" 41 "))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let both = try runPlumb(["check", "x.yaml", "--golden", "g", "--max-diff-pixels", "3", "--max-diff-ratio", "0.1"])
        #expect(both.status == 2)
        #expect(both.err.contains("not both"))
        let shard = try runPlumb(["check", "x.yaml", "--golden", "g", "--shard", "3/2"])
        #expect(shard.status == 2)
    }
}

/// `plumb solve` end to end on the repository's own fixtures.
@Suite struct SolveCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures")

    @Test func printsFramesAsJSONForOneCanvas() throws {
        let scene = Self.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml").path
        let result = try runPlumb(["solve", scene, "--canvas", "iphone-15", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "Simple label and text field")
        let canvases = try #require(json["canvases"] as? [[String: Any]])
        #expect(canvases.count == 1)
        #expect(canvases[0]["name"] as? String == "iphone-15")
        #expect(canvases[0]["size"] as? [Double] == [393, 852])
        let views = try #require(canvases[0]["views"] as? [String: [String: [Double]]])
        // The label sits at the root's leading margin (16 in compact width).
        #expect(views["nameLabel"]?["frame"]?.first == 16)
        #expect(views["nameField"]?["absolute"]?[1] == 79)   // safe area top 59 + 20
        for key in ["traits", "guides", "contentSizes", "broken", "violated"] { #expect(canvases[0][key] != nil) }
    }

    @Test func anUnknownCanvasIsBadInput() throws {
        let scene = Self.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml").path
        let result = try runPlumb(["solve", scene, "--canvas", "iphone-51"])
        #expect(result.status == 2)
        #expect(result.err.contains("no canvas named 'iphone-51'"))
    }

    @Test func aMissingFileIsBadInputNamingTheFile() throws {
        let result = try runPlumb(["solve", "/nonexistent/scene.yaml"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("/nonexistent/scene.yaml"))
    }
}
