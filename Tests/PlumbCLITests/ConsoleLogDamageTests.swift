import Foundation
import PlumbTestSupport
import Testing

/// A log entry Plumb cannot read is damage read around, like a `<private>` redaction: a `warning:`
/// naming it, the rest replayed, exit code 0 from every command that makes something of the replay.
/// Only a log of which nothing replays is refused, with an `error:` and exit code 2.
@Suite(.temporaryFolders) struct ConsoleLogDamageTests {
    private static let damaged = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.wdth == 20   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x2.width == 20   (active)>"
        )

        """
    private static let unreadableLine =
        "damaged.log:4:41: warning: cannot read this constraint: unknown attribute 'wdth'; it is left out of the replay\n"

    private static func folder(with log: String, named name: String) throws -> URL {
        let folder = try makeTemporaryFolderURL()
        try log.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func solveAndRenderWarnAndExitZero() throws {
        let folder = try Self.folder(with: Self.damaged, named: "damaged.log")
        let solved = try runPlumb(["solve", "damaged.log"], currentDirectory: folder)
        #expect(solved.status == 0)
        #expect(solved.err.hasPrefix(Self.unreadableLine))
        #expect(!solved.err.contains("error:"))
        #expect(solved.out.contains("broken: view.width == 20  (damaged.log:5:6)"))

        let rendered = try runPlumb(["render", "damaged.log", "-o", "out"], currentDirectory: folder)
        #expect(rendered.status == 0)
        #expect(rendered.err.hasPrefix(Self.unreadableLine))
        #expect(!rendered.err.contains("error:"))
        #expect(rendered.out == "out/damaged/conflict-1@replay.png\n")
    }

    @Test func checkWarnsAndPasses() throws {
        let folder = try Self.folder(with: Self.damaged, named: "damaged.log")
        let recorded = try runPlumb(["check", "damaged.log", "--golden", "golden", "--record", "all"], currentDirectory: folder)
        #expect(recorded.status == 0)
        #expect(recorded.err == Self.unreadableLine)
        let checked = try runPlumb(["check", "damaged.log", "--golden", "golden"], currentDirectory: folder)
        #expect(checked.status == 0)
        #expect(checked.err == Self.unreadableLine)
        #expect(checked.out == "PASS damaged/conflict-1\n1 passed, 0 failed\n")
    }

    @Test func aLogOfWhichNothingReplaysIsRefused() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x3 UIView:0x2.wdth == 20   (active)>"
            )

            """
        let folder = try Self.folder(with: log, named: "unreadable.log")
        let result = try runPlumb(["render", "unreadable.log", "-o", "out"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == """
            unreadable.log:1:1: warning: this report lists no constraint that can be read (was the list cut off?)
            unreadable.log:1:1: error: no 'Unable to simultaneously satisfy constraints' report and no constraint such as \
            '<NSLayoutConstraint:0x… UIView:0x….width == 100>' found in this log
            unreadable.log:3:41: warning: cannot read this constraint: unknown attribute 'wdth'; it is left out of the replay

            """)
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
