import Foundation
import PlumbLayout

/// Writes to standard error, adding a final newline unless `newline` is false.
func printError(_ text: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((newline && !text.hasSuffix("\n") ? text + "\n" : text).utf8))
}

/// Writes an error to standard error as ``ErrorPresenter`` presents it.
func printError(_ error: any Error) {
    printError(ErrorPresenter.text(for: error))
}

/// How the command line prints an error, compiler-style: the one place that decides.
enum ErrorPresenter {
    /// `file:line:column: error: message` lines: a source's repeated identical mistakes grouped,
    /// a layout error at the name at fault (without echoing the constraint), anything else as it
    /// describes itself (a constraint text error given on the command line keeps its caret).
    static func text(for error: any Error) -> String {
        switch error {
        case let errors as SourceDiagnostics: return errors.groupedDescription
        case let error as LayoutError: return DiagnosticText.line(error.faultLocation, "error", error.fullMessage)
        default: return String(describing: error)
        }
    }
}
