import PlumbLayout

/// The colours of one theme. Chosen after iOS's system colours, slightly muted where a picture
/// needs the views to stay in front of the annotations.
struct Palette: Sendable {
    /// Around the canvas.
    var surroundings: Color
    /// The root view's default background.
    var rootBackground: Color
    /// The hairline around the canvas.
    var canvasEdge: Color
    /// The faint outline of views that would otherwise be invisible.
    var frameOutline: Color
    var text: Color
    var secondaryText: Color
    var tint: Color
    var fieldBorder: Color
    var fieldBackground: Color
    var placeholder: Color
    var imageFill: Color
    var imageLines: Color
    var switchTrack: Color
    var switchKnob: Color
    var scrollIndicator: Color
    var contentOutline: Color
    var stackOutline: Color
    var safeAreaShade: Color
    var margins: Color
    var guides: Color
    var nameTag: Color
    var nameTagText: Color
    var satisfied: Color
    var violated: Color
    var broken: Color
    /// Behind constraint labels, so they stay readable over views and lines.
    var labelBackground: Color
    /// The grey fill of a segmented control's track, a stepper and a search field (`tertiarySystemFill`).
    var controlFill: Color
    /// A segmented control's selected segment.
    var selectedSegment: Color
    /// The thin lines between segments and a stepper's halves (`separator`).
    var controlSeparator: Color
    /// A progress view's track (`systemFill`).
    var progressTrack: Color
    /// Page indicators other than the current one, the magnifier glyph (`tertiaryLabel`).
    var pageIndicator: Color

    static func forTheme(_ theme: RenderOptions.Theme) -> Palette {
        theme == .light ? .light : .dark
    }

    static let light = Palette(
        surroundings: Color(hex: "#eeeef2")!, rootBackground: .white, canvasEdge: Color(hex: "#c9c9cf")!,
        frameOutline: Color(red: 0, green: 0, blue: 0, alpha: 0.16), text: .black,
        secondaryText: Color(hex: "#8a8a8e")!, tint: .systemBlue, fieldBorder: Color(hex: "#c6c6c8")!,
        fieldBackground: .white, placeholder: .placeholderGray,
        imageFill: Color(hex: "#f0f0f3")!, imageLines: Color(hex: "#c6c6cc")!, switchTrack: Color(hex: "#34c759")!,
        switchKnob: .white, scrollIndicator: Color(red: 0, green: 0, blue: 0, alpha: 0.35),
        contentOutline: Color(red: 0, green: 0, blue: 0, alpha: 0.22), stackOutline: Color(hex: "#af52de")!,
        safeAreaShade: Color(red: 0.35, green: 0.45, blue: 0.65, alpha: 0.10),
        margins: Color(red: 0.85, green: 0.2, blue: 0.55, alpha: 0.55),
        guides: Color(red: 0.2, green: 0.6, blue: 0.45, alpha: 0.9),
        nameTag: Color(red: 0.2, green: 0.2, blue: 0.24, alpha: 0.72), nameTagText: .white,
        satisfied: Color(hex: "#1a73e8")!, violated: Color(hex: "#f08c00")!, broken: Color(hex: "#e03131")!,
        labelBackground: Color(red: 1, green: 1, blue: 1, alpha: 0.92),
        controlFill: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), selectedSegment: .white,
        controlSeparator: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        progressTrack: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        pageIndicator: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))

    static let dark = Palette(
        surroundings: Color(hex: "#2c2c30")!, rootBackground: .black, canvasEdge: Color(hex: "#48484c")!,
        frameOutline: Color(red: 1, green: 1, blue: 1, alpha: 0.2), text: .white,
        secondaryText: Color(hex: "#98989e")!, tint: Color(hex: "#0a84ff")!, fieldBorder: Color(hex: "#48484a")!,
        fieldBackground: Color(hex: "#1c1c1e")!, placeholder: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3),
        imageFill: Color(hex: "#1c1c1e")!, imageLines: Color(hex: "#48484c")!, switchTrack: Color(hex: "#30d158")!,
        switchKnob: .white, scrollIndicator: Color(red: 1, green: 1, blue: 1, alpha: 0.4),
        contentOutline: Color(red: 1, green: 1, blue: 1, alpha: 0.25), stackOutline: Color(hex: "#bf5af2")!,
        safeAreaShade: Color(red: 0.55, green: 0.65, blue: 0.85, alpha: 0.12),
        margins: Color(red: 1, green: 0.4, blue: 0.7, alpha: 0.6),
        guides: Color(red: 0.35, green: 0.8, blue: 0.6, alpha: 0.9),
        nameTag: Color(red: 0.85, green: 0.85, blue: 0.9, alpha: 0.8), nameTagText: .black,
        satisfied: Color(hex: "#4c9aff")!, violated: Color(hex: "#ff9f0a")!, broken: Color(hex: "#ff453a")!,
        labelBackground: Color(red: 0, green: 0, blue: 0, alpha: 0.85),
        controlFill: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24), selectedSegment: Color(hex: "#636366")!,
        controlSeparator: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6),
        progressTrack: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36),
        pageIndicator: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
}
