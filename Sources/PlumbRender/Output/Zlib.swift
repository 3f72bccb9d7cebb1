#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// zlib's `compress2` and `crc32`, found at run time.
///
/// `CPlumbCairo` does not link zlib or include `zlib.h` (a shared file this module does not own),
/// yet cairo's own PNG writer is too slow for the speed goal: it compresses at libpng's default
/// level. zlib is always loaded with cairo (libpng needs it), so the two functions are looked up
/// with `dlsym`. When the lead adds `link "z"` and `#include <zlib.h>` to the module, this file
/// becomes two direct calls. When zlib cannot be found, ``shared`` is `nil` and PNGs are written
/// by cairo instead.
final class Zlib: @unchecked Sendable {
    typealias Compress = @convention(c) (
        UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32
    ) -> Int32
    typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
    typealias Bound = @convention(c) (UInt) -> UInt

    // Immutable after `init`: safe to call from any thread (zlib's one-shot calls keep no state).
    private let compress: Compress
    private let crc: CRC32
    private let bound: Bound

    static let shared: Zlib? = Zlib()

    private init?() {
        guard let library = dlopen("libz.so.1", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libz.so.1", RTLD_NOW),
              let compress = dlsym(library, "compress2"), let crc = dlsym(library, "crc32"),
              let bound = dlsym(library, "compressBound")
        else { return nil }
        self.compress = unsafeBitCast(compress, to: Compress.self)
        self.crc = unsafeBitCast(crc, to: CRC32.self)
        self.bound = unsafeBitCast(bound, to: Bound.self)
    }

    /// A zlib stream of `count` bytes at `bytes`, at compression `level` (1 fastest … 9 smallest).
    func deflate(_ bytes: UnsafeRawPointer, count: Int, level: Int32) -> [UInt8]? {
        var length = bound(UInt(count))
        // Left uninitialised: only the pages zlib writes are ever touched.
        guard let output = malloc(Int(length))?.assumingMemoryBound(to: UInt8.self) else { return nil }
        defer { free(output) }
        let status = compress(output, &length, bytes.assumingMemoryBound(to: UInt8.self), UInt(count), level)
        guard status == 0 else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// The CRC-32 of `bytes`, continuing from `crc`.
    func crc32<Bytes: Collection>(_ bytes: Bytes, continuing crc: UInt = 0) -> UInt32 where Bytes.Element == UInt8 {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            self.crc(crc, buffer.baseAddress, UInt32(buffer.count))
        } ?? Array(bytes).withUnsafeBufferPointer { self.crc(crc, $0.baseAddress, UInt32($0.count)) }
        return UInt32(truncatingIfNeeded: result)
    }
}
