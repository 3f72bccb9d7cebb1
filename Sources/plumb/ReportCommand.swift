import ArgumentParser
import PlumbGolden
import PlumbLayout
import PlumbRender

/// `plumb report merge DIR... --report OUT --junit OUT.xml`: the reports of `plumb check --shard K/N`
/// runs put back together as the report of one run.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the reports plumb check writes.",
        subcommands: [ReportMergeCommand.self]
    )
}

struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of plumb check --shard K/N runs into one report.",
        discussion: """
            Each folder is one shard's --report folder (its results.json is what is read). Every shard \
            of the split must be given, each once. Writes the HTML report (OUT/index.html, with the \
            failures' artifacts copied beside it, and OUT/results.json) and the JUnit XML that one run \
            of the whole suite would have written. Prints the final 'N passed, N failed'; exits 1 when \
            any case failed, 2 on bad input.
            """
    )

    @Argument(help: ArgumentHelp("The shards' report folders.", valueName: "dir"))
    var directories: [String] = []

    @Option(help: "Write the merged HTML report and the failure artifacts to this folder.")
    var report: String?

    @Option(help: "Write the merged JUnit XML to this file.")
    var junit: String?

    func validate() throws {
        if directories.isEmpty { throw ValidationError("name the shards' report folders (plumb check --report DIR)") }
        for (name, value) in [("--report", report), ("--junit", junit)] where value?.isEmpty == true {
            throw ValidationError("\(name) needs a path, not an empty string")
        }
    }

    func run() throws {
        let merge = try ReportMerge(reportDirectories: directories)
        var merged: CheckResultsFile
        do {
            merged = try merge.merged()
        } catch {
            printError("error: \(error.message)")
            throw CommandFailure.badInput
        }
        if let report {
            do {
                try ReportMerge.moveArtifacts(of: &merged, from: directories, into: report)
                try HTMLReport(results: merged.results, includesPassingPictures: merged.includesPassingPictures)
                    .write(to: joinPath(report, "index.html"))
                try merged.write(toReportDirectory: report)
            } catch let error as FileError {
                throw PathError(path: error.path, message: "cannot write the report: \(error.reason)")
            }
        }
        if let junit {
            do {
                try JUnitReport(results: merged.results).write(to: junit)
            } catch let error as FileError {
                throw PathError(path: error.path, message: "cannot write the file: \(error.reason)")
            }
        }
        let tally = Tally(merged.results)
        print(tally.line)
        if let report { print("report: \(joinPath(report, "index.html"))") }
        if tally.hasFailures { throw CommandFailure.checkFailed }
    }
}
