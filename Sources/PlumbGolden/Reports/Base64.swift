/// Standard Base64 (RFC 4648, with padding), for images embedded as `data:` URIs.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output = [UInt8]()
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output.append(alphabet[Int(word >> 18 & 63)])
            output.append(alphabet[Int(word >> 12 & 63)])
            output.append(alphabet[Int(word >> 6 & 63)])
            output.append(alphabet[Int(word & 63)])
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let second = remaining == 2 ? UInt32(bytes[index + 1]) : 0
            let word = UInt32(bytes[index]) << 16 | second << 8
            output.append(alphabet[Int(word >> 18 & 63)])
            output.append(alphabet[Int(word >> 12 & 63)])
            output.append(remaining == 2 ? alphabet[Int(word >> 6 & 63)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A `data:image/png;base64,…` URI.
    static func pngDataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + encode(png) }
}
