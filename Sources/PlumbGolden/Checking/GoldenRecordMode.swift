#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// When a check writes golden files. Recording never happens unless asked for.
public enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write every golden, whether the case passed or not (files whose bytes are unchanged are left alone).
    case all
    /// Write the goldens of cases that failed or had none: the files that differ or are missing.
    case failed
    /// Write only goldens that do not exist yet; existing ones are compared as usual.
    case missing
    /// Never write a golden: a missing one fails. The default.
    case never

    /// The environment variable the Swift test assertion reads.
    public static let environmentVariable = "PLUMB_RECORD"

    /// Reads a mode from its name (`all`, `failed`, `missing`, `never`; any letter case).
    /// - Throws: ``InvalidRecordMode`` naming the valid words.
    public init(parsing text: String) throws {
        guard let mode = GoldenRecordMode(rawValue: text.lowercased()) else {
            throw InvalidRecordMode(text: text, source: nil)
        }
        self = mode
    }

    /// The mode `PLUMB_RECORD` asks for; `never` when it is unset or empty.
    /// - Parameter environment: the variables to read; the process's own when `nil`.
    /// - Throws: ``InvalidRecordMode`` when the variable holds something else.
    public static func fromEnvironment(_ environment: [String: String]? = nil) throws -> GoldenRecordMode {
        let value: String?
        if let environment {
            value = environment[environmentVariable]
        } else {
            value = getenv(environmentVariable).map { String(cString: $0) }
        }
        guard let value, !value.isEmpty else { return .never }
        guard let mode = GoldenRecordMode(rawValue: value.lowercased()) else {
            throw InvalidRecordMode(text: value, source: environmentVariable)
        }
        return mode
    }
}

/// A record mode that is not one of the four words.
public struct InvalidRecordMode: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was given.
    public var text: String
    /// Where it came from (an environment variable's name), if not an argument.
    public var source: String?

    public init(text: String, source: String?) {
        self.text = text
        self.source = source
    }

    public var description: String {
        let valid = GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        let origin = source.map { " in \($0)" } ?? ""
        return "unknown record mode '\(text)'\(origin); expected one of \(valid)"
    }
}
