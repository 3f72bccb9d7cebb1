import Foundation
import Testing
import PlumbTestSupport

/// Issue 22's root causes, end to end: out-of-range solved values, canvas limits checked for
/// `--scale`, conflicts as warnings in `solve`, escaped control characters, golden-folder faults.
@Suite(.temporaryFolders) struct ReliabilityTests {
    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Multipliers in range can still compound past any layout: 1000 × 1000 × 1000.
    static let compounding = """
        views:
          - view: a
          - view: b
          - view: c
        constraints:
          - a.leading == superview.leading
          - a.top == superview.top
          - b.leading == superview.leading
          - b.top == superview.top
          - c.leading == superview.leading
          - c.top == superview.top
          - a.height == 10
          - b.height == 10
          - c.height == 10
          - c.width == 1000
          - b.width == 1000 * c.width
          - a.width == 1000 * b.width

        """

    @Test(arguments: ["solve", "render", "explain"])
    func aSolvedValueOutOfRangeIsAnErrorNotOutput(command: String) throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.compounding, "grow.yaml", in: folder)
        let result = try runPlumb([command, "grow.yaml"] + (command == "render" ? ["-o", "out"] : []), currentDirectory: folder)
        let message = "grow.yaml:2:5: error: the layout of canvas 'iphone-15' gives 'a' a width of 1000000000, beyond "
            + "the ±1000000 points Plumb lays out: look for multipliers that compound or constants that add up\n"
        // A layout that cannot be built is a mistake in the scene: the same message and exit code from every command.
        #expect(result.status == 2)
        #expect(result.err == message)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/grow@iphone-15.png").path))
    }

    @Test func aScaleTooLargeForACanvasIsRefusedAtTheCanvasLine() throws {
        let folder = try makeTemporaryFolderURL()
        try write("canvases:\n  - device: iphone-15\n  - size: [5000, 100]\nviews:\n  - view: a\n", "wide.yaml", in: folder)
        let result = try runPlumb(["render", "wide.yaml", "-o", "out", "--scale", "4"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "wide.yaml:3:11: error: canvas 'custom-5000x100' cannot be drawn at scale 4: its picture "
                + "would be 20000 pixels wide; a side times the scale may be at most 16000 pixels\n")
        // Refused before drawing: not even the canvas that fits is written.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        // Vector formats draw a point as a unit, whatever --scale says.
        let svg = try runPlumb(["render", "wide.yaml", "-o", "out", "--scale", "4", "--format", "svg"], currentDirectory: folder)
        #expect(svg.status == 0)
    }

    @Test func aSceneScaleAboveTheLimitIsRefused() throws {
        let folder = try makeTemporaryFolderURL()
        try write("canvases:\n  - size: [100, 100]\n    scale: 10\nviews:\n  - view: a\n", "s.yaml", in: folder)
        let result = try runPlumb(["solve", "s.yaml"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "s.yaml:3:12: error: 'scale' must be greater than 0 and at most 8, found 10\n")
    }

    static let conflicting = """
        views:
          - view: box
        constraints:
          - box.leading == superview.leading
          - box.top == superview.top
          - box.height == 10
          - box.width == 100
          - box.width == 200

        """

    /// The layout is produced with one constraint broken, as UIKit does: a warning and exit 0 for
    /// `solve` and `render`, an error and exit 1 for `explain`.
    @Test func aConflictIsAWarningForSolveAndAnErrorForExplain() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.conflicting, "c.yaml", in: folder)
        let solved = try runPlumb(["solve", "c.yaml"], currentDirectory: folder)
        #expect(solved.status == 0)
        #expect(solved.err.hasPrefix("c.yaml:8:5: warning: Unable to simultaneously satisfy constraints on canvas 'iphone-15'"))
        #expect(!solved.err.contains("error:"))
        let rendered = try runPlumb(["render", "c.yaml", "-o", "out"], currentDirectory: folder)
        #expect(rendered.status == 0)
        #expect(rendered.err == solved.err)
        let explained = try runPlumb(["explain", "c.yaml"], currentDirectory: folder)
        #expect(explained.status == 1)
        #expect(explained.out.hasPrefix("c.yaml:8:5: error: Unable to simultaneously satisfy constraints on canvas 'iphone-15'"))
    }

    @Test func bidirectionalControlsAreEscapedInMessages() throws {
        let folder = try makeTemporaryFolderURL()
        try write("views:\n  - view: \"a\u{202E}b\u{200B}\"\n", "b.yaml", in: folder)
        let result = try runPlumb(["solve", "b.yaml"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "b.yaml:2:11: error: 'a\\u{202E}b\\u{200B}' is not a valid name: use letters, digits and '_', "
                + "not starting with a digit\n")
    }

    @Test func notANumberInAnEquationIsNamedAsSuch() throws {
        let folder = try makeTemporaryFolderURL()
        try write("views:\n  - view: a\nconstraints:\n  - a.width == nan\n", "n.yaml", in: folder)
        let result = try runPlumb(["solve", "n.yaml"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "n.yaml:4:16: error: 'nan' is not a number here: constants and multipliers must be finite numbers\n")
    }

    @Test(arguments: [["render", "x.yaml", "-o", ""], ["check", "x.yaml", "--golden", ""]])
    func anEmptyPathIsAUsageError(arguments: [String]) throws {
        let result = try runPlumb(arguments)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: "))
        #expect(result.err.contains("not an empty string"))
    }

    @Test func aFolderBlockedByAFileGivesTheSystemsReason() throws {
        let folder = try makeTemporaryFolderURL()
        try write("views:\n  - view: a\n", "a.yaml", in: folder)
        try write("", "taken", in: folder)
        let result = try runPlumb(["render", "a.yaml", "-o", "taken/sub"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "taken/sub: error: cannot create the output folder: Not a directory\n")
    }

    // MARK: Golden folders

    private static let box = "views:\n  - view: box\n    frame: [0, 0, 10, 10]\n"

    @Test func aGoldenFolderThatIsAFileIsBadInput() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.box, "box.yaml", in: folder)
        try write("", "golden", in: folder)
        let result = try runPlumb(["check", "box.yaml", "--golden", "golden"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "golden: error: the golden folder is a file, not a folder\n")
    }

    /// A FIFO, a folder and a link to a device where goldens belong are named for what they are, never
    /// read (a FIFO would block, /dev/zero never ends) and never replaced, even with --record all.
    @Test func goldenPathsThatAreNotFilesAreReported() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.box, "box.yaml", in: folder)
        let golden = folder.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("box@iphone-15.png"),
                                                withIntermediateDirectories: true)
        #expect(mkfifo(golden.appendingPathComponent("box.frames.txt").path, 0o644) == 0)
        let result = try runPlumb(["check", "box.yaml", "--golden", "golden", "--record", "all"], currentDirectory: folder)
        #expect(result.status == 1)
        #expect(result.out == "FAIL box: cannot read golden golden/box.frames.txt: it is a FIFO, not a file; "
                + "cannot read golden golden/box@iphone-15.png: it is a folder, not a file\n"
                + "RECORDED drawing options: wrote golden/plumb-golden.yaml\n0 passed, 1 failed\n")
        try FileManager.default.removeItem(at: golden.appendingPathComponent("box@iphone-15.png"))
        try FileManager.default.createSymbolicLink(atPath: golden.appendingPathComponent("box@iphone-15.png").path,
                                                   withDestinationPath: "/dev/zero")
        let device = try runPlumb(["check", "box.yaml", "--golden", "golden"], currentDirectory: folder)
        #expect(device.out.contains("cannot read golden golden/box@iphone-15.png: it is a device, not a file"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden.appendingPathComponent("box@iphone-15.png").path)
                == "/dev/zero")
    }

    @Test func recordingThroughASymbolicLinkKeepsTheLink() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.box, "box.yaml", in: folder)
        let golden = folder.appendingPathComponent("golden"), shared = folder.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try write("# stale\n", "box.frames.txt", in: shared)
        let link = golden.appendingPathComponent("box.frames.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../shared/box.frames.txt")
        let result = try runPlumb(["check", "box.yaml", "--golden", "golden", "--record", "all"], currentDirectory: folder)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../shared/box.frames.txt")
        let recorded = try String(contentsOf: shared.appendingPathComponent("box.frames.txt"), encoding: .utf8)
        #expect(recorded.hasPrefix("# frames of box"))
    }

    /// A run killed between writing `NAME.tmp-PID` and renaming it leaves the temporary behind; the
    /// next check removes those whose process is gone, and leaves a live one's alone.
    @Test func staleTemporariesAreRemovedByTheNextCheck() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.box, "box.yaml", in: folder)
        let golden = folder.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("sub"), withIntermediateDirectories: true)
        // Linux process ids stay below 2^22, so 9999999 runs nowhere; this test's own process does.
        try write("half", "box@iphone-15.png.tmp-9999999", in: golden)
        try write("half", "sub/other.frames.txt.tmp-9999999", in: golden)
        try write("live", "box.frames.txt.tmp-\(getpid())", in: golden)
        _ = try runPlumb(["check", "box.yaml", "--golden", "golden", "--record", "missing"], currentDirectory: folder)
        let left = try FileManager.default.subpathsOfDirectory(atPath: golden.path).sorted()
        #expect(left == ["box.frames.txt", "box.frames.txt.tmp-\(getpid())", "box@iphone-15.png", "plumb-golden.yaml", "sub"])
    }

    @Test func aDamagedPNGGoldenSaysHow() throws {
        let folder = try makeTemporaryFolderURL()
        try write(Self.box, "box.yaml", in: folder)
        _ = try runPlumb(["check", "box.yaml", "--golden", "golden", "--record", "missing"], currentDirectory: folder)
        let png = folder.appendingPathComponent("golden/box@iphone-15.png")
        let bytes = try Data(contentsOf: png)
        try bytes.prefix(100).write(to: png)
        let result = try runPlumb(["check", "box.yaml", "--golden", "golden"], currentDirectory: folder)
        #expect(result.status == 1)
        #expect(result.out.contains("cannot read golden golden/box@iphone-15.png: a damaged PNG: the image data of "
                                    + "1275×2715 pixels does not decode (100 bytes; a file cut short looks like this)"))
    }
}
