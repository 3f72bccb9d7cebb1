/// Stable stand-ins for the object addresses UIKit prints (`UILabel:0x7f8b4c40a2f0`), derived
/// from names and source positions with a 64-bit FNV-1a hash, so the same scene always prints the
/// same addresses and a view keeps its address across constraints and canvases.
///
/// Views print as `0x7f` and ten hex digits (heap-like, as UIKit's views look); constraints as
/// `0x6000` and eight hex digits.
enum FakeAddress {
    static func view(_ name: String) -> String {
        "0x7f" + hex(hash(name) & 0xFF_FFFF_FFFF, digits: 10)
    }

    static func constraint(_ identity: String) -> String {
        "0x6000" + hex(hash(identity) & 0xFFFF_FFFF, digits: 8)
    }

    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return value
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
