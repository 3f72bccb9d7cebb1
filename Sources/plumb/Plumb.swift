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
                      ImportCommand.self, CheckFramesCommand.self, AnimateCommand.self,
                      ReportCommand.self, GalleryCommand.self, ServeCommand.self]
    )

    /// Runs the command and decides its exit code, here and nowhere else (DESIGN.md): 0 success;
    /// 1 a check or diagnosis failed (``CommandFailure/checkFailed``); 2 bad input or usage — a
    /// usage error (ArgumentParser's own convention is 64), an error a command lets escape (printed
    /// here, compiler-style), or ``CommandFailure/badInput`` after the command printed its mistakes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = fullMessage(for: error)
                printError(message)
                Foundation.exit(2)
            }
            if code == .failure && !(error is ExitCode) {
                printError(error)
                Foundation.exit(2)
            }
            // Help, the version, and ArgumentParser's own exits.
            exit(withError: error)
        }
    }
}
