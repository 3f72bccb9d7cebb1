/// Reads a PNG's size from its header without decoding the picture.
enum PNGHeader {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height the IHDR chunk declares; `nil` when the bytes do not start like a PNG.
    static func size(of bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return PixelSize(width: bigEndian(16), height: bigEndian(20))
    }

    /// What is wrong with bytes that do not decode as a PNG, in words: empty, not a PNG at all, a
    /// damaged header, or damaged (often cut short) image data.
    static func damage(in bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "the file is empty" }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            return "not a PNG image (the file does not start with the PNG signature)"
        }
        guard let size = size(of: bytes) else { return "a damaged PNG: its header (IHDR) is missing or cut short" }
        guard size.width > 0, size.height > 0 else {
            return "a damaged PNG: its header declares a size of \(size.width)×\(size.height)"
        }
        return "a damaged PNG: the image data of \(size.width)×\(size.height) pixels does not decode "
            + "(\(bytes.count) bytes; a file cut short looks like this)"
    }
}
