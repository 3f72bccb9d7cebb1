import Foundation
import PlumbSolver

/// `plumb-bench SYSTEM.txt [--values] [--repeat K]`: parses arguments, runs, and turns every failure into
/// one message and an exit code.
struct BenchCommand {
    static let usage = "usage: plumb-bench SYSTEM.txt [--values] [--repeat K]"

    var path: String
    var includeValues = false
    var repeats = 3

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws(UsageError) {
        var paths: [String] = []
        var index = 0
        var includeValues = false
        var repeats = 3
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--values":
                includeValues = true
            case "--repeat":
                guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
                    throw UsageError(description: "--repeat needs a positive whole number\n\(BenchCommand.usage)")
                }
                repeats = count
                index += 1
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(description: "unknown option \(argument)\n\(BenchCommand.usage)")
                }
                paths.append(argument)
            }
            index += 1
        }
        guard paths.count == 1 else { throw UsageError(description: BenchCommand.usage) }
        self.path = paths[0]
        self.includeValues = includeValues
        self.repeats = repeats
    }

    /// The JSON line for the system at `path`.
    func run() throws -> String {
        let system = try load()
        let outcome = try BenchRunner(system: system).run(repeats: repeats, recordValues: includeValues)
        return BenchReport(path: path, system: system, outcome: outcome, includeValues: includeValues).json
    }

    /// Reads and parses the file; the text is released on return, before the timed work.
    private func load() throws -> BenchSystem {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw UsageError(description: "\(path): cannot read the file")
        }
        return try BenchSystemReader(path: path).read(text)
    }

    /// Runs with the process's arguments; returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            let command = try BenchCommand(arguments: arguments)
            print(try command.run())
            return 0
        } catch let error as UsageError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("plumb-bench: \(error)\n".utf8))
            return 1
        }
    }
}
