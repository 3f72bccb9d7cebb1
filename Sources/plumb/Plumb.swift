import ArgumentParser

@main
struct Plumb: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Auto Layout on Linux: solve, draw and check layouts written as iOS developers write them.",
        version: version,
        subcommands: [VFLCommand.self, SolveCommand.self]
    )
}
