import Foundation
import PlumbGolden
import PlumbRender
import PlumbTestSupport
import PlumbLayout
import Testing

@Suite(.temporaryFolders) struct GoldenCheckerTests {
    /// The case `forms/login` on canvas `phone`: a 40×30 pt page at 2× with a box at `boxX`.
    func loginCase(boxX: Double) -> GoldenCase {
        let frames = FrameDump(scene: "forms/login", entries: [
            .init(canvas: "phone", view: "root", frame: Rect(x: 0, y: 0, width: 40, height: 30)),
            .init(canvas: "phone", view: "box", frame: Rect(x: boxX, y: 10, width: 20, height: 10)),
        ])
        let image = drawPicture(width: 40, height: 30, scale: 2, rectangles: [(boxX, 10, 20, 10, 0.2)])
        return GoldenCase(name: "forms/login", frames: frames, images: [CanvasImage(canvas: "phone", image: image)])
    }

    func contents(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func aMissingGoldenFailsAndNeverIsWrittenWithoutRecording() throws {
        let golden = try makeTemporaryFolder()
        let result = GoldenChecker(goldenDirectory: golden).check(loginCase(boxX: 10))
        let paths = ["\(golden)/forms/login.frames.txt", "\(golden)/forms/login@phone.png"]
        #expect(result.outcome == .missing(paths))
        #expect(result.outcome.isFailure)
        #expect(result.writtenFiles.isEmpty)
        #expect(try fileNames(in: golden).isEmpty)
        #expect(result.summary == "MISSING forms/login: no golden \(paths[0]), \(paths[1]) "
            + "(record with --record missing or PLUMB_RECORD=missing)")
    }

    @Test(arguments: [GoldenRecordMode.missing, .failed, .all])
    func aMissingGoldenIsRecordedByModesThatAllowIt(mode: GoldenRecordMode) throws {
        let golden = try makeTemporaryFolder("\(#function)\(mode)")
        let checker = GoldenChecker(goldenDirectory: golden, recordMode: mode)
        let result = checker.check(loginCase(boxX: 10))
        let paths = ["\(golden)/forms/login.frames.txt", "\(golden)/forms/login@phone.png"]
        #expect(result.outcome == .recorded(paths))
        #expect(!result.outcome.isFailure)
        #expect(result.writtenFiles == paths)
        #expect(result.summary == "RECORDED forms/login: wrote \(paths[0]), \(paths[1])")
        #expect(try fileNames(in: golden + "/forms") == ["login.frames.txt", "login@phone.png"])
        #expect(try String(contentsOfFile: paths[0], encoding: .utf8) == loginCase(boxX: 10).frames?.text)
        // What was recorded now passes, and nothing is written again.
        let again = GoldenChecker(goldenDirectory: golden, recordMode: .never).check(loginCase(boxX: 10))
        #expect(again.outcome == .passed)
        #expect(again.summary == "PASS forms/login")
    }

