/// A file could not be read or written.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault.
    public var path: String
    /// What went wrong, in words (`No such file or directory`, `not a PNG image`, …).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
