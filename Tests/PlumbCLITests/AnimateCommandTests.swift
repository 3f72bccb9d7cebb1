import Foundation
import PlumbTestSupport
import Testing

/// `plumb solve --state`, `plumb render --state` and `plumb animate` on the constant-change fixture.
@Suite(.temporaryFolders) struct AnimateCommandTests {
    static let scene = SolveCommandTests.fixtures.appendingPathComponent("animation/constant-change.yaml").path

    @Test func solveShowsTheState() throws {
        let result = try runPlumb(["solve", Self.scene, "--state", "lowered", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "Constant change[lowered]")
        let views = try #require((json["canvases"] as? [[String: Any]])?.first?["views"] as? [String: [String: [Double]]])
        #expect(views["card"]?["frame"] == [16, 260, 343, 120])
    }

    @Test func anUnknownStateIsBadInputWithASuggestion() throws {
        let result = try runPlumb(["solve", Self.scene, "--state", "lowerd"])
        #expect(result.status == 2)
        #expect(result.err.contains("constant-change.yaml:1:1: error: no state named 'lowerd' (the scene has lowered); did you mean 'lowered'?"))
    }

    @Test func renderNamesTheStatesPicture() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["render", Self.scene, "--state", "lowered", "-o", folder.path, "--scale", "1"])
        #expect(result.status == 0)
        #expect(result.out == folder.appendingPathComponent("constant-change.lowered@iphone-se.png").path + "\n")
    }

    @Test func animateWritesAFilmstripOfTheKeyFrames() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--frames", "3",
                                   "--scale", "1", "-o", folder.path])
        #expect(result.status == 0, Comment(rawValue: result.err))
        let path = folder.appendingPathComponent("constant-change.scene-lowered@iphone-se.png").path
        #expect(result.out == path + "\n")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        // Three 375-point canvases side by side with 32-point gaps and 16-point margins: 1221 pixels wide.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 3 * 375 + 2 * 32 + 2 * 16)
    }

    @Test func animateRefusesBadValues() throws {
        #expect(try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--frames", "1"]).status == 2)
        #expect(try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--duration", "0"]).status == 2)
        #expect(try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--curve", "bouncy"]).status == 2)
        for curve in ["spring(damping: 0)", "spring(velocity: 1)", "spring(damping: 0.5, mass: 1)", "spring(damping: 0.5"] {
            #expect(try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--curve", curve]).status == 2, "\(curve)")
        }
        let unknown = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowerd"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("no state named 'lowerd'"))
    }

    @Test func theAnimatedPNGInTheDocsIsWhatTheCommandDrawsNow() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--apng", "--scale", "1",
                                   "-o", folder.path])
        #expect(result.status == 0)
        let drawn = try Data(contentsOf: folder.appendingPathComponent("constant-change.scene-lowered.animated@iphone-se.png"))
        let shown = try Data(contentsOf: CheckDocumentationTests.repository.appendingPathComponent("docs/images/constant-change-animated.png"))
        #expect(drawn == shown, "re-draw docs/images/constant-change-animated.png with the command under it in docs/animation.md")
        // An animated PNG: its acTL chunk comes right after the header.
        #expect(String(decoding: drawn[37..<41], as: UTF8.self) == "acTL")
    }

    @Test func animateWritesAnAnimatedGIF() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--gif", "--scale", "1",
                                   "-o", folder.path])
        #expect(result.status == 0, Comment(rawValue: result.err))
        let path = folder.appendingPathComponent("constant-change.scene-lowered.animated@iphone-se.gif").path
        #expect(result.out == path + "\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: bytes.prefix(6), as: UTF8.self) == "GIF89a")
        let shown = try Data(contentsOf: CheckDocumentationTests.repository.appendingPathComponent("docs/images/constant-change-animated.gif"))
        #expect(bytes == shown, "re-draw docs/images/constant-change-animated.gif with the command under it in docs/animation.md")
        // 375 + 2 × 16 points wide at one pixel per point, little-endian.
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 407)
        let again = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--gif", "--scale", "1",
                                  "-o", folder.path])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the same bytes every run")
        let both = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--gif", "--apng"])
        #expect(both.status == 2)
        #expect(both.err.contains("--apng, --gif and --svg each write one animation; give one of them"))
    }

    /// The rotation fixture's animated PNG and SVG, whose goldens are the docs' copies.
    @Test(arguments: ["--apng", "--svg"])
    func theRotationInTheDocsIsWhatTheCommandDrawsNow(_ flag: String) throws {
        let folder = try makeTemporaryFolderURL()
        let scene = SolveCommandTests.fixtures.appendingPathComponent("animation/rotation.yaml").path
        let result = try runPlumb(["animate", scene, "--from-canvas", "iphone-15", "--to-canvas", "iphone-15-landscape",
                                   flag, "--scale", "1", "-o", folder.path])
        #expect(result.status == 0, Comment(rawValue: result.err))
        let fileExtension = flag == "--svg" ? "svg" : "png"
        let path = folder.appendingPathComponent("rotation.scene.animated@iphone-15-to-iphone-15-landscape.\(fileExtension)").path
        #expect(result.out == path + "\n")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: path))
        let shown = try Data(contentsOf: CheckDocumentationTests.repository.appendingPathComponent("docs/images/rotation-animated.\(fileExtension)"))
        #expect(drawn == shown, "re-draw docs/images/rotation-animated.\(fileExtension) with the command under it in docs/animation.md")
    }

    @Test func aRotationNeedsBothCanvasesOfTheScene() throws {
        let scene = SolveCommandTests.fixtures.appendingPathComponent("animation/rotation.yaml").path
        let one = try runPlumb(["animate", scene, "--from-canvas", "iphone-15"])
        #expect(one.status == 2)
        #expect(one.err.contains("--from-canvas and --to-canvas go together: give both canvases of the rotation"))
        let unknown = try runPlumb(["animate", scene, "--from-canvas", "iphone-15", "--to-canvas", "iphone-15-landscpe"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("no canvas named 'iphone-15-landscpe'"), "\(unknown.err)")
        let none = try runPlumb(["animate", scene])
        #expect(none.status == 2)
        #expect(none.err.contains("give the states with --from and --to, or the canvases with --from-canvas and --to-canvas"))
    }

    @Test func theAnimatedSVGInTheDocsIsWhatTheCommandDrawsNow() throws {
        let folder = try makeTemporaryFolderURL()
        let result = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--svg", "--scale", "1",
                                   "-o", folder.path])
        #expect(result.status == 0, Comment(rawValue: result.err))
        let path = folder.appendingPathComponent("constant-change.scene-lowered.animated@iphone-se.svg").path
        #expect(result.out == path + "\n")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: path))
        let shown = try Data(contentsOf: CheckDocumentationTests.repository.appendingPathComponent("docs/images/constant-change-animated.svg"))
        #expect(drawn == shown, "re-draw docs/images/constant-change-animated.svg with the command under it in docs/animation.md")
        #expect(try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--svg", "--apng"]).status == 2)
        let spring = try runPlumb(["animate", Self.scene, "--from", "scene", "--to", "lowered", "--svg", "--curve",
                                   "spring(damping: 0.5, velocity: 1)", "-o", folder.path])
        #expect(spring.status == 0, Comment(rawValue: spring.err))
        let springy = try String(contentsOfFile: path, encoding: .utf8)
        #expect(springy.contains("<title>iphone-se: 0.25 s, spring(damping: 0.5, velocity: 1)</title>"))
        #expect(!springy.contains("keySplines"))
    }
}

