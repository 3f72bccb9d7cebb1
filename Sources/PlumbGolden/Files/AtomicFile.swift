#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old content or the new, never half of it.
///
/// The content goes to `NAME.tmp-PID` in the same folder first, then a `rename` puts it in place;
/// a rename within one file system is atomic. Missing parent folders are created.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing what was there.
    /// - Throws: ``FileError`` when the folder cannot be made or the file cannot be written.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try createDirectories(for: path)
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, reason: FileBytes.systemReason()) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = FileBytes.systemReason()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileBytes.systemReason() }
        if close(descriptor) != 0, failure == nil { failure = FileBytes.systemReason() }
        if failure == nil, rename(temporary, path) != 0 { failure = FileBytes.systemReason() }
        if let failure {
            unlink(temporary)
            throw FileError(path: path, reason: failure)
        }
    }

    /// Writes `text` as UTF-8 to `path`, replacing what was there.
    /// - Throws: ``FileError`` when the folder cannot be made or the file cannot be written.
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates the folders above `path` that do not exist yet.
    static func createDirectories(for path: String) throws {
        var folders = [String]()
        var folder = parentFolder(of: path)
        while let current = folder, !isDirectory(current) {
            folders.append(current)
            folder = parentFolder(of: current)
        }
        for current in folders.reversed() where mkdir(current, 0o755) != 0 && errno != EEXIST {
            throw FileError(path: path, reason: "cannot create folder \(current): \(FileBytes.systemReason())")
        }
    }

    private static func parentFolder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let parent = String(path[..<slash])
        return parent.isEmpty ? nil : parent
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// `write(2)`, named apart from `AtomicFile.write` so the type's methods do not hide it.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
