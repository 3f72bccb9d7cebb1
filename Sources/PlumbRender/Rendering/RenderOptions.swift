import PlumbLayout

/// What to draw and how: format, scale, theme, overlays and constraint arrows.
public struct RenderOptions: Hashable, Sendable {
    /// The light or dark look.
    public enum Theme: String, CaseIterable, Hashable, Sendable {
        case light, dark
    }

    /// Extra layers drawn over the views.
    public struct Overlays: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The area outside the safe area, shaded.
        public static let safeArea = Overlays(rawValue: 1 << 0)
        /// The root view's layout margins (and those of views whose margins guide a constraint uses).
        public static let margins = Overlays(rawValue: 1 << 1)
        /// Layout guides as dashed rectangles with their names.
        public static let guides = Overlays(rawValue: 1 << 2)
        /// Each view's name in a small tag at its top-left corner.
        public static let viewNames = Overlays(rawValue: 1 << 3)

        public static let all: Overlays = [.safeArea, .margins, .guides, .viewNames]
        /// What a picture shows unless told otherwise: the safe area, so that a pin to it does not
        /// start in blank space (Xcode's canvas tints it too).
        public static let standard: Overlays = [.safeArea]
    }

    public var format: RenderFormat
    /// Pixels per point for PNG; `nil` uses the canvas's own scale. Vector formats ignore it.
    public var scale: Double?
    public var theme: Theme
    /// Draw constraints as Interface Builder-style arrows.
    public var showConstraints: Bool
    /// Also draw constraints the engine generated (intrinsic size, stack views, autoresizing masks).
    public var includeGeneratedConstraints: Bool
    /// Extra layers; ``Overlays/standard`` (the safe area) by default.
    public var overlays: Overlays
    /// Draw stack views' outlines (they are invisible in an app).
    public var showStackViews: Bool
    /// The margin around the canvas, in points, where arrows that leave the canvas still fit.
    public var padding: Double
    /// A single picture's caption line under the canvas (device · orientation · size classes ·
    /// text size · direction), as each canvas of a sheet has. Sheets always caption their canvases.
    public var caption: Bool
    /// The area in points a single picture keeps for its canvas, when larger than the canvas: the
    /// canvas is drawn at its top-left corner and the rest is surroundings, so that every frame of
    /// an animation between canvases of different sizes (a rotation) has one picture size. `nil`: the
    /// canvas's own size.
    public var stage: Size?

    public init(format: RenderFormat = .png, scale: Double? = nil, theme: Theme = .light, showConstraints: Bool = false,
                includeGeneratedConstraints: Bool = false, overlays: Overlays = .standard, showStackViews: Bool = false,
                padding: Double = 16, caption: Bool = true) {
        self.format = format
        self.scale = scale
        self.theme = theme
        self.showConstraints = showConstraints
        self.includeGeneratedConstraints = includeGeneratedConstraints
        self.overlays = overlays
        self.showStackViews = showStackViews
        self.padding = padding
        self.caption = caption
    }
}
