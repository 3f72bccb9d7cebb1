import CPlumbCairo
#if canImport(Glibc)
import Glibc
#endif

/// zlib's `crc32`, for PNG chunks (the PNG encoder's compression is ``FilteredRowsDeflater``).
///
/// zlib comes with libpng, which cairo needs anyway; `CPlumbCairo` links it.
final class Zlib: Sendable {
    /// zlib's calls keep no state between them: one instance serves every thread.
    static let shared: Zlib? = Zlib()

    private init() {}

    /// The CRC-32 of `bytes`, continuing from `crc`.
    func crc32<Bytes: Collection>(_ bytes: Bytes, continuing crc: UInt = 0) -> UInt32 where Bytes.Element == UInt8 {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            CPlumbCairo.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count))
        } ?? Array(bytes).withUnsafeBufferPointer { CPlumbCairo.crc32(uLong(crc), $0.baseAddress, uInt($0.count)) }
        return UInt32(truncatingIfNeeded: result)
    }
}
