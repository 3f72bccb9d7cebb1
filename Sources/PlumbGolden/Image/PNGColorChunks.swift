/// Makes libpng hand over a PNG's samples as stored, as pixelmatch's reader (pngjs) does.
///
/// libpng's simplified reader converts colours to sRGB when a file declares another colour space,
/// and treats 16-bit samples without a gamma as linear (a stored 0x6464 arrives as 167, not 100).
/// pngjs applies neither: it scales 16-bit samples to 8 bits (`round(v × 255 / 65535)`) and
/// ignores gamma and colour profiles. Replacing the colour-space chunks by one gAMA chunk of sRGB's
/// gamma makes libpng do exactly that; checked on every 16-bit value against pngjs's formula.
enum PNGColorChunks {
    /// `gAMA` 45455 (1/2.2, which libpng takes as sRGB) with its CRC.
    private static let srgbGamma: [UInt8] = [
        0x00, 0x00, 0x00, 0x04, 0x67, 0x41, 0x4D, 0x41, 0x00, 0x00, 0xB1, 0x8F, 0x0B, 0xFC, 0x61, 0x05,
    ]
    private static let colorSpaceChunks: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP"]

    /// The PNG with its colour-space chunks replaced by an sRGB gamma; the bytes unchanged when
    /// their chunks cannot be walked (libpng then says what is wrong with them).
    static func storedSamples(_ bytes: [UInt8]) -> [UInt8] {
        var output = Array(bytes.prefix(8))
        output.reserveCapacity(bytes.count + srgbGamma.count)
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return bytes }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if !colorSpaceChunks.contains(type) { output.append(contentsOf: bytes[offset..<end]) }
            if type == "IHDR" { output.append(contentsOf: srgbGamma) }
            offset = end
        }
        output.append(contentsOf: bytes[offset...])
        return output
    }
}
