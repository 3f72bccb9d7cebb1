import Foundation
import PlumbTestSupport
import Testing

/// Paths on the command line that cannot be used: each is named in a `path: error:` line on standard
/// error and the exit code is 2, never a silent success or Foundation's error dump.
@Suite(.temporaryFolders) struct BadPathTests {
    private static let scene = """
        views:
          - view: box
            frame: [0, 0, 10, 10]

        """

    @Test(arguments: [["render"], ["check", "--golden", "golden"]])
    func aFolderWithNoScenesIsBadInput(command: [String]) throws {
        let folder = try makeTemporaryFolderURL()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = try runPlumb([command[0], "empty"] + command.dropFirst(), currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "empty: error: no scene files (.yaml, .yml, .storyboard, .xib, .log, .swift or .m) in this folder\n")
    }

    @Test func twoScenesOfOneNameInAFolderAreRefusedByName() throws {
        let folder = try makeTemporaryFolderURL()
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Self.scene.write(to: scenes.appendingPathComponent("box.yaml"), atomically: true, encoding: .utf8)
        try Self.scene.write(to: scenes.appendingPathComponent("box.yml"), atomically: true, encoding: .utf8)
        let result = try runPlumb(["render", "scenes", "-o", "out"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == "scenes/box.yml: error: has the name of scenes/box.yaml without its extension, "
                + "so both would write and check 'box'; rename one\n")
        // The first still renders.
        #expect(result.out == "out/box@iphone-15.png\n")
    }

    /// Three view controllers titled `Log in`, `Log-in` and `log in`: all three would write
    /// `App/Log-in@…` (file names keep only ASCII letters, digits, '.' and '_'; macOS ignores case).
    private static func scene(title: String, id: Int) -> String {
        """
                <scene sceneID="S-\(id)">
                    <objects>
                        <viewController title="\(title)" id="VC-\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="R-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="B-\(id)" userLabel="Box">
                                        <rect key="frame" x="10" y="10" width="100" height="50"/>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scene(title: "Log in", id: 1))
        \(scene(title: "Log-in", id: 2))
        \(scene(title: "log in", id: 3))
            </scenes>
        </document>

        """

    @Test func scenesOfOneFileWhoseNamesMakeOneFileNameAreRefusedByName() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.storyboard.write(to: folder.appendingPathComponent("App.storyboard"), atomically: true, encoding: .utf8)
        let refusals = """
            App.storyboard:25:29: error: scene 'Log-in' would write and check 'App/Log-in', as scene 'Log in' does \
            (file names keep only ASCII letters, digits, '.' and '_', and macOS ignores case); rename one
            App.storyboard:39:29: error: scene 'log in' would write and check 'App/log-in', as scene 'Log in' does \
            (file names keep only ASCII letters, digits, '.' and '_', and macOS ignores case); rename one

            """
        let rendered = try runPlumb(["render", "App.storyboard", "-o", "out"], currentDirectory: folder)
        #expect(rendered.status == 2)
        #expect(rendered.err == refusals)
        // The first still renders.
        #expect(rendered.out == "out/App/Log-in@iphone-15.png\n")

        let checked = try runPlumb(["check", "App.storyboard", "--golden", "golden", "--record", "all"], currentDirectory: folder)
        #expect(checked.status == 2)
        #expect(checked.err == refusals)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("golden/App").path).sorted()
                == ["Log-in.frames.txt", "Log-in@iphone-15.png"])
    }

