import ArgumentParser
import PlumbImport
import PlumbLayout
import PlumbRender

/// `plumb check-frames FILE...`: Plumb's fidelity meter against the frames Xcode stored in
/// Interface Builder documents.
struct CheckFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-frames",
        abstract: "Solve Interface Builder documents for their own device and compare every view's frame with the one Xcode stored.",
        discussion: """
            Each document is solved on its device with text sized from the document (--text-sizes \
            from-document); every view not marked misplaced or ambiguous is compared with its stored frame \
            within 0.5 pt. Prints per document 'N of M views match IB within 0.5 pt', the first differences \
            in words, and a total. Exit code 1 when the share matching is below --minimum, 2 when a document \
            cannot be read.
            """
    )

    @Argument(help: "Interface Builder documents (.storyboard, .xib).")
    var files: [String]

    @Option(help: "The least share of views, in percent, that must match (default: none).")
    var minimum: Double?

    func run() throws {
        var documents: [StoredFrameReport.Document] = []
        var unreadable = false
        for file in files {
            do {
                let document = try InterfaceBuilderReader.document(path: file)
                for warning in document.warnings { printError(warning) }
                documents.append(StoredFrameReport.document(document) { PangoTextMeasurer(direction: $0) })
            } catch {
                printError(error)
                unreadable = true
            }
        }
        let report = StoredFrameReport(documents: documents)
        print(report.text, terminator: "")
        if unreadable { throw ExitCode(2) }
        if let minimum, report.percentage < minimum { throw ExitCode(1) }
    }
}
