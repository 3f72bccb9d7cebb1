import Foundation
import PlumbLayout
import PlumbRender

/// A run's results as JSON, written as `results.json` beside the HTML report, so that the reports of
/// several runs — the shards of one suite, run on several machines — can be merged into the report
/// one run of the whole suite would have written (``ReportMerge``).
///
/// It holds every ``CheckResult`` whole (pictures as base64 PNG), each with its position in the whole
/// run's order, and the shard the run was. Artifact paths are kept relative to the report folder, so
/// the folder can be moved (uploaded, downloaded) before it is read.
public struct CheckResultsFile: Codable, Hashable, Sendable {
    /// The file's name in a report folder.
    public static let fileName = "results.json"
    /// What ``format`` says, so that another JSON file is not taken for one.
    public static let formatName = "plumb-check-results"
    /// The version of the layout below; a reader refuses another.
    public static let currentVersion = 1

    /// One case and where it stands in the run of the whole suite.
    public struct Case: Codable, Hashable, Sendable {
        /// The case's index among all the cases of the unsharded run (shards skip the others').
        public var position: Int
        public var result: CheckResult

        public init(position: Int, result: CheckResult) {
            self.position = position
            self.result = result
        }
    }

    public var format: String
    public var version: Int
    /// The shard this run was, as `K/N`; `nil` for a run of the whole suite.
    public var shard: String?
    /// Whether the run's HTML report shows passing pictures too (`--report-passing`).
    public var includesPassingPictures: Bool
    public var cases: [Case]

    public init(shard: Shard?, includesPassingPictures: Bool, cases: [Case]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.shard = shard?.description
        self.includesPassingPictures = includesPassingPictures
        self.cases = cases
    }

    /// The results in run order.
    public var results: [CheckResult] { cases.sorted { $0.position < $1.position }.map(\.result) }

    /// Writes `results.json` into `reportDirectory`, atomically, with the artifact paths (which are
    /// under `reportDirectory`) made relative to it.
    /// - Throws: ``FileError`` when the file cannot be written.
    public func write(toReportDirectory reportDirectory: String) throws {
        var file = self
        let prefix = reportDirectory.hasSuffix("/") ? reportDirectory : reportDirectory + "/"
        for index in file.cases.indices {
            file.cases[index].result.artifacts = file.cases[index].result.artifacts.map { path in
                path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(file)
        } catch {
            throw FileError(path: Self.path(in: reportDirectory), reason: "cannot encode the results: \(error)")
        }
        try AtomicFile.write([UInt8](data), to: Self.path(in: reportDirectory))
    }

    /// Reads `results.json` from `reportDirectory`, with the artifact paths made paths under it again.
    /// - Throws: ``PathError`` naming the file and what is wrong with it.
    public static func read(reportDirectory: String) throws(PathError) -> CheckResultsFile {
        let path = Self.path(in: reportDirectory)
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw PathError(path: path, message: FileBytes.exists(path)
                ? "cannot read the file: \((error as? FileError)?.reason ?? "\(error)")"
                : "no \(fileName) here: write it with plumb check --report \(reportDirectory)")
        }
        var file: CheckResultsFile
        do {
            file = try JSONDecoder().decode(CheckResultsFile.self, from: Data(bytes))
        } catch {
            throw PathError(path: path, message: "not a Plumb results file: \(describe(error))")
        }
        guard file.format == formatName else {
            throw PathError(path: path, message: "not a Plumb results file: its format is '\(file.format)', not '\(formatName)'")
        }
        guard file.version == currentVersion else {
            throw PathError(path: path, message: "written in version \(file.version) of the results format; "
                            + "this plumb reads version \(currentVersion)")
        }
        if let shard = file.shard, (try? Shard(parsing: shard)) == nil {
            throw PathError(path: path, message: "its shard '\(shard)' is not K/N")
        }
        for index in file.cases.indices {
            file.cases[index].result.artifacts = file.cases[index].result.artifacts.map { join(reportDirectory, $0) }
        }
        return file
    }

    /// `DIR/results.json`.
    public static func path(in reportDirectory: String) -> String { join(reportDirectory, fileName) }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "no '\(key.stringValue)' at \(codingPath(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(codingPath(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(context.debugDescription) at \(codingPath(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

// Pictures travel as base64 strings (Foundation's `Data`), not as arrays of numbers.
extension CanvasCheck: Codable {
    private enum CodingKeys: String, CodingKey {
        case canvas, expectedPNG, actualPNG, diffPNG, comparison
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(canvas: try container.decode(String.self, forKey: .canvas),
                  expectedPNG: try container.decodeIfPresent(Data.self, forKey: .expectedPNG).map { [UInt8]($0) },
                  actualPNG: try container.decodeIfPresent(Data.self, forKey: .actualPNG).map { [UInt8]($0) },
                  diffPNG: try container.decodeIfPresent(Data.self, forKey: .diffPNG).map { [UInt8]($0) },
                  comparison: try container.decodeIfPresent(PixelComparisonResult.self, forKey: .comparison))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(canvas, forKey: .canvas)
        try container.encodeIfPresent(expectedPNG.map { Data($0) }, forKey: .expectedPNG)
        try container.encodeIfPresent(actualPNG.map { Data($0) }, forKey: .actualPNG)
        try container.encodeIfPresent(diffPNG.map { Data($0) }, forKey: .diffPNG)
        try container.encodeIfPresent(comparison, forKey: .comparison)
    }
}
