#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading whole files and asking whether they exist, with the system's words for failures.
public enum FileBytes {
    /// The bytes of the file at `path`.
    /// - Throws: ``FileError`` naming the path and the system's reason.
    public static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw FileError(path: path, reason: systemReason()) }
        defer { fclose(file) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 { throw FileError(path: path, reason: systemReason()) }
                return bytes
            }
        }
    }

    /// Whether a regular file (or a link to one) exists at `path`.
    public static func exists(_ path: String) -> Bool {
        kind(of: path) == .file
    }

    /// What is at a path, following links.
    public enum Kind: Equatable, Sendable {
        /// Nothing (or a link to nothing).
        case nothing
        /// A regular file.
        case file
        /// Anything else: a folder, a FIFO, a device (a link to `/dev/zero`), a socket; in words.
        case other(String)
    }

    /// What is at `path`: a golden must be a regular file, and reading anything else could block
    /// (a FIFO) or never end (`/dev/zero`), so callers ask first.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .nothing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .other("a folder")
        case S_IFIFO: return .other("a FIFO")
        case S_IFCHR, S_IFBLK: return .other("a device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    static func systemReason() -> String { String(cString: strerror(errno)) }
}
