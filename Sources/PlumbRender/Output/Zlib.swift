import CPlumbCairo
#if canImport(Glibc)
import Glibc
#endif

/// zlib's one-shot `compress2` and `crc32`, for the PNG encoder (cairo's own PNG writer always
/// compresses at libpng's default level, which is too slow for the speed goal).
///
/// zlib comes with libpng, which cairo needs anyway; `CPlumbCairo` links it.
final class Zlib: Sendable {
    /// zlib's calls keep no state between them: one instance serves every thread.
    static let shared: Zlib? = Zlib()

    private init() {}

    /// A zlib stream of `count` bytes at `bytes`, at compression `level` (1 fastest … 9 smallest).
    func deflate(_ bytes: UnsafeRawPointer, count: Int, level: Int32) -> [UInt8]? {
        var length = compressBound(uLong(count))
        // Left uninitialised: only the pages zlib writes are ever touched.
        guard let output = malloc(Int(length))?.assumingMemoryBound(to: UInt8.self) else { return nil }
        defer { free(output) }
        let status = compress2(output, &length, bytes.assumingMemoryBound(to: UInt8.self), uLong(count), level)
        guard status == Z_OK else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// The CRC-32 of `bytes`, continuing from `crc`.
    func crc32<Bytes: Collection>(_ bytes: Bytes, continuing crc: UInt = 0) -> UInt32 where Bytes.Element == UInt8 {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            CPlumbCairo.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count))
        } ?? Array(bytes).withUnsafeBufferPointer { CPlumbCairo.crc32(uLong(crc), $0.baseAddress, uInt($0.count)) }
        return UInt32(truncatingIfNeeded: result)
    }
}
