import Foundation
import PlumbGolden
import PlumbTestSupport
import PlumbRender
import Testing

/// `plumb-golden.yaml` (how goldens were drawn) and `plumb.yaml` (what a bare `plumb check` runs).
@Suite(.temporaryFolders) struct GoldenDrawingTests {
    @Test func theFileSaysEveryOptionAndReadsBackTheSame() throws {
        let drawing = GoldenDrawing(scale: 2, constraints: true, overlays: [.safeArea, .guides], theme: .dark)
        #expect(drawing.text.hasSuffix("""
            scale: 2
            constraints: true
            generated-constraints: false
            overlays: [safe-area, guides]
            theme: dark
            show-stacks: false
            caption: true

            """))
        #expect(try GoldenDrawing(settingsText: drawing.text, path: "g") == drawing)
        #expect(try GoldenDrawing(settingsText: GoldenDrawing().text, path: "g") == GoldenDrawing())
        #expect(drawing.flags == ["--scale 2", "--constraints", "--overlays safe-area,guides", "--theme dark"])
        #expect(GoldenDrawing(overlays: [], caption: false).flags == ["--overlays none", "--no-caption"])
    }

    @Test func aFileFromBeforeCaptionsAndTheSafeAreaTintSaysPicturesWithout() throws {
        // The keys a file may lack were added later: the pictures it describes were drawn without them.
        let old = try GoldenDrawing(settingsText: "constraints: true\n", path: "g")
        #expect(old == GoldenDrawing(constraints: true, overlays: [], caption: false))
        #expect(GoldenDrawing().renderOptions() == PlumbRender.RenderOptions())
    }

    @Test func theRecordedDrawingIsUsedWhenTheRunAsksForNothing() throws {
        let folder = try makeTemporaryFolder()
        try GoldenDrawing(constraints: true).write(to: folder + "/plumb-golden.yaml")
        let resolution = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(), recordMode: .never)
        #expect(resolution.drawing == GoldenDrawing(constraints: true))
        #expect(resolution.isRecorded)
        #expect(resolution.drawing.renderOptions().showConstraints)
        // Asking for what was recorded is no difference.
        let same = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: true), recordMode: .never)
        #expect(same.drawing == GoldenDrawing(constraints: true))
    }

    @Test func aDifferentFlagIsOneLineUnlessReRecording() throws {
        let folder = try makeTemporaryFolder()
        try GoldenDrawing(constraints: true).write(to: folder + "/plumb-golden.yaml")
        #expect(throws: GoldenDrawingMismatch.self) {
            try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: false), recordMode: .missing)
        }
        do {
            _ = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: false), recordMode: .never)
        } catch let mismatch as GoldenDrawingMismatch {
            #expect(mismatch.description == "\(folder)/plumb-golden.yaml: error: the goldens were drawn with --constraints, "
                + "not --no-constraints; drop the flag, or re-record with --record all")
        }
        do {
            _ = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(scale: .init(3), theme: .dark), recordMode: .never)
        } catch let mismatch as GoldenDrawingMismatch {
            #expect(mismatch.description == "\(folder)/plumb-golden.yaml: error: the goldens were drawn with each canvas's own "
                + "scale and --theme light, not --scale 3 and --theme dark; drop the flags, or re-record with --record all")
        }
        let rerecording = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: false), recordMode: .all)
        #expect(rerecording.drawing == GoldenDrawing())
        #expect(!rerecording.isRecorded)
        #expect(rerecording.shouldRecord(after: [CheckResult(name: "a", outcome: .recorded(["x"]))]))
    }

    @Test func aShardCannotChangeTheDrawing() throws {
        let folder = try makeTemporaryFolder()
        try GoldenDrawing(constraints: true).write(to: folder + "/plumb-golden.yaml")
        do {
            _ = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: false), recordMode: .all,
                                          coversEveryCase: false)
            Issue.record("a shard re-recorded with other flags")
        } catch let mismatch as GoldenDrawingMismatch {
            #expect(mismatch.description == "\(folder)/plumb-golden.yaml: error: the goldens were drawn with --constraints, "
                + "not --no-constraints; re-recording them with other flags must cover every case: run it without --shard")
        }
        // The same flags as recorded are fine in a shard.
        let same = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: true), recordMode: .all,
                                             coversEveryCase: false)
        #expect(same.isRecorded)
    }

    @Test func recordingMissingGoldensWritesTheFileOnlyWhenNoCaseFailed() throws {
        let folder = try makeTemporaryFolder()
        let resolution = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(constraints: true), recordMode: .missing)
        #expect(resolution.drawing == GoldenDrawing(constraints: true))
        let recorded = CheckResult(name: "a", outcome: .recorded(["a.png"]))
        let failed = CheckResult(name: "b", outcome: .failed([.imageDiffers(canvas: "c", detail: "3 pixels differ")]))
        #expect(resolution.shouldRecord(after: [recorded, CheckResult(name: "c", outcome: .passed)]))
        #expect(!resolution.shouldRecord(after: [recorded, failed]))
        #expect(!resolution.shouldRecord(after: []))
        let never = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(), recordMode: .never)
        #expect(!never.shouldRecord(after: [recorded]))
    }

    @Test func failingPicturesWithoutARecordedDrawingGetAHint() throws {
        let folder = try makeTemporaryFolder()
        let resolution = try GoldenDrawing.resolve(goldenDirectory: folder, request: .init(), recordMode: .never)
        let failed = CheckResult(name: "b", outcome: .failed([.imageDiffers(canvas: "c", detail: "3 pixels differ")]))
        #expect(resolution.hint(after: [failed]) == "note: \(folder)/plumb-golden.yaml does not exist, so the pictures "
            + "were drawn with the default flags; if the goldens were drawn otherwise (--constraints, --scale), give the "
            + "same flags and record them with --record missing")
        #expect(resolution.hint(after: [CheckResult(name: "a", outcome: .passed)]) == nil)
    }

    @Test func mistakesInTheFileAreLocated() {
        #expect(throws: SettingsFileError(path: "g.yaml", line: 2, column: 14,
                                          message: "expected true or false for 'constraints', not 'yes'")) {
            try GoldenDrawing(settingsText: "scale: canvas\nconstraints: yes\n", path: "g.yaml")
        }
        #expect(throws: SettingsFileError(path: "g.yaml", line: 1, column: 1, message: "unknown key 'colour'; known keys: "
            + "scale, constraints, generated-constraints, overlays, theme, show-stacks, caption")) {
            try GoldenDrawing(settingsText: "colour: red # a comment\n", path: "g.yaml")
        }
        #expect(throws: SettingsFileError(path: "g.yaml", line: 1, column: 11,
                                          message: "unknown overlay 'grid'; valid: safe-area, margins, guides, names, all, none")) {
            try GoldenDrawing(settingsText: "overlays: [grid]", path: "g.yaml")
        }
        #expect(throws: SettingsFileError(path: "g.yaml", line: 2, column: 1, message: "'theme' is given twice")) {
            try GoldenDrawing(settingsText: "theme: dark\ntheme: light", path: "g.yaml")
        }
    }
}

@Suite(.temporaryFolders) struct ProjectConfigurationTests {
    @Test func pathsAreRelativeToTheFilesFolder() throws {
        let text = """
            # the project's checks
            scenes: [fixtures, "more scenes"]
            golden: golden   # beside the scenes
            report: out/report
            junit: /tmp/junit.xml
            threshold: 0.05
            max-diff-pixels: 3
            """
        let configuration = try ProjectConfiguration(settingsText: text, path: "project/plumb.yaml")
        #expect(configuration == ProjectConfiguration(
            scenes: ["project/fixtures", "project/more scenes"], goldenDirectory: "project/golden",
            reportDirectory: "project/out/report", junitPath: "/tmp/junit.xml", threshold: 0.05, maxDiffPixels: 3))
        #expect(try ProjectConfiguration(settingsText: "golden: g\n", path: "plumb.yaml").goldenDirectory == "g")
    }

    @Test func mistakesAreLocated() {
        #expect(throws: SettingsFileError(path: "plumb.yaml", line: 2, column: 17,
                                          message: "give max-diff-pixels or max-diff-ratio, not both")) {
            try ProjectConfiguration(settingsText: "max-diff-pixels: 2\nmax-diff-ratio: 0.1\n", path: "plumb.yaml")
        }
        #expect(throws: SettingsFileError(path: "plumb.yaml", line: 1, column: 12,
                                          message: "expected a number for 'threshold', not 'low'")) {
            try ProjectConfiguration(settingsText: "threshold: low\n", path: "plumb.yaml")
        }
        #expect(throws: SettingsFileError(path: "plumb.yaml", line: 2, column: 1,
                                          message: "settings are not nested; start each line with its key")) {
            try ProjectConfiguration(settingsText: "golden: g\n  report: r\n", path: "plumb.yaml")
        }
    }

    @Test func noFileIsNoConfiguration() throws {
        #expect(try ProjectConfiguration.read(from: try makeTemporaryFolder() + "/plumb.yaml") == nil)
    }
}
