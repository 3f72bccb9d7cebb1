import ArgumentParser
import Foundation
import PlumbLayout
import PlumbServe
import PlumbSite
import PlumbSources

/// `plumb serve [SCENES or DIR] [--port N]`: a live preview of scenes in the browser.
///
/// The program `plumb-serve`, which `plumb serve` runs with its arguments (so its usage is written as
/// `plumb serve`); it exits as `plumb` does: 2 for bad input or usage, with the error on standard error.
@main
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb serve",
        abstract: "Show scenes in a local web page that updates each time a scene file is saved.",
        discussion: """
            Open the address printed (http://127.0.0.1:PORT/). Every canvas of every scene is shown side by \
            side with its diagnostics and constraints; hover a constraint to highlight its arrows and views, \
            hover a view to see its frame and constraints. The files are checked for changes four times a \
            second and open pages update themselves. A scene with errors keeps its last good pictures and \
            shows the errors. The server listens on 127.0.0.1 only, answers only requests addressed to \
            127.0.0.1 or localhost, and serves no file outside the folders and files given. Stop it with Ctrl-C.
            """
    )

    @Argument(help: ArgumentHelp("Scene files, or folders to search for scene files; the current folder when none.",
                                 valueName: "scenes"))
    var paths: [String] = []

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8080

    @Flag(inversion: .prefixedNo, help: "Draw the constraints as arrows in the pictures.")
    var constraints = true

    /// Runs the command and decides its exit code as `Plumb.main` does for every other command.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure || (code == .failure && !(error is ExitCode)) {
                printError(code == .validationFailure ? fullMessage(for: error) : String(describing: error))
                Foundation.exit(2)
            }
            // Help and ArgumentParser's own exits.
            exit(withError: error)
        }
    }

    /// The command runs synchronously (`main` decides the exit code), so the server's task is waited
    /// for here; it ends only with an error or Ctrl-C.
    func run() throws {
        // A parent that blocks signals passes its mask on (a test runner's does); the server must
        // still stop when told to.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopSignals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let command = self
        Task {
            do { try await command.serve() } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    private final class Outcome: @unchecked Sendable {
        var error: Error?
    }

    private func serve() async throws {
        let roots = paths.isEmpty ? ["."] : paths
        for root in roots where !FileManager.default.fileExists(atPath: root) {
            throw PathError(path: root, message: "no such file or folder")
        }
        // A folder without scene files is said once, at the start; the server shows what there is.
        for error in SceneFile.expand(roots).errors { printError(String(describing: error)) }
        let title = roots.count == 1 ? roots[0] : "\(roots.count) sources"
        let server = PreviewServer(roots: roots, title: "plumb serve: \(title)",
                                   builder: ScenePageBuilder(showConstraints: constraints))
        do {
            try await server.run(port: port) { port in
                FileHandle.standardOutput.write(Data("serving \(title) at http://127.0.0.1:\(port)/ (Ctrl-C stops)\n".utf8))
            }
        } catch {
            throw PathError(path: "127.0.0.1:\(port)", message: "cannot listen: \(error) (is another server on this port? --port 0 picks a free one)")
        }
    }
}

/// Writes a line to standard error.
private func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
