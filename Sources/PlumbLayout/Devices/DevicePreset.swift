/// A device a layout can be solved for: its screen in points, scale, safe areas and size classes.
///
/// The numbers follow Apple's Human Interface Guidelines (sizes, scales, size classes) and published
/// measurements (safe areas); `docs/semantics.md` keeps the sources. Each model is its own preset, so a
/// canvas made from `iphone-16` is named and captioned for the iPhone 16 even where it shares its
/// numbers with the iPhone 15.
public struct DevicePreset: Hashable, Sendable {
    /// The name scenes use: lower case, words joined by `-` (`iphone-15-pro-max`, `ipad-pro-12.9`).
    public var name: String
    /// The name people read (`iPhone 15 Pro Max`).
    public var displayName: String
    /// The screen in points, held upright.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    public var portraitTraits: Traits
    public var landscapeTraits: Traits

    public init(name: String, displayName: String, portraitSize: Size, scale: Double,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitTraits: Traits, landscapeTraits: Traits) {
        self.name = name
        self.displayName = displayName
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitTraits = portraitTraits
        self.landscapeTraits = landscapeTraits
    }

    /// The screen in points for an orientation.
    public func size(for orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    public func safeArea(for orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public func traits(for orientation: Orientation) -> Traits {
        orientation == .portrait ? portraitTraits : landscapeTraits
    }

    /// A canvas for this device.
    ///
    /// Without a `name`, the canvas is named after the device with a suffix for each setting that
    /// differs from the default: `iphone-15`, `iphone-15-landscape`, `iphone-se-accessibility-xxxl`,
    /// `iphone-15-landscape-rtl`.
    public func canvas(orientation: Orientation = .portrait, textSize: ContentSizeCategory = .large,
                       direction: WritingDirection = .leftToRight, name: String? = nil) -> Canvas {
        let traits = traits(for: orientation)
        return Canvas(name: name ?? defaultCanvasName(orientation: orientation, textSize: textSize, direction: direction),
                      size: size(for: orientation), scale: scale, safeArea: safeArea(for: orientation),
                      traits: traits, direction: direction, textSize: textSize,
                      caption: Canvas.caption(subject: displayName, orientation: orientation, traits: traits,
                                              textSize: textSize, direction: direction))
    }

    /// `iphone-15`, then `-landscape`, `-<text size>` and `-rtl` where they differ from the defaults.
    public func defaultCanvasName(orientation: Orientation, textSize: ContentSizeCategory,
                                  direction: WritingDirection) -> String {
        var parts = [name]
        if orientation == .landscape { parts.append("landscape") }
        if textSize != .large { parts.append(textSize.rawValue) }
        if direction == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }
}

extension Canvas {
    /// A caption in the style `iPhone 15 · portrait · wC hR · text L · LTR`; `orientation` is left out
    /// when `nil` (custom sizes have none).
    public static func caption(subject: String, orientation: Orientation?, traits: Traits,
                               textSize: ContentSizeCategory, direction: WritingDirection) -> String {
        var parts = [subject]
        if let orientation { parts.append(orientation.rawValue) }
        parts.append(traits.description)
        parts.append("text \(textSize.shortName)")
        parts.append(direction.rawValue.uppercased())
        return parts.joined(separator: " · ")
    }

    /// A size as a caption writes it, `375 × 60`: the subject of a custom canvas's caption.
    public static func captionSize(_ size: Size) -> String {
        "\(formatNumber(size.width)) × \(formatNumber(size.height))"
    }
}

extension ContentSizeCategory {
    /// The size as a caption writes it: `L`, `XXXL`, `AX XXXL`.
    public var shortName: String {
        let prefix = "accessibility-"
        if rawValue.hasPrefix(prefix) { return "AX " + rawValue.dropFirst(prefix.count).uppercased() }
        return rawValue.uppercased()
    }
}
