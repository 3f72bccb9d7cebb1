import PlumbLayout

/// The colour names a scene may use, with UIKit's values: the light appearance's, and for the
/// dynamic system colours the dark appearance's too (docs/semantics.md gives the source). The
/// fixed colours (`red`, `gray`, …) are the same in both, as `UIColor.red` is.
enum ColorNames {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

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
        ("systemBlue", Color.systemBlue.withDarkAppearance(rgb(10, 132, 255))),
        ("systemRed", rgb(255, 59, 48).withDarkAppearance(rgb(255, 69, 58))),
        ("systemGreen", rgb(52, 199, 89).withDarkAppearance(rgb(48, 209, 88))),
        ("systemOrange", rgb(255, 149, 0).withDarkAppearance(rgb(255, 159, 10))),
        ("systemYellow", rgb(255, 204, 0).withDarkAppearance(rgb(255, 214, 10))),
        ("systemGray", rgb(142, 142, 147)),
        ("systemGray5", rgb(229, 229, 234).withDarkAppearance(rgb(44, 44, 46))),
        ("systemGray6", rgb(242, 242, 247).withDarkAppearance(rgb(28, 28, 30))),
        ("systemBackground", Color.white.withDarkAppearance(.black)),
        ("label", Color.black.withDarkAppearance(.white)),
        ("secondaryLabel", rgb(60, 60, 67, 0.6).withDarkAppearance(rgb(235, 235, 245, 0.6))),
        ("placeholderText", Color.placeholderGray.withDarkAppearance(rgb(235, 235, 245, 0.3))),
    ]

    static var names: [String] { table.map(\.name) }

    static func color(named name: String) -> Color? { table.first { $0.name == name }?.color }
}
