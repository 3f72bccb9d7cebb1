/// What a layout is solved for: a size, scale, safe area, traits, writing direction and text size.
public struct Canvas: Hashable, Sendable {
    /// The canvas's name in results and file names (`iphone-15`, `iphone-15-landscape`); no spaces.
    public var name: String
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var safeArea: EdgeInsets
    public var traits: Traits
    public var direction: WritingDirection
    public var textSize: ContentSizeCategory
    /// A human caption: device, orientation, size classes, text size, direction.
    public var caption: String
    /// The axes on which the root view takes its fitting size instead of the canvas's, as
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` measures a
    /// cell: on such an axis the canvas size is only a target at priority `fittingSizeLevel` (50),
    /// and the solved layout's canvas takes the root's size. Empty (the default): the root view is
    /// exactly as large as the canvas, as a view controller's view is as large as its window.
    public var fitting: FittingAxes = []

    public init(name: String, size: Size, scale: Double = 1, safeArea: EdgeInsets = .zero,
                traits: Traits = Traits(), direction: WritingDirection = .leftToRight,
                textSize: ContentSizeCategory = .large, caption: String? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.traits = traits
        self.direction = direction
        self.textSize = textSize
        self.caption = caption ?? name
    }
}

/// The axes on which a canvas's root view takes its fitting size (``Canvas/fitting``).
public struct FittingAxes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let width = FittingAxes(rawValue: 1)
    public static let height = FittingAxes(rawValue: 2)
}

/// Left-to-right or right-to-left; right-to-left swaps leading and trailing.
public enum WritingDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular
}

/// The size classes of a canvas.
public struct Traits: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass = .compact, vertical: SizeClass = .regular) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `wC hR`, as Interface Builder writes it.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}

/// Which canvases a trait variant applies to; a `nil` class matches any.
public struct TraitCondition: Hashable, Sendable {
    public var horizontal: SizeClass?
    public var vertical: SizeClass?

    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public func matches(_ traits: Traits) -> Bool {
        (horizontal == nil || horizontal == traits.horizontal) && (vertical == nil || vertical == traits.vertical)
    }
}

/// Dynamic Type text sizes, with UIKit's point size for the body style at each.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall = "xs"
    case small = "s"
    case medium = "m"
    case large = "l"
    case extraLarge = "xl"
    case extraExtraLarge = "xxl"
    case extraExtraExtraLarge = "xxxl"
    case accessibilityMedium = "accessibility-m"
    case accessibilityLarge = "accessibility-l"
    case accessibilityExtraLarge = "accessibility-xl"
    case accessibilityExtraExtraLarge = "accessibility-xxl"
    case accessibilityExtraExtraExtraLarge = "accessibility-xxxl"

    /// The body text style's size in points (Apple's Human Interface Guidelines, Dynamic Type sizes).
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// How much fonts scale relative to the default (`large`, 17 pt body).
    public var fontScale: Double { bodyPointSize / ContentSizeCategory.large.bodyPointSize }
}