    @Test func framesAreComparedFirstThenPixels() throws {
        let golden = try makeTemporaryFolder()
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let result = GoldenChecker(goldenDirectory: golden).check(loginCase(boxX: 10.5))
        let frameChange = FrameChange.frameChanged(view: "box", canvas: "phone",
                                                   from: Rect(x: 10, y: 10, width: 20, height: 10),
                                                   to: Rect(x: 10.5, y: 10, width: 20, height: 10))
        #expect(result.outcome == .failed([
            .framesChanged([frameChange]),
            .imageDiffers(canvas: "phone", detail: "40 pixels differ (0.83%) in [20, 20, 41, 20], budget 0 pixels"),
        ]))
        #expect(result.frameChanges == [frameChange])
        #expect(result.summary == "FAIL forms/login: box: x 10 → 10.5 on phone; "
            + "phone: 40 pixels differ (0.83%) in [20, 20, 41, 20], budget 0 pixels")
    }

    @Test func neverAndMissingLeaveAChangedGoldenAlone() throws {
        let golden = try makeTemporaryFolder()
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let before = try contents(golden + "/forms/login@phone.png")
        for mode in [GoldenRecordMode.never, .missing] {
            let result = GoldenChecker(goldenDirectory: golden, recordMode: mode).check(loginCase(boxX: 12))
            #expect(result.outcome.isFailure)
            #expect(result.writtenFiles.isEmpty)
        }
        #expect(try contents(golden + "/forms/login@phone.png") == before)
        #expect(try fileNames(in: golden + "/forms") == ["login.frames.txt", "login@phone.png"])
    }

    @Test func failedRewritesOnlyTheGoldensThatDiffer() throws {
        let golden = try makeTemporaryFolder()
        var original = loginCase(boxX: 10)
        let tablet = drawPicture(width: 20, height: 20, rectangles: [(2, 2, 5, 5, 0)])
        original.images.append(CanvasImage(canvas: "tablet", image: tablet))
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(original)

        var changed = loginCase(boxX: 12)
        changed.images.append(CanvasImage(canvas: "tablet", image: tablet))
        let result = GoldenChecker(goldenDirectory: golden, recordMode: .failed).check(changed)
        #expect(result.outcome == .recorded(["\(golden)/forms/login.frames.txt", "\(golden)/forms/login@phone.png"]))
        #expect(GoldenChecker(goldenDirectory: golden).check(changed).outcome == .passed)
    }

    @Test func allRewritesEverythingThatChangedAndNothingElse() throws {
        let golden = try makeTemporaryFolder()
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .all).check(loginCase(boxX: 10))
        let unchanged = GoldenChecker(goldenDirectory: golden, recordMode: .all).check(loginCase(boxX: 10))
        #expect(unchanged.outcome == .passed)
        #expect(unchanged.writtenFiles.isEmpty)
        let changed = GoldenChecker(goldenDirectory: golden, recordMode: .all).check(loginCase(boxX: 11))
        #expect(changed.writtenFiles.count == 2)
    }

    @Test func aFailureLeavesExpectedActualDiffAndFrameDiffArtifacts() throws {
        let golden = try makeTemporaryFolder(), artifacts = try makeTemporaryFolder("artifacts")
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let result = GoldenChecker(goldenDirectory: golden, artifactsDirectory: artifacts).check(loginCase(boxX: 10.5))
        #expect(try fileNames(in: artifacts + "/forms") == [
            "login.frames.actual.txt", "login.frames.diff.txt",
            "login@phone.actual.png", "login@phone.diff.png", "login@phone.expected.png",
        ])
        #expect(result.artifacts.count == 5)
        #expect(try String(contentsOfFile: artifacts + "/forms/login.frames.diff.txt", encoding: .utf8)
            == "box: x 10 → 10.5 on phone\n")
        let diff = try RGBAImage(pngFile: artifacts + "/forms/login@phone.diff.png")
        #expect(diff[20, 25] == .red)
        #expect(try contents(artifacts + "/forms/login@phone.expected.png") == contents(golden + "/forms/login@phone.png"))
        // The golden folder holds only goldens, and no temporary file was left behind.
        #expect(try fileNames(in: golden + "/forms") == ["login.frames.txt", "login@phone.png"])
    }

    @Test func aPassingCaseLeavesNoArtifacts() throws {
        let golden = try makeTemporaryFolder(), artifacts = try makeTemporaryFolder("artifacts")
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let result = GoldenChecker(goldenDirectory: golden, artifactsDirectory: artifacts).check(loginCase(boxX: 10))
        #expect(result.outcome == .passed)
        #expect(try fileNames(in: artifacts).isEmpty)
    }

    @Test func unreadableGoldensAreFailuresWithTheirReason() throws {
        let golden = try makeTemporaryFolder()
        try AtomicFile.write("not a picture", to: golden + "/forms/login@phone.png")
        try AtomicFile.write("# frames of forms/login\nphone root 0 0 40\n", to: golden + "/forms/login.frames.txt")
        let result = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let framesPath = golden + "/forms/login.frames.txt"
        #expect(result.outcome == .failed([
            .goldenUnreadable(path: framesPath,
                              reason: "\(framesPath):2:1: error: expected 6 columns (canvas, view, x, y, width, height), found 5"),
            .goldenUnreadable(path: golden + "/forms/login@phone.png",
                              reason: "not a PNG image (the file does not start with the PNG signature)"),
        ]))
    }

    @Test func aPictureOfAnotherSizeFailsAsSuch() throws {
        let golden = try makeTemporaryFolder()
        let small = GoldenCase(name: "s", frames: nil, images: [CanvasImage(canvas: "c", image: RGBAImage(width: 4, height: 4))])
        let large = GoldenCase(name: "s", frames: nil, images: [CanvasImage(canvas: "c", image: RGBAImage(width: 4, height: 6))])
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(small)
        let result = GoldenChecker(goldenDirectory: golden).check(large)
        #expect(result.summary == "FAIL s: c: size differs: expected 4×4, actual 4×6")
    }

    @Test func aPictureGivenAsPNGIsRecordedByteForByte() throws {
        let golden = try makeTemporaryFolder()
        let png = try drawPicture(width: 10, height: 10, rectangles: [(1, 1, 3, 3, 0)]).pngData()
        let result = GoldenChecker(goldenDirectory: golden, recordMode: .all)
            .check(GoldenCase(name: "p", frames: nil, images: [CanvasImage(canvas: "c", pngData: png)]))
        #expect(result.writtenFiles == [golden + "/p@c.png"])
        #expect(try contents(golden + "/p@c.png") == png)
    }
}

