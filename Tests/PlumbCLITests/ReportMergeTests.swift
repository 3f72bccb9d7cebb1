import Foundation
import PlumbGolden
import PlumbTestSupport
import Testing

/// `plumb report merge`: the reports of `plumb check --shard K/N` runs put back together.
@Suite(.temporaryFolders) struct ReportMergeTests {
    /// A suite of ten scenes with goldens, two of which now fail (a box 5 points wider), one in a
    /// folder of its own, and one without goldens; run in `folder` with relative paths.
    static func makeSuite(in folder: URL) throws {
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("forms"), withIntermediateDirectories: true)
        let names = (1...9).map { "s\($0)" } + ["forms/login"]
        for (index, name) in names.enumerated() {
            try boxScene(named: name, width: 10 * (index + 1))
                .write(to: scenes.appendingPathComponent(name + ".yaml"), atomically: true, encoding: .utf8)
        }
        let recorded = try runPlumb(["check", "scenes", "--golden", "golden", "--record", "missing"], currentDirectory: folder)
        #expect(recorded.status == 0, "\(recorded.err)")
        for (index, name) in names.enumerated() where ["s4", "forms/login"].contains(name) {
            try boxScene(named: name, width: 10 * (index + 1) + 5)
                .write(to: scenes.appendingPathComponent(name + ".yaml"), atomically: true, encoding: .utf8)
        }
        try boxScene(named: "new", width: 30).write(to: scenes.appendingPathComponent("s99.yaml"), atomically: true, encoding: .utf8)
    }

    /// JUnit XML with every `time` set to zero: the only part of it that changes from run to run.
    static func withoutTimes(_ xml: String) -> String {
        xml.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="0""#, options: .regularExpression)
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func threeShardsMergeIntoTheReportOfTheUnshardedRun() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.makeSuite(in: folder)
        let manager = FileManager.default

        // The whole suite in one run, its report then moved aside to make room for the merge's.
        let whole = try runPlumb(["check", "scenes", "--golden", "golden", "--report", "report", "--junit", "report.xml"],
                                 currentDirectory: folder)
        #expect(whole.status == 1, "\(whole.err)")
        #expect(whole.out.contains("8 passed, 3 failed"))
        try manager.moveItem(at: folder.appendingPathComponent("report"), to: folder.appendingPathComponent("whole"))
        try manager.moveItem(at: folder.appendingPathComponent("report.xml"), to: folder.appendingPathComponent("whole.xml"))

        var shardCaseCounts = [Int]()
        for index in 1...3 {
            let shard = try runPlumb(["check", "scenes", "--golden", "golden", "--shard", "\(index)/3", "--report", "shard\(index)"],
                                     currentDirectory: folder)
            #expect([0, 1].contains(shard.status), "\(shard.err)")
            shardCaseCounts.append(try CheckResultsFile.read(reportDirectory: folder.appendingPathComponent("shard\(index)").path).cases.count)
        }
        // Every shard has part of the suite, so the merge has something to put together.
        #expect(shardCaseCounts.allSatisfy { $0 > 0 } && shardCaseCounts.reduce(0, +) == 11, "\(shardCaseCounts)")

        // Shards given in any order.
        let merged = try runPlumb(["report", "merge", "shard3", "shard1", "shard2", "--report", "report", "--junit", "report.xml"],
                                  currentDirectory: folder)
        #expect(merged.status == 1, "\(merged.err)")
        #expect(merged.out == "8 passed, 3 failed\nreport: report/index.html\n")
        #expect(merged.err == "")

        let html = try Self.read(folder.appendingPathComponent("report/index.html"))
        #expect(html == (try Self.read(folder.appendingPathComponent("whole/index.html"))))
        #expect(html.contains("forms/login") && html.contains("data:image/png;base64,"))
        let junit = try Self.read(folder.appendingPathComponent("report.xml"))
        #expect(Self.withoutTimes(junit) == Self.withoutTimes(try Self.read(folder.appendingPathComponent("whole.xml"))))
        #expect(junit.contains("[[ATTACHMENT|report/s4@"), "\(junit)")

        // The failures' artifacts are copied beside the merged page, as the whole run left them.
        let artifacts = { (name: String) throws -> [String] in
            try manager.subpathsOfDirectory(atPath: folder.appendingPathComponent(name).path).sorted()
        }
        #expect(try artifacts("report") == (try artifacts("whole")))
        #expect(try artifacts("report").contains { $0.hasSuffix(".diff.png") })

        // And the results themselves, durations aside, artifacts where each folder has them.
        func results(_ name: String) throws -> [CheckResult] {
            let directory = folder.appendingPathComponent(name).path
            return try CheckResultsFile.read(reportDirectory: directory).results.map { result in
                var result = result
                result.duration = 0
                result.artifacts = result.artifacts.map { String($0.dropFirst(directory.count + 1)) }
                return result
            }
        }
        #expect(try results("report") == (try results("whole")))
    }

    @Test(.enabled(if: JUnitSchema.xmllint != nil, "xmllint is not installed (Debian package `libxml2-utils`)"))
    func theMergedJUnitIsValidAgainstTheSchema() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.makeSuite(in: folder)
        for index in 1...2 {
            _ = try runPlumb(["check", "scenes", "--golden", "golden", "--shard", "\(index)/2", "--report", "shard\(index)"],
                             currentDirectory: folder)
        }
        let merged = try runPlumb(["report", "merge", "shard1", "shard2", "--junit", "merged.xml"], currentDirectory: folder)
        #expect(merged.status == 1, "\(merged.err)")
        let validation = try JUnitSchema.validate(folder.appendingPathComponent("merged.xml").path)
        #expect(validation.status == 0, "\(validation.message)")
    }

    @Test func refusesWhatIsNotTheWholeSplitEachShardOnce() throws {
        let folder = try makeTemporaryFolderURL()
        try Self.makeSuite(in: folder)
        for index in 1...3 {
            _ = try runPlumb(["check", "scenes", "--golden", "golden", "--shard", "\(index)/3", "--report", "shard\(index)"],
                             currentDirectory: folder)
        }
        _ = try runPlumb(["check", "scenes", "--golden", "golden", "--report", "whole"], currentDirectory: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try "{\"format\": \"other\"}".write(to: folder.appendingPathComponent("empty/results.json"), atomically: true, encoding: .utf8)

        let cases: [(arguments: [String], error: String)] = [
            (["shard1", "shard3"], "error: shard 2/3 missing: a merge of part of a split would look like a whole run "
                + "(give every shard's report folder)\n"),
            (["shard1", "shard2", "shard3", "shard2"], "error: shard2 is named twice\n"),
            (["shard1", "whole"], "error: whole holds a run of the whole suite, not a shard (plumb check --shard K/N): "
                + "only the shards of one split can be merged\n"),
            (["shard1", "nowhere"], "nowhere/results.json: error: no results.json here: write it with plumb check --report nowhere\n"),
            (["empty"], "empty/results.json: error: not a Plumb results file: no 'version' at the top\n"),
        ]
        for (arguments, error) in cases {
            let result = try runPlumb(["report", "merge"] + arguments + ["--report", "out"], currentDirectory: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err == error, "\(arguments)")
            #expect(result.out == "")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}

/// `docs/command-line.md` lists every flag of `plumb report merge`, and no flag it lacks.
@Suite struct ReportMergeDocumentationTests {
    @Test func everyFlagIsDocumented() throws {
        // The options only: the discussion names plumb check's flags.
        let help = try #require(try runPlumb(["report", "merge", "--help"]).out.components(separatedBy: "OPTIONS:").last)
        let rows = try CommandLineDocumentationTests.rows(of: "report merge")
        #expect(rows.first?.flag == "`DIR...`")
        let inTable = CheckDocumentationTests.flags(in: rows.map(\.flag).joined(separator: " "))
        let inHelp = CheckDocumentationTests.flags(in: help).subtracting(["--help", "--version"])
        #expect(inTable == inHelp && inHelp == ["--report", "--junit"])
    }
}

/// The JUnit schema Plumb's JUnit is checked against (docs/schemas/junit.xsd), through `xmllint`.
enum JUnitSchema {
    static let xmllint = ["/usr/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func validate(_ path: String) throws -> (status: Int32, message: String) {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schemas/junit.xsd").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(xmllint))
        process.arguments = ["--noout", "--schema", schema, path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}
