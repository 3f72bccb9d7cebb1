#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never a part: the bytes go to a
/// temporary file in the same folder, which a `rename` then puts in place.
enum AtomicWriter {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw RenderError.cannotWrite(path: path, reason: reason()) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = reason()
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = reason() }
        if failure == nil, rename(temporary, path) != 0 { failure = reason() }
        if let failure {
            unlink(temporary)
            throw RenderError.cannotWrite(path: path, reason: failure)
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// `write(2)` under a name the enum's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
