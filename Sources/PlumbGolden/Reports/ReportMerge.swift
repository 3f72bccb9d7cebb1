import PlumbLayout
import PlumbRender

/// The results of the shards of one suite (`plumb check --shard K/N --report DIR`, one folder each)
/// put back together: the results one run of the whole suite would have had, in its order, from
/// which ``HTMLReport`` and ``JUnitReport`` write what that run would have written.
///
/// The shards must be the whole split: every `K` of one `N`, each once. A missing shard would make
/// a report that looks complete and is not, so it is an error, as are two folders of the same shard
/// and a case that appears in two shards.
public struct ReportMerge: Sendable {
    /// Each shard's report folder and what it holds.
    public var shards: [(directory: String, file: CheckResultsFile)]

    public init(shards: [(directory: String, file: CheckResultsFile)]) {
        self.shards = shards
    }

    /// Reads `results.json` from each folder.
    /// - Throws: ``PathError`` for the first folder whose file cannot be used.
    public init(reportDirectories: [String]) throws(PathError) {
        var shards = [(directory: String, file: CheckResultsFile)]()
        for directory in reportDirectories {
            shards.append((directory, try CheckResultsFile.read(reportDirectory: directory)))
        }
        self.init(shards: shards)
    }

    /// The merged results, in the order of the whole run.
    /// - Throws: ``ReportMergeError`` when the folders are not the shards of one split, each once.
    public func merged() throws(ReportMergeError) -> CheckResultsFile {
        guard let first = shards.first else { throw ReportMergeError("name at least one report folder") }
        var seen = [Int: String]()
        var count: Int?
        for (directory, file) in shards {
            guard let text = file.shard, let shard = try? Shard(parsing: text) else {
                if shards.count == 1 { continue }
                throw ReportMergeError("\(directory) holds a run of the whole suite, not a shard (plumb check --shard K/N): "
                                       + "only the shards of one split can be merged")
            }
            if let count, count != shard.count {
                throw ReportMergeError("\(directory) is shard \(shard) but \(first.directory) is of \(count) shards: "
                                       + "the shards of one split have the same N")
            }
            count = shard.count
            if let other = seen[shard.index] {
                if other == directory { throw ReportMergeError("\(directory) is named twice") }
                throw ReportMergeError("\(other) and \(directory) are both shard \(shard)")
            }
            seen[shard.index] = directory
        }
        if let count {
            let missing = (1...count).filter { seen[$0] == nil }
            if !missing.isEmpty {
                let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
                throw ReportMergeError("shard\(missing.count == 1 ? "" : "s") \(names) missing: a merge of part of a split "
                                       + "would look like a whole run (give every shard's report folder)")
            }
        }
        var owners = [String: String]()
        var positions = [Int: String]()
        var cases = [CheckResultsFile.Case]()
        for (directory, file) in shards {
            for item in file.cases {
                if let other = owners[item.result.name] {
                    throw ReportMergeError("the case \(item.result.name) is in both \(other) and \(directory)")
                }
                if let other = positions[item.position] {
                    throw ReportMergeError("\(other) and \(directory) both have a case at position \(item.position): "
                                           + "these are not shards of one run")
                }
                owners[item.result.name] = directory
                positions[item.position] = directory
                cases.append(item)
            }
        }
        cases.sort { $0.position < $1.position }
        return CheckResultsFile(shard: nil, includesPassingPictures: shards.contains { $0.file.includesPassingPictures },
                                cases: cases)
    }

    /// Copies each case's artifacts from its shard's folder into `reportDirectory`, at the same place
    /// below it, and points the results at the copies.
    /// - Throws: ``FileError`` when an artifact cannot be read or written.
    public static func moveArtifacts(of file: inout CheckResultsFile, from shards: [String],
                                     into reportDirectory: String) throws {
        let prefixes = shards.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for index in file.cases.indices {
            var artifacts = [String]()
            for path in file.cases[index].result.artifacts {
                guard let prefix = prefixes.filter(path.hasPrefix).max(by: { $0.count < $1.count }) else {
                    artifacts.append(path)
                    continue
                }
                let target = join(reportDirectory, String(path.dropFirst(prefix.count)))
                if target != path { try AtomicFile.write(try FileBytes.read(path), to: target) }
                artifacts.append(target)
            }
            file.cases[index].result.artifacts = artifacts
        }
    }
}

/// Report folders that are not the shards of one split, each once: what is wrong, in words.
public struct ReportMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
