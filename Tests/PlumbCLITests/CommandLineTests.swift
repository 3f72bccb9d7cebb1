import Foundation
import PlumbTestSupport
import Testing

/// Runs the built `plumb` binary (or `executable`) and returns its exit code, standard output and standard error.
/// `environment` is added to this process's own.
func runPlumb(_ arguments: [String], currentDirectory: URL? = nil, executable: URL? = nil,
              environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable ?? productsDirectory.appendingPathComponent("plumb")
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
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

@Suite(.temporaryFolders) struct CommandLineTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try runPlumb(["--version"])
        #expect(result.status == 0)
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func theHostsFontconfigFilesAreNotRead() throws {
        // Plumb's pinned configuration is fontconfig's current one, so Pango's FcInit loads nothing of the
        // host's: a configuration file that cannot be read is never looked for (fontconfig would complain).
        let scene = try makeTemporaryFolder() + "/label.yaml"
        try "name: Label\ncanvases:\n  - device: iphone-se\nviews:\n  - label: title\n    text: Hello\nconstraints:\n"
            .appending("  - title.top == safeArea.top + 20\n  - title.leading == safeArea.leading + 20\n")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try runPlumb(["solve", scene], environment: ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out.contains("title"))
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
        #expect(result.err.hasPrefix("V[a]:1:2: error: expected ':' after 'V' to specify vertical arrangement; did you mean 'V:[a]'?"))
        #expect(result.err.contains("V[a]\n ^"))
    }

    @Test func aFormatStartingWithADashIsAFormatNotAnOption() throws {
        let result = try runPlumb(["vfl", "-[view]"])
        #expect(result.status == 2)
        #expect(result.err == """
            -[view]:1:1: error: a format string cannot begin with a connection: '-' needs the superview '|' before it, as in '|-[view]'
            -[view]
            ^

            """)
        let fixed = try runPlumb(["vfl", "|-[view]", "--views", "view"])
        #expect(fixed.status == 0 && fixed.out == "view.leading == superview.leadingMargin\n")
        let two = try runPlumb(["vfl", "[a]", "--metric", "x=1"])
        #expect(two.status == 2 && two.err.hasPrefix("Error: Unknown option '--metric'"))
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
@Suite(.temporaryFolders) struct CheckCommandTests {
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

    @Test func missingGoldensFailUntilRecordedThenAnUnchangedSceneAndAOnePointMoveAreTold() throws {
        let folder = try makeTemporaryFolderURL()
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

    @Test func goldensCarryTheFlagsTheyWereDrawnWithAndABareCheckUsesPlumbYAML() throws {
        let folder = try makeTemporaryFolderURL()
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Self.scene(nameFieldTop: 20).write(to: scenes.appendingPathComponent("form.yaml"), atomically: true, encoding: .utf8)
        try "scenes: [scenes]\ngolden: golden\n".write(to: folder.appendingPathComponent("plumb.yaml"),
                                                        atomically: true, encoding: .utf8)

        let recorded = try runPlumb(["check", "--constraints", "--record", "missing"], currentDirectory: folder)
        #expect(recorded.status == 0)
        #expect(recorded.out.contains("RECORDED drawing options: wrote golden/plumb-golden.yaml\n"))
        let drawing = try String(contentsOf: folder.appendingPathComponent("golden/plumb-golden.yaml"), encoding: .utf8)
        #expect(drawing.contains("constraints: true\n"))

        // No flag: drawn as recorded, with arrows, so it passes.
        let bare = try runPlumb(["check"], currentDirectory: folder)
        #expect(bare.status == 0)
        #expect(bare.out == "PASS form\n1 passed, 0 failed\n")

        // A flag that contradicts the goldens is one line and exit code 2, before anything is drawn.
        let contradicting = try runPlumb(["check", "--no-constraints"], currentDirectory: folder)
        #expect(contradicting.status == 2)
        #expect(contradicting.out.isEmpty)
        #expect(contradicting.err == "golden/plumb-golden.yaml: error: the goldens were drawn with --constraints, "
            + "not --no-constraints; drop the flag, or re-record with --record all\n")

        // Re-recording with other flags rewrites the pictures and the file.
        let rerecorded = try runPlumb(["check", "--no-constraints", "--record", "all"], currentDirectory: folder)
        #expect(rerecorded.status == 0)
        let redrawn = try String(contentsOf: folder.appendingPathComponent("golden/plumb-golden.yaml"), encoding: .utf8)
        #expect(redrawn.contains("constraints: false\n"))
        #expect(try runPlumb(["check"], currentDirectory: folder).status == 0)

        // A scene named on its own inside plumb.yaml's scene folder keeps its case name.
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("forms"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: scenes.appendingPathComponent("form.yaml"),
                                         to: scenes.appendingPathComponent("forms/form.yaml"))
        _ = try runPlumb(["check", "--record", "all"], currentDirectory: folder)
        let one = try runPlumb(["check", "scenes/forms/form.yaml"], currentDirectory: folder)
        #expect(one.out == "PASS forms/form\n1 passed, 0 failed\n")
        let subfolder = try runPlumb(["check", "scenes/forms"], currentDirectory: folder)
        #expect(subfolder.out == "PASS forms/form\n1 passed, 0 failed\n")
    }

    @Test func withoutScenesOrPlumbYAMLTheCheckSaysWhatToGive() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["check"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: name the scenes and --golden DIR, or write them in plumb.yaml "
            + "(scenes: [fixtures] and golden: golden; see docs/golden-testing.md)"))
        try "golden: golden\nscenes: fixtures\nthreshold: high\n".write(
            to: folder.appendingPathComponent("plumb.yaml"), atomically: true, encoding: .utf8)
        let bad = try runPlumb(["check"], currentDirectory: folder)
        #expect(bad.status == 2)
        #expect(bad.err == "plumb.yaml:3:12: error: expected a number for 'threshold', not 'high'\n")
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

    @Test func listsTheConstraintBrokenToKeepTheCanvasSize() throws {
        // H:|[child(50)]| on 200 × 100: the root stays 200 wide, the child's width is broken.
        let scene = Self.fixtures.appendingPathComponent("diagnostics/root-keeps-canvas-size.yaml").path
        let result = try runPlumb(["solve", scene, "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let canvas = try #require((json["canvases"] as? [[String: Any]])?.first)
        #expect(canvas["size"] as? [Double] == [200, 100])
        let views = try #require(canvas["views"] as? [String: [String: [Double]]])
        #expect(views["root"]?["frame"] == [0, 0, 200, 100])
        #expect(views["child"]?["frame"] == [0, 20, 200, 60])
        let broken = try #require(canvas["broken"] as? [[String: String]])
        #expect(broken.map { $0["constraint"] } == ["child.width == 50"])
        #expect(broken.first?["location"]?.hasSuffix("root-keeps-canvas-size.yaml:13:16") == true)
        #expect(result.err.contains("warning: Unable to simultaneously satisfy constraints"))
    }

    @Test func anUnknownCanvasIsBadInput() throws {
        let scene = Self.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml").path
        let result = try runPlumb(["solve", scene, "--canvas", "iphone-51"])
        #expect(result.status == 2)
        #expect(result.err.contains("no canvas named 'iphone-51'"))
    }

    @Test func aDeviceReplacesTheCanvasesOfAnInterfaceBuilderDocument() throws {
        let document = Self.fixtures.appendingPathComponent("interface-builder/Login.storyboard").path
        let result = try runPlumb(["solve", document, "--device", "iphone-se", "--device", "iphone-15-landscape", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let canvases = try #require(json["canvases"] as? [[String: Any]])
        #expect(canvases.map { $0["name"] as? String } == ["iphone-se", "iphone-15-landscape"])
        #expect(canvases.map { $0["size"] as? [Double] } == [[375, 667], [852, 393]])
        let views = try #require(canvases[0]["views"] as? [String: [String: [Double]]])
        // Pinned 40 below the safe area's top (20 on the iPhone SE) and to the margins (16).
        #expect(views["welcomeBackLabel"]?["frame"]?.prefix(2) == [16, 60])
        #expect(views["emailField"]?["frame"]?[2] == 343)   // 375 − 2 × 16
        let landscape = try #require(canvases[1]["views"] as? [String: [String: [Double]]])
        // In landscape the iPhone 15's safe area is 59 at each side; margins 16 beyond it.
        #expect(landscape["emailField"]?["frame"]?[0] == 75)
    }

    @Test func anUnknownDeviceIsAUsageErrorWithASuggestion() throws {
        let scene = Self.fixtures.appendingPathComponent("seeds/simple-label-and-text-field.yaml").path
        let result = try runPlumb(["solve", scene, "--device", "iphone-15-landscpe"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: unknown device 'iphone-15-landscpe' for --device (did you mean 'iphone-15-landscape'?); devices: iphone-se, "))
        #expect(result.out.isEmpty)
    }

    @Test func aMissingFileIsBadInputNamingTheFile() throws {
        let result = try runPlumb(["solve", "/nonexistent/scene.yaml"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("/nonexistent/scene.yaml"))
    }
}

/// `docs/golden-testing.md` lists every flag of `plumb check`, and no flag the command lacks.
@Suite struct CheckDocumentationTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `--flags` a text names.
    static func flags(in text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = name.first, first.isLetter { found.insert("--" + name) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    @Test func theFlagTableMatchesTheHelp() throws {
        let help = try runPlumb(["check", "--help"]).out
        let documented = try String(contentsOf: Self.repository.appendingPathComponent("docs/golden-testing.md"), encoding: .utf8)
        let section = try #require(documented.components(separatedBy: "## The `plumb check` command").last?
            .components(separatedBy: "## How `plumb check` uses the library").first)
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|")[0] }
        let inTable = Self.flags(in: table.joined(separator: " "))
        let inHelp = Self.flags(in: help).subtracting(["--help", "--version"])
        #expect(inTable == inHelp)
    }
}

/// `plumb render --canvas` over scenes that do not all have the canvas.
@Suite(.temporaryFolders) struct RenderCanvasSelectionTests {
    private func folder(with scenes: [String: String], label: String = #function) throws -> URL {
        let url = try makeTemporaryFolderURL(label)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        for (name, text) in scenes {
            try text.write(to: url.appendingPathComponent("scenes/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return url
    }

    static let phone = "canvases:\n  - device: iphone-15\nviews:\n  - view: box\nconstraints:\n  - \"H:|[box]|\"\n  - \"V:|[box]|\"\n"
    static let custom = "canvases:\n  - size: [100, 50]\nviews:\n  - view: box\nconstraints:\n  - \"H:|[box]|\"\n  - \"V:|[box]|\"\n"

    @Test func scenesWithoutTheCanvasAreSkippedWithANote() throws {
        let url = try folder(with: ["a-phone": Self.phone, "b-custom": Self.custom])
        let result = try runPlumb(["render", "scenes", "--canvas", "iphone-15", "-o", "out"], currentDirectory: url)
        #expect(result.status == 0)
        #expect(result.out == "out/a-phone@iphone-15.png\n")
        #expect(result.err == "scenes/b-custom.yaml: note: skipped: no canvas named 'iphone-15' (the scene has custom-100x50)\n")
    }

    @Test func aDeviceLaysOutEveryScene() throws {
        let url = try folder(with: ["a-phone": Self.phone, "b-custom": Self.custom])
        let result = try runPlumb(["render", "scenes", "--device", "iphone-se-rtl", "-o", "out"], currentDirectory: url)
        #expect(result.status == 0)
        #expect(result.out == "out/a-phone@iphone-se-rtl.png\nout/b-custom@iphone-se-rtl.png\n")
        #expect(result.err.isEmpty)
    }

    @Test func aCanvasNoSceneHasIsAnErrorWithASuggestion() throws {
        let url = try folder(with: ["a-phone": Self.phone, "b-custom": Self.custom])
        let result = try runPlumb(["render", "scenes", "--canvas", "iphone-51", "-o", "out"], currentDirectory: url)
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(!result.err.contains("note: skipped"))
        #expect(result.err.contains("error: no canvas named 'iphone-51'"))
    }
}

/// The documentation cannot drift from the tool: every flag of every command is in
/// `docs/command-line.md`, and every `$ plumb …` block in `README.md` and `docs/` prints what it shows.
@Suite(.temporaryFolders) struct CommandLineDocumentationTests {
    static let repository = CheckDocumentationTests.repository

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The rows of the flag table in the section of `plumb COMMAND`: first column and example column.
    static func rows(of command: String) throws -> [(flag: String, example: String)] {
        let section = try #require(try text("docs/command-line.md").components(separatedBy: "## `plumb \(command)`").last?
            .components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            // Cells are split at bars that are not escaped (`\|` is a bar inside a cell).
            let cells = row.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
                .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
            return (cells[0], cells.count > 2 ? cells[2] : "")
        }
    }

    @Test(arguments: ["render", "solve", "explain", "vfl", "import", "animate"])
    func everyFlagIsDocumented(_ command: String) throws {
        let help = try runPlumb([command, "--help"]).out
        let inTable = CheckDocumentationTests.flags(in: try Self.rows(of: command).map(\.flag).joined(separator: " "))
        let inHelp = CheckDocumentationTests.flags(in: help).subtracting(["--help", "--version"])
        #expect(inTable == inHelp)
    }

    /// A command line as the docs write it, split into arguments (double quotes group).
    static func arguments(_ line: String) -> [String] {
        var arguments: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { arguments.append(current) }
                current = ""; started = false
                continue
            }
            current.append(character); started = true
        }
        if started { arguments.append(current) }
        return arguments
    }

    @Test(arguments: ["solve", "explain", "vfl"])
    func theExamplesRun(_ command: String) throws {
        for row in try Self.rows(of: command) {
            let example = row.example.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let arguments = Self.arguments(example)
            try #require(arguments.first == "plumb", "\(example)")
            let result = try runPlumb(Array(arguments.dropFirst()), currentDirectory: Self.repository)
            #expect(result.status == 0, "\(example): \(result.err)")
        }
    }

    @Test func theReadmeShowsTheFixtureItsPictureComesFromAndThePictureIsCurrent() throws {
        let readme = try Self.text("README.md")
        let yaml = try #require(readme.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```\n").first)
        #expect(yaml == (try Self.text("fixtures/seeds/simple-label-and-text-field.yaml")))
        // The picture is what the command under it draws now.
        let command = "plumb render fixtures/seeds/simple-label-and-text-field.yaml --sheet --constraints --scale 2"
        #expect(readme.contains("*`\(command)`"))
        let out = try makeTemporaryFolderURL()
        let result = try runPlumb(Array(Self.arguments(command).dropFirst()) + ["-o", out.path], currentDirectory: Self.repository)
        #expect(result.status == 0)
        let drawn = try Data(contentsOf: out.appendingPathComponent("simple-label-and-text-field@sheet.png"))
        let shown = try Data(contentsOf: Self.repository.appendingPathComponent("docs/images/simple-label-and-text-field.png"))
        #expect(drawn == shown, "re-render docs/images/simple-label-and-text-field.png with the command under it")
    }

    /// Whether everything `shown` holds is in `actual`: objects by key (keys left out are fine), arrays
    /// element by element, numbers and strings equal.
    static func isShown(_ shown: Any, in actual: Any) -> Bool {
        switch (shown, actual) {
        case let (shown as [String: Any], actual as [String: Any]):
            return shown.allSatisfy { key, value in actual[key].map { isShown(value, in: $0) } ?? false }
        case let (shown as [Any], actual as [Any]):
            return shown.count == actual.count && zip(shown, actual).allSatisfy { isShown($0, in: $1) }
        case let (shown as NSNumber, actual as NSNumber): return shown == actual
        case let (shown as String, actual as String): return shown == actual
        default: return false
        }
    }

    @Test func theSolveJSONExampleIsWhatSolvePrints() throws {
        let page = try Self.text("docs/solve-json.md")
        let example = try #require(page.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let result = try runPlumb(["solve", "fixtures/seeds/simple-label-and-text-field.yaml", "--canvas", "iphone-15", "--json"],
                                  currentDirectory: Self.repository)
        let shown = try JSONSerialization.jsonObject(with: Data(example.utf8))
        let actual = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
        #expect(Self.isShown(shown, in: actual), "docs/solve-json.md's example differs from plumb solve --json")
        #expect(example.contains("\"readable\""))
    }

    @Test func everyShownSessionPrintsWhatItShows() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var sessions = 0
        for path in ["README.md"] + docs {
            for block in try Self.text(path).components(separatedBy: "```\n").dropFirst() {
                guard block.hasPrefix("$ plumb ") else { continue }
                let lines = block.components(separatedBy: "\n")
                let shown = lines.dropFirst().joined(separator: "\n")
                let result = try runPlumb(Array(Self.arguments(String(lines[0].dropFirst(2))).dropFirst()),
                                          currentDirectory: Self.repository)
                #expect(result.out + result.err == shown, "\(path): \(lines[0])")
                sessions += 1
            }
        }
        #expect(sessions >= 4)
    }
}

/// `plumb import`: a scene written out as YAML that `plumb solve` reads into the same frames.
@Suite(.temporaryFolders) struct ImportCommandTests {
    @Test func importsASceneFileToStandardOutputAndToAFolder() throws {
        let source = SolveCommandTests.fixtures.appendingPathComponent("features/custom-canvas.yaml").path
        let printed = try runPlumb(["import", source])
        #expect(printed.status == 0)
        #expect(printed.out.hasPrefix("# Imported from custom-canvas.yaml by plumb import.\nname: \"Custom canvas\"\n"))
        let folder = try makeTemporaryFolder()
        let written = try runPlumb(["import", source, "-o", folder + "/"])
        let path = folder + "/custom-canvas.yaml"
        #expect(written.status == 0)
        #expect(written.out == path + "\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.out)
        let original = try runPlumb(["solve", source])
        let reread = try runPlumb(["solve", path])
        #expect(reread.status == 0)
        // The same frames and messages; only the places named differ (the written file's lines).
        func withoutPlaces(_ text: String) -> String {
            text.split(separator: "\n").map { $0.split(separator: "(").first.map(String.init) ?? "" }.joined(separator: "\n")
        }
        #expect(withoutPlaces(reread.out) == withoutPlaces(original.out))
    }

    @Test func aFileThatCannotBeReadIsExitCodeTwo() throws {
        let result = try runPlumb(["import", "/nonexistent/scene.yaml"])
        #expect(result.status == 2)
        #expect(result.err.contains("/nonexistent/scene.yaml"))
    }
}
