import Foundation
import PackagePlugin

/// `swift package plumb-check [OPTIONS] [SCENE|DIR...]`: runs `plumb check` in the package's folder,
/// so its `plumb.yaml` names the scenes and the golden folder, with any arguments passed on
/// (`--record failed`, `--shard 2/4`, `--report report`). The `plumb` it runs is built from the
/// Plumb the package depends on, so the check draws as the goldens' Plumb version does.
///
/// SwiftPM sandboxes plugins on macOS: a run that writes (a report, recorded goldens) needs
/// `swift package --disable-sandbox plumb-check …` there. Linux has no such sandbox.
@main
struct PlumbCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let plumb = try context.tool(named: "plumb")
        let process = Process()
        process.executableURL = plumb.url
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PlumbCheckFailure(status: process.terminationStatus, uncaughtSignal: process.terminationReason == .uncaughtSignal)
        }
    }
}

/// `plumb check` did not pass: 1 when a case failed, 2 on bad input (its own output says which).
struct PlumbCheckFailure: Error, CustomStringConvertible {
    var status: Int32
    var uncaughtSignal: Bool

    var description: String {
        if uncaughtSignal { return "plumb check was stopped by signal \(status)" }
        return status == 1 ? "plumb check failed: some scenes differ from their goldens (exit 1)"
            : "plumb check could not run: bad input or usage (exit \(status))"
    }
}
