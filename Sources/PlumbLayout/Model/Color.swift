/// An sRGB colour with alpha, components in 0…1, and for UIKit's dynamic system colours (`label`,
/// `secondaryLabel`, `systemBlue`, …) the value they take in the dark appearance.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The dark appearance's value, when it differs (at most one element: an array, because a
    /// struct cannot hold itself directly).
    private var darkAppearance: [Color] = []

    /// The colour in the dark appearance: its own dark value for a dynamic system colour, else itself
    /// (a fixed colour such as `#ff0000` or `UIColor.red` looks the same in both appearances).
    public var dark: Color { darkAppearance.first ?? self }

    /// This colour in the light appearance, with `dark` as its value in the dark one.
    public func withDarkAppearance(_ dark: Color) -> Color {
        var color = self
        color.darkAppearance = dark == self ? [] : [dark.light]
        return color
    }

    /// This colour without its dark value: what a light appearance shows.
    public var light: Color {
        var color = self
        color.darkAppearance = []
        return color
    }

    /// The value for one appearance: ``dark`` when `isDark`, else ``light``.
    public func resolved(dark isDark: Bool) -> Color { isDark ? dark.light : light }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#rgb`, `#rrggbb` or `#rrggbbaa`; `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Double] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(digits[index..<index + 2]), radix: 16) else { return nil }
            components.append(Double(byte) / 255)
            index += 2
        }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 1)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(wholeNumber(max(0, min(1, value)) * 255, rounding: .toNearestOrAwayFromZero), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `systemBlue` in light mode, the default tint.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// UIKit's `placeholderText` in the light appearance, (60, 60, 67) at alpha 0.3 (`docs/semantics.md`, *Colours*).
    public static let placeholderGray = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
}
