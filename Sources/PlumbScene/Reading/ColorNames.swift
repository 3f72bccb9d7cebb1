import PlumbLayout

/// The colour names a scene may use, with UIKit's light-mode values.
enum ColorNames {
    static let table: [(name: String, color: Color)] = [
        ("white", .white),
        ("black", .black),
        ("clear", .clear),
        ("red", Color(red: 1, green: 0, blue: 0)),
        ("green", Color(red: 0, green: 1, blue: 0)),
        ("blue", Color(red: 0, green: 0, blue: 1)),
        ("yellow", Color(red: 1, green: 1, blue: 0)),
        ("orange", Color(red: 1, green: 0.5, blue: 0)),
        ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
        ("lightGray", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        ("darkGray", Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        ("systemBlue", .systemBlue),
        ("systemRed", Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)),
        ("systemGreen", Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)),
        ("systemOrange", Color(red: 1, green: 149.0 / 255, blue: 0)),
        ("systemYellow", Color(red: 1, green: 204.0 / 255, blue: 0)),
        ("systemGray", Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)),
        ("systemGray5", Color(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)),
        ("systemGray6", Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)),
        ("systemBackground", .white),
        ("label", .black),
        ("secondaryLabel", Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)),
        ("placeholderText", .placeholderGray),
    ]

    static var names: [String] { table.map(\.name) }

    static func color(named name: String) -> Color? { table.first { $0.name == name }?.color }
}
