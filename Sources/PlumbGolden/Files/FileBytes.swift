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
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    static func systemReason() -> String { String(cString: strerror(errno)) }
}
