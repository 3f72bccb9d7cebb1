import ArgumentParser
import Foundation

@main
struct Plumb: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Auto Layout on Linux: solve, draw and check layouts written as iOS developers write them.",
        version: version,
        subcommands: [RenderCommand.self, VFLCommand.self, CheckCommand.self, SolveCommand.self, ExplainCommand.self,
                      ImportCommand.self, CheckFramesCommand.self]
    )

    /// Runs the command, mapping usage errors to exit code 2 as DESIGN.md promises
    /// (ArgumentParser's own convention is 64), and so any error a command lets escape: exit code 1
    /// is kept for a failed check or diagnosis, which commands signal with `ExitCode(1)`.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure || (code == .failure && !(error is ExitCode)) {
                let message = fullMessage(for: error)
                FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
