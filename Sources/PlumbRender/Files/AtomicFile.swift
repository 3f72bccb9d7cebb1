#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old content or the new, never half of it.
///
/// The content goes to `NAME.tmp-PID` in the same folder first and is flushed to the disk (`fsync`),
/// then a `rename` puts it in place; a rename within one file system is atomic. Missing parent
/// folders are created unless the caller says not to. A symbolic link at `path` stays a link: the
/// file it points to is replaced. Every file Plumb writes goes through here: goldens, reports,
/// settings and rendered pictures.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing what was there.
    /// - Parameter createFolders: whether to create missing parent folders (else their absence is an error).
    /// - Throws: ``FileError`` when the folder cannot be made or the file cannot be written.
    public static func write(_ bytes: [UInt8], to path: String, createFolders: Bool = true) throws(FileError) {
        let path = linkTarget(of: path)
        if createFolders { try createDirectories(for: path) }
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

    /// The file a chain of symbolic links at `path` ends at (`path` itself when it is no link), so
    /// that the rename replaces the target and keeps the links (a golden folder of links into
    /// another checkout stays one).
    static func linkTarget(of path: String) -> String {
        var current = path
        // Linux follows at most 40 links; a longer chain (or a loop) is left to fail on open.
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (parentFolder(of: current).map { $0 + "/" } ?? "") + target
        }
        return current
    }

    /// Removes `NAME.tmp-PID` files in `folder` and below whose process no longer runs: what a
    /// write killed between its temporary file and the rename leaves behind. Returns the paths removed.
    @discardableResult
    public static func removeStaleTemporaries(in folder: String) -> [String] {
        var removed = [String]()
        var pending = [folder]
        var visited = 0
        while let current = pending.popLast(), visited < 100_000 {
            visited += 1
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let path = current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else if let pid = temporaryOwner(name), kill(pid, 0) != 0, errno == ESRCH, unlink(path) == 0 {
                    removed.append(path)
                }
            }
        }
        return removed.sorted()
    }

    /// The process id of a `NAME.tmp-PID` name.
    private static func temporaryOwner(_ name: String) -> pid_t? {
        guard let dash = name.lastIndex(of: "-"), name[..<dash].hasSuffix(".tmp") else { return nil }
        let digits = name[name.index(after: dash)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count < 10 else { return nil }
        return pid_t(digits)
    }

    /// Writes `text` as UTF-8 to `path`, replacing what was there.
    /// - Throws: ``FileError`` when the folder cannot be made or the file cannot be written.
    public static func write(_ text: String, to path: String) throws(FileError) {
        try write(Array(text.utf8), to: path)
    }

    /// Creates the folder `path` and the folders above it that do not exist yet.
    /// - Throws: ``FileError`` with the system's reason (`Not a directory` when a file is in the way).
    public static func createFolder(_ path: String) throws(FileError) {
        if isDirectory(path) { return }
        try createDirectories(for: path + "/x")
    }

    /// Creates the folders above `path` that do not exist yet.
    static func createDirectories(for path: String) throws(FileError) {
        var folders = [String]()
        var folder = parentFolder(of: path)
        while let current = folder, !isDirectory(current) {
            folders.append(current)
            folder = parentFolder(of: current)
        }
        for current in folders.reversed() where mkdir(current, 0o755) != 0 && errno != EEXIST {
            let reason = errno == EEXIST ? "a file is in the way" : FileBytes.systemReason()
            throw FileError(path: path, reason: "cannot create folder \(current): \(reason)")
        }
    }

    static func parentFolder(of path: String) -> String? {
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
