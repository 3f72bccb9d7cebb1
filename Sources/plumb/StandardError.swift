import Foundation
import PlumbScene

/// Writes to standard error, adding a final newline unless `newline` is false.
func printError(_ text: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((newline && !text.hasSuffix("\n") ? text + "\n" : text).utf8))
}

/// Writes an error's description to standard error; a scene's repeated identical mistakes grouped.
func printError(_ error: any Error) {
    if let errors = error as? SceneErrors { return printError(errors.groupedDescription) }
    printError(String(describing: error))
}