    @Test func anOutputFolderThatIsAFileIsBadInput() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.scene.write(to: folder.appendingPathComponent("box.yaml"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let result = try runPlumb(["render", "box.yaml", "-o", "taken"], currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("taken: error: cannot create the output folder: "))
        #expect(!result.err.contains("NSCocoaErrorDomain"))
    }

    @Test(arguments: ["--report", "--junit"])
    func aReportThatCannotBeWrittenIsBadInput(option: String) throws {
        let folder = try makeTemporaryFolderURL()
        try Self.scene.write(to: folder.appendingPathComponent("box.yaml"), atomically: true, encoding: .utf8)
        // A file where the report's folder should be, a folder where the JUnit file should be.
        let blocked = option == "--report" ? "taken" : "folder"
        if option == "--report" {
            try "".write(to: folder.appendingPathComponent(blocked), atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(blocked), withIntermediateDirectories: true)
        }
        let result = try runPlumb(["check", "box.yaml", "--golden", "golden", "--record", "missing", option, blocked],
                                  currentDirectory: folder)
        #expect(result.status == 2)
        let path = option == "--report" ? "taken/index.html" : "folder"
        #expect(result.err.hasPrefix("\(path): error: cannot write the file: "))
        // The scene itself is fine (its goldens are recorded): the exit code 2 is the report's alone.
        #expect(result.out.hasSuffix("0 passed, 0 failed, 1 recorded\n"))
    }

    @Test func aBadShardIsAUsageErrorOfTheCheckCommand() throws {
        let result = try runPlumb(["check", "x.yaml", "--golden", "g", "--shard", "3/2"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The value '3/2' is invalid for '--shard <k/n>'\n"))
        #expect(result.err.contains("Usage: plumb check "))
    }

    @Test func checkRefusesAScaleRenderRefuses() throws {
        let result = try runPlumb(["check", "x.yaml", "--golden", "g", "--scale", "0"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: --scale must be greater than 0 and at most 8, not 0"))
    }

    /// Each canvas is within the limits checked at load (docs/scene-format.md), but a sheet puts
    /// them side by side: the sheet is refused when it is planned, at the first canvas's line, with
    /// what would fit; nothing is written, not even the output folder.
    @Test func aSheetTooLargeToDrawIsRefusedWhenPlanned() throws {
        let folder = try makeTemporaryFolderURL()
        let scene = """
            canvases:
              - name: huge
                size: [9000, 100]
              - name: wide
                size: [9000, 100]
              - name: small
                size: [5000, 100]
              - name: narrow
                size: [5000, 100]
            views:
              - view: box
                frame: [0, 0, 10, 10]

            """
        try scene.write(to: folder.appendingPathComponent("wide.yaml"), atomically: true, encoding: .utf8)
        let result = try runPlumb(["render", "wide.yaml", "-o", "out", "--sheet", "--canvas", "huge", "--canvas", "wide"],
                                  currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == """
            wide.yaml:2:11: error: the sheet of 2 canvases would be 18064×183 pixels at scale 1, more than 16384 \
            on a side: draw fewer canvases per sheet (--canvas NAME, repeatable), or one picture per canvas \
            (without --sheet)

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        // Two canvases that fit at scale 2 on their own, and not side by side: a smaller scale helps.
        let scaled = try runPlumb(["render", "wide.yaml", "-o", "out", "--sheet", "--canvas", "small",
                                   "--canvas", "narrow", "--scale", "2"], currentDirectory: folder)
        #expect(scaled.status == 2)
        #expect(scaled.err == """
            wide.yaml:6:11: error: the sheet of 2 canvases would be 20128×365 pixels at scale 2, more than 16384 \
            on a side: draw fewer canvases per sheet (--canvas NAME, repeatable), or a smaller --scale, or one \
            picture per canvas (without --sheet)

            """)
        // As SVG the sheet is in points, and fits.
        let svg = try runPlumb(["render", "wide.yaml", "-o", "out", "--sheet", "--canvas", "small",
                                "--canvas", "narrow", "--format", "svg"], currentDirectory: folder)
        #expect(svg.status == 0)
        // Fewer canvases fit.
        let one = try runPlumb(["render", "wide.yaml", "-o", "out", "--sheet", "--canvas", "huge"], currentDirectory: folder)
        #expect(one.status == 0)
        #expect(one.out == "out/wide@sheet.png\n")
    }

    /// One-character names once crashed `render` (Foundation's `NSString` path methods trap on them).
    @Test func oneCharacterSceneNamesRenderDirectlyAndInFolders() throws {
        let folder = try makeTemporaryFolderURL()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("s/b"), withIntermediateDirectories: true)
        for path in ["y.yaml", "s/a.yaml", "s/b/c.yml"] {
            try Self.scene.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let result = try runPlumb(["render", "y.yaml", "s", "-o", "o"], currentDirectory: folder)
        #expect(result.status == 0)
        #expect(result.out == "o/y@iphone-15.png\no/a@iphone-15.png\no/b/c@iphone-15.png\n")
        for path in ["o/y@iphone-15.png", "o/a@iphone-15.png", "o/b/c@iphone-15.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
        }
    }
}