extension GoldenCheckerTests {
    @Test func aRenderThatIsNotAPNGFailsAndIsNeverRecorded() throws {
        let golden = try makeTemporaryFolder()
        let broken = GoldenCase(name: "b", frames: nil, images: [CanvasImage(canvas: "c", pngData: [1, 2, 3])])
        let result = GoldenChecker(goldenDirectory: golden, recordMode: .all).check(broken)
        #expect(result.outcome == .failed([.renderUnreadable(canvas: "c", reason: "not a PNG image")]))
        #expect(result.summary == "FAIL b: c: the rendered picture cannot be used: not a PNG image")
        #expect(try fileNames(in: golden).isEmpty)
    }

    @Test func aGoldenThatCannotBeWrittenFailsWithTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()
        let golden = folder + "/not-a-folder"
        try AtomicFile.write("a file where the golden folder should be", to: golden)
        let result = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(loginCase(boxX: 10))
        let frames = golden + "/forms/login.frames.txt", picture = golden + "/forms/login@phone.png"
        let reason = "cannot create folder \(golden)/forms: Not a directory"
        #expect(result.outcome == .failed([
            .cannotWrite(path: frames, reason: reason), .cannotWrite(path: picture, reason: reason),
            .goldenMissing(path: frames), .goldenMissing(path: picture),
        ]))
        #expect(result.writtenFiles.isEmpty)
    }

    @Test func identicalPNGBytesPassWithoutDecoding() throws {
        let golden = try makeTemporaryFolder()
        let png = try RGBAImage(width: 7, height: 5).pngData()
        let goldenCase = GoldenCase(name: "p", frames: nil, images: [CanvasImage(canvas: "c", pngData: png)])
        _ = GoldenChecker(goldenDirectory: golden, recordMode: .missing).check(goldenCase)
        let result = GoldenChecker(goldenDirectory: golden).check(goldenCase)
        #expect(result.outcome == .passed)
        guard case .compared(let difference) = try #require(result.canvases.first?.comparison) else {
            Issue.record("expected a comparison")
            return
        }
        #expect(difference.totalPixels == 35 && difference.differingPixels == 0)
    }
}

