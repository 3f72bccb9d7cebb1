import Foundation
import PlumbLayout

/// Reads console logs (`.log`) as a collection of scenes, one per "Unable to simultaneously satisfy
/// constraints" report (``ConsoleLog``).
///
/// Only `.log` is claimed by extension, so that searching a folder never mistakes other text files
/// (goldens' `.frames.txt`, notes) for logs; the command line also reads a `.txt` file named on its
/// own, and standard input (`-`), as a log (``namedFileExtensions``).
public enum ConsoleLogReader: SceneReader {
    public static let fileExtensions = ["log"]
    /// Extensions read as a log only when the file is named directly, never found in a folder search.
    public static let namedFileExtensions = ["txt"]
    /// The largest log read, in bytes.
    public static let maximumBytes = 64 * 1024 * 1024

    public static func read(path: String) throws(SourceDiagnostics) -> SceneFileContents {
        contents(of: try log(path: path))
    }

    /// The log at `path` read and replayed.
    /// - Throws: ``SourceDiagnostics`` when the file cannot be read or holds no report (with the
    ///   warnings about what could not be read in it).
    public static func log(path: String) throws(SourceDiagnostics) -> ConsoleLog {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "is a folder, not a log" : "cannot be read"
            throw SourceDiagnostics([SourceDiagnostic(location: start, kind: .unreadable, message: "cannot read the log: \(reason)")])
        }
        return try log(data: data, path: path)
    }

    /// A log given as bytes (standard input, say); invalid UTF-8 is replaced, not refused.
    public static func log(data: Data, path: String) throws(SourceDiagnostics) -> ConsoleLog {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard data.count <= maximumBytes else {
            throw SourceDiagnostics([SourceDiagnostic(location: start, kind: .limit,
                                                      message: "the log is \(data.count) bytes; at most \(maximumBytes) are read")])
        }
        let log = ConsoleLog(text: String(decoding: data, as: UTF8.self), path: path)
        guard !log.replays.isEmpty else {
            let none = SourceDiagnostic(
                location: start, kind: .unreadable,
                message: "no 'Unable to simultaneously satisfy constraints' report and no constraint such as "
                    + "'<NSLayoutConstraint:0x… UIView:0x….width == 100>' found in this log")
            // The damage read around says why nothing replays: it comes with the error.
            throw SourceDiagnostics(log.problems + [none])
        }
        return log
    }

    /// The scenes of a log, as every command reads them.
    public static func contents(of log: ConsoleLog) -> SceneFileContents {
        SceneFileContents(path: log.path, scenes: log.scenes, warnings: log.problems, isCollection: true)
    }
}
