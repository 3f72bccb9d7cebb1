/// One 8-bit RGBA colour, not premultiplied.
public struct RGBAColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let red = RGBAColor(red: 255, green: 0, blue: 0)
    public static let yellow = RGBAColor(red: 255, green: 255, blue: 0)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