@Suite struct RecordModeTests {
    @Test func parsesTheFourWordsInAnyCase() throws {
        #expect(try GoldenRecordMode(parsing: "Missing") == .missing)
        #expect(throws: InvalidRecordMode(text: "sometimes", source: nil)) { try GoldenRecordMode(parsing: "sometimes") }
        #expect(InvalidRecordMode(text: "sometimes", source: nil).description
            == "unknown record mode 'sometimes'; expected one of all, failed, missing, never")
    }

    @Test func readsPLUMB_RECORDAndDefaultsToNever() throws {
        #expect(try GoldenRecordMode.fromEnvironment([:]) == .never)
        #expect(try GoldenRecordMode.fromEnvironment(["PLUMB_RECORD": ""]) == .never)
        #expect(try GoldenRecordMode.fromEnvironment(["PLUMB_RECORD": "failed"]) == .failed)
        #expect(throws: InvalidRecordMode(text: "yes", source: "PLUMB_RECORD")) {
            try GoldenRecordMode.fromEnvironment(["PLUMB_RECORD": "yes"])
        }
        #expect(InvalidRecordMode(text: "yes", source: "PLUMB_RECORD").description
            == "unknown record mode 'yes' in PLUMB_RECORD; expected one of all, failed, missing, never")
    }
}

@Suite struct GoldenPathsTests {
    @Test func goldensMirrorTheScenePaths() {
        let paths = GoldenPaths(directory: "golden/")
        #expect(paths.frames(of: "forms/login") == "golden/forms/login.frames.txt")
        #expect(paths.image(of: "forms/login", canvas: "iphone-15") == "golden/forms/login@iphone-15.png")
    }

    @Test func caseNamesAreScenePathsWithoutExtension() {
        #expect(GoldenPaths.caseName(scenePath: "fixtures/forms/login.yaml", root: "fixtures") == "forms/login")
        #expect(GoldenPaths.caseName(scenePath: "./other/a.b/scene.yaml", root: "fixtures") == "other/a.b/scene")
        #expect(GoldenPaths.caseName(scenePath: "scenes/.hidden", root: nil) == "scenes/.hidden")
    }
}

@Suite struct TallyTests {
    @Test func countsMissingAsFailedAndMentionsRecordingOnlyWhenItHappened() {
        var tally = Tally()
        tally.add(.passed)
        tally.add(.passed)
        #expect(tally.line == "2 passed, 0 failed")
        #expect(!tally.hasFailures)
        tally.add(.missing(["a"]))
        tally.add(.failed([]))
        tally.add(.recorded(["b"]))
        #expect(tally.line == "2 passed, 2 failed, 1 recorded")
        #expect(tally.hasFailures)
    }
}

@Suite struct ShardTests {
    @Test func parsesKOverN() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(throws: InvalidShard(text: "5/4", reason: "the shard must be between 1 and 4")) { try Shard(parsing: "5/4") }
        #expect(throws: InvalidShard(text: "0/4", reason: "the shard must be between 1 and 4")) { try Shard(parsing: "0/4") }
        #expect(throws: InvalidShard(text: "1/0", reason: "the number of shards must be at least 1")) { try Shard(parsing: "1/0") }
        #expect(throws: InvalidShard(text: "2", reason: "expected K/N, such as 1/4")) { try Shard(parsing: "2") }
        #expect(InvalidShard(text: "2", reason: "expected K/N, such as 1/4").description == "invalid shard '2': expected K/N, such as 1/4")
    }

    @Test func hashesWithFNV1a() {
        // The published 64-bit FNV-1a test vectors.
        #expect(Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func everyCaseRunsInExactlyOneShard() throws {
        let names = (0..<200).map { "area\($0 % 7)/scene-\($0)" }
        for count in 1...5 {
            let shards = (1...count).compactMap { Shard(index: $0, count: count) }
            let selections = shards.map { $0.select(names) }
            #expect(selections.flatMap { $0 }.sorted() == names.sorted())
            // Spread: no shard is empty or holds more than twice its share.
            #expect(selections.allSatisfy { !$0.isEmpty && $0.count <= 2 * names.count / count })
        }
    }

    @Test func assignmentDependsOnlyOnTheName() throws {
        let shard = try Shard(parsing: "1/3")
        let names = ["forms/login", "forms/signup", "lists/table", "stack/buttons"]
        #expect(shard.select(names) == shard.select(names.reversed()).reversed())
        #expect(shard.select(names) == names.filter { Shard.fnv1a($0) % 3 == 0 })
    }
}
