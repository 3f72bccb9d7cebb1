import ArgumentParser

/// `plumb serve [SCENES or DIR] [--port N]`: runs the live preview's server, the program `plumb-serve`
/// beside `plumb`, with the same arguments (its `--help` lists its options).
///
/// The server is a program of its own so that `plumb` does not link FlyingFox and, through it, the
/// networking libraries (curl, TLS, LDAP) that every other command would otherwise load at start.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show scenes in a local web page that updates each time a scene file is saved.",
        discussion: """
            Runs the program plumb-serve, which must be beside plumb (swift build --product plumb-serve \
            builds it there; make demo builds both), with the arguments given; 'plumb serve --help' lists its \
            options (scene files or folders, --port, --no-constraints).
            """,
        // `--help` goes to the server, which knows the options.
        helpNames: []
    )

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("The server's arguments: scene files or folders, --port N, --no-constraints.",
                                 valueName: "arguments"))
    var arguments: [String] = []

    func run() throws {
        try SiblingProgram(named: "plumb-serve").run(arguments: arguments)
    }
}
