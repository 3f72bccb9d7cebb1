/// How a command ended when it did not succeed, after printing why: ``Plumb/main()`` turns it
/// into the exit code, the one place exit codes are decided.
///
/// A command throws any other error (a scene's mistakes, a path it cannot use) without printing
/// it; `main` prints it and exits with 2, as for bad input.
enum CommandFailure: Error {
    /// A check or a diagnosis found problems: exit code 1.
    case checkFailed
    /// Some input could not be used (each mistake already printed): exit code 2.
    case badInput

    /// The process exit code (DESIGN.md: 0 success, 1 a check or diagnosis failed, 2 bad input or usage).
    var exitCode: Int32 {
        switch self {
        case .checkFailed: return 1
        case .badInput: return 2
        }
    }
}
