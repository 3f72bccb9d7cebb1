extension DevicePreset {
    /// Every preset, in the order of the table in `docs/scene-format.md`.
    public static let all: [DevicePreset] = iPhoneSE + iPhone390 + iPhone393 + iPhone430 + [iPadPro11, iPadPro12_9]

    /// The preset with this name, if any.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// Every preset name, for suggestions when one is misspelt.
    public static var allNames: [String] { all.map(\.name) }

    /// iPhone 15 in portrait: the canvas a scene gets when it names none.
    public static var defaultCanvas: Canvas {
        (named("iphone-15") ?? iPhone393[0]).canvas()
    }

    private static let compactRegular = Traits(horizontal: .compact, vertical: .regular)
    private static let compactCompact = Traits(horizontal: .compact, vertical: .compact)
    private static let regularCompact = Traits(horizontal: .regular, vertical: .compact)
    private static let regularRegular = Traits(horizontal: .regular, vertical: .regular)

    /// Several models that share one screen.
    private static func family(_ models: [(name: String, displayName: String)], size: Size, scale: Double,
                               portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                               portraitTraits: Traits, landscapeTraits: Traits) -> [DevicePreset] {
        models.map {
            DevicePreset(name: $0.name, displayName: $0.displayName, portraitSize: size, scale: scale,
                         portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
                         portraitTraits: portraitTraits, landscapeTraits: landscapeTraits)
        }
    }

    /// iPhone SE (2nd and 3rd generation): 375 × 667 @2x, a status bar but no notch; no safe-area
    /// insets in landscape, where the status bar is hidden.
    private static let iPhoneSE = family(
        [("iphone-se", "iPhone SE")], size: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        portraitTraits: compactRegular, landscapeTraits: compactCompact)

    /// iPhone 12, 13 and 14: 390 × 844 @3x.
    private static let iPhone390 = family(
        [("iphone-14", "iPhone 14"), ("iphone-13", "iPhone 13"), ("iphone-12", "iPhone 12")],
        size: Size(width: 390, height: 844), scale: 3,
        portraitSafeArea: EdgeInsets(top: 47, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
        portraitTraits: compactRegular, landscapeTraits: compactCompact)

    /// iPhone 15, 15 Pro and 16: 393 × 852 @3x with the Dynamic Island.
    private static let iPhone393 = family(
        [("iphone-15", "iPhone 15"), ("iphone-15-pro", "iPhone 15 Pro"), ("iphone-16", "iPhone 16")],
        size: Size(width: 393, height: 852), scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitTraits: compactRegular, landscapeTraits: compactCompact)

    /// iPhone 15 Plus and 15 Pro Max: 430 × 932 @3x; regular width in landscape.
    private static let iPhone430 = family(
        [("iphone-15-pro-max", "iPhone 15 Pro Max"), ("iphone-15-plus", "iPhone 15 Plus")],
        size: Size(width: 430, height: 932), scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitTraits: compactRegular, landscapeTraits: regularCompact)

    private static let iPadPro11 = DevicePreset(
        name: "ipad-pro-11", displayName: "iPad Pro 11\"", portraitSize: Size(width: 834, height: 1194), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        portraitTraits: regularRegular, landscapeTraits: regularRegular)

    private static let iPadPro12_9 = DevicePreset(
        name: "ipad-pro-12.9", displayName: "iPad Pro 12.9\"", portraitSize: Size(width: 1024, height: 1366), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        portraitTraits: regularRegular, landscapeTraits: regularRegular)
}