/// `plumb check` of a scene with states: each state's frames have a golden of their own.
@Suite(.temporaryFolders) struct StateCheckTests {
    static let scene = """
        name: card
        canvases: [{name: small, size: [200, 300]}]
        views:
          - view: card
        constraints:
          - constraint: card.top == root.top + 40
            identifier: cardTop
          - card.leading == root.leading + 10
          - card.width == 100
          - card.height == 50
        states:
          lowered:
            - constraint: cardTop
              constant: 140

        """

    @Test func recordsAndChecksTheFramesOfEachState() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.scene.write(to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let recorded = try runPlumb(["check", "card.yaml", "--golden", "golden", "--record", "missing"], currentDirectory: folder)
        #expect(recorded.status == 0, Comment(rawValue: recorded.err))
        let statePath = folder.appendingPathComponent("golden/card.lowered.frames.txt").path
        let golden = try String(contentsOfFile: statePath, encoding: .utf8)
        #expect(golden.contains("card[lowered]"))
        #expect(golden.contains("small  card  10  140  100   50"), "\(golden)")
        // The transition to the state, drawn at a quarter, half and three quarters of 0.25 s.
        for time in ["0.063", "0.125", "0.188"] {
            let path = folder.appendingPathComponent("golden/card.lowered.\(time)s@small.png").path
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        #expect(recorded.out.contains("card.lowered.0.125s@small.png"), "\(recorded.out)")
        #expect(try runPlumb(["check", "card.yaml", "--golden", "golden"], currentDirectory: folder).status == 0)

        // The state's end point moves: the check fails and names the state and the change.
        try Self.scene.replacingOccurrences(of: "constant: 140", with: "constant: 150")
            .write(to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let changed = try runPlumb(["check", "card.yaml", "--golden", "golden"], currentDirectory: folder)
        #expect(changed.status == 1)
        #expect(changed.out.contains("golden/card.lowered.frames.txt (state lowered): card: y 140 → 150"), "\(changed.out)")
        // …and each key frame on the way, by the transition and its time.
        #expect(changed.out.contains("small: scene → lowered, t = 0.125 s: "), "\(changed.out)")
        #expect(changed.out.contains("small: scene → lowered, t = 0.063 s: "), "\(changed.out)")
    }
}
