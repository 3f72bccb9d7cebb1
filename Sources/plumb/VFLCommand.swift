import ArgumentParser
import Foundation
import PlumbLayout

/// `plumb vfl FORMAT`: the constraints a visual format string makes, one per line in the equation
/// syntax, so that reading the output teaches the Visual Format Language.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Print the constraints a visual format string makes, one per line in the equation syntax.",
        discussion: """
            Errors are printed as '<format>:1:COLUMN: error: message', followed by the format and a caret \
            under the fault, with exit code 2.
            """
    )

    // Collected as unrecognised input, so that a format beginning with '-' (`-[view]`) reaches the
    // VFL parser, which explains it, instead of being taken for an option.
    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("The format string, e.g. \"H:|-[a]-[b(==a)]-|\" (it may begin with '-').", valueName: "format"))
    var formatArguments: [String] = []

    /// The one format string given.
    private var format: String { formatArguments.first ?? "" }

    func validate() throws {
        // Options it does not know are collected too: name the first rather than count the arguments.
        if formatArguments.count > 1, let option = formatArguments.dropFirst().first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("Unknown option '\(option)'")
        }
        guard formatArguments.count == 1 else {
            throw ValidationError(formatArguments.isEmpty ? "Missing expected argument '<format>'"
                                  : "Expected one format string, got \(formatArguments.count): "
                                    + formatArguments.map { "'\($0)'" }.joined(separator: " "))
        }
    }

    @Option(help: "Metrics as name=value pairs, e.g. pad=20,gap=8 (may be repeated).")
    var metrics: [String] = []

    @Option(help: "Format options, e.g. alignAllCenterY,directionLeftToRight (may be repeated).")
    var options: [String] = []

    @Option(help: "The view names that exist, e.g. a,b (may be repeated); others are then errors.")
    var views: [String] = []

    func run() throws {
        var metricValues: [String: Double] = [:]
        for text in metrics {
            metricValues.merge(try MetricList.parse(text, location: SourceLocation(file: "--metrics", line: 1, column: 1))) { $1 }
        }
        var formatOptions: VisualFormatOptions = []
        for text in options {
            formatOptions.formUnion(try VisualFormatOptions(names: text, location: SourceLocation(file: "--options", line: 1, column: 1)))
        }
        let viewNames = views.isEmpty ? nil
            : Set(views.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) })
        let specs = try VisualFormat.parse(format, options: formatOptions, metrics: metricValues, views: viewNames,
                                           location: SourceLocation(file: format.isEmpty ? "<empty format>" : format,
                                                                    line: 1, column: 1))
        for spec in specs { print(spec.equationText) }
    }
}
