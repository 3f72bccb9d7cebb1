extension DevicePreset {
    /// Every preset, in the order of the table in `docs/scene-format.md`.
    public static let all: [DevicePreset] = iPhoneSE + iPhone390 + iPhone393 + iPhone430 + [iPadPro11, iPadPro12_9]
        + earlierDevices

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

    /// Devices Interface Builder documents name (`<device id="retina5_9">`) that the table above lacks:
    /// older and larger iPhones and the iPads. Sizes, scales and size classes from Apple's Human
    /// Interface Guidelines (Layout, device screen sizes); safe areas from the status-bar and
    /// home-indicator heights of each screen (`docs/semantics.md`).
    private static let earlierDevices: [DevicePreset] = [
        iPhone("iphone-4s", "iPhone 4s", 320, 480, scale: 2, top: 20),
        iPhone("iphone-5s", "iPhone 5s", 320, 568, scale: 2, top: 20),
        iPhone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, top: 20, landscapeRegular: true),
        iPhone("iphone-x", "iPhone X", 375, 812, scale: 3, top: 44, side: 44),
        iPhone("iphone-xs-max", "iPhone XS Max", 414, 896, scale: 3, top: 44, side: 44, landscapeRegular: true),
        iPhone("iphone-11", "iPhone 11", 414, 896, scale: 2, top: 48, side: 48, landscapeRegular: true),
        iPhone("iphone-12-mini", "iPhone 12 mini", 375, 812, scale: 3, top: 50, side: 50),
        iPhone("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, side: 47, landscapeRegular: true),
        iPhone("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, side: 62),
        iPhone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, side: 62, landscapeRegular: true),
        iPad("ipad-9.7", "iPad 9.7\"", 768, 1024, top: 20, bottom: 0),
        iPad("ipad-10.2", "iPad 10.2\"", 810, 1080, top: 20, bottom: 0),
        iPad("ipad-air-10.5", "iPad Air 10.5\"", 834, 1112, top: 20, bottom: 0),
        iPad("ipad-air-10.9", "iPad Air 10.9\"", 820, 1180, top: 24, bottom: 20),
        iPad("ipad-mini-8.3", "iPad mini 8.3\"", 744, 1133, top: 24, bottom: 20),
        iPad("ipad-pro-12.9-2nd", "iPad Pro 12.9\" (2nd generation)", 1024, 1366, top: 20, bottom: 0),
    ]

    /// An iPhone: a status bar of `top` points; with a `side` (a notched screen), the home indicator's
    /// 34 points at the bottom in portrait, and in landscape `side` at each side and 21 at the bottom.
    private static func iPhone(_ name: String, _ displayName: String, _ width: Double, _ height: Double,
                               scale: Double, top: Double, side: Double? = nil,
                               landscapeRegular: Bool = false) -> DevicePreset {
        DevicePreset(name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: scale,
                     portraitSafeArea: EdgeInsets(top: top, bottom: side == nil ? 0 : 34),
                     landscapeSafeArea: side.map { EdgeInsets(left: $0, bottom: 21, right: $0) } ?? .zero,
                     portraitTraits: compactRegular, landscapeTraits: landscapeRegular ? regularCompact : compactCompact)
    }

    /// An iPad at 2x, regular in both size classes, with the same safe area held either way.
    private static func iPad(_ name: String, _ displayName: String, _ width: Double, _ height: Double,
                             top: Double, bottom: Double) -> DevicePreset {
        DevicePreset(name: name, displayName: displayName, portraitSize: Size(width: width, height: height), scale: 2,
                     portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
                     portraitTraits: regularRegular, landscapeTraits: regularRegular)
    }
}
