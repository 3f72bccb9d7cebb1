import Foundation

/// A file or folder named on the command line that cannot be used, printed compiler-style as
/// `path: error: message` (there is no line or column to point at).
struct PathError: Error, CustomStringConvertible {
    /// The file or folder at fault, as the user named it.
    var path: String
    /// What is wrong with it, in words.
    var message: String

    var description: String { "\(path): error: \(message)" }

    /// Foundation's description of why a file operation failed, without its whole error dump.
    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
