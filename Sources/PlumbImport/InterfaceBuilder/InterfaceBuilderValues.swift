import PlumbLayout

/// Reads the values Interface Builder writes as attributes and small elements: numbers, booleans,
/// colours, fonts, insets and priorities.
enum InterfaceBuilderValues {
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func isYes(_ text: String?) -> Bool { text == "YES" }

    /// `<rect key="frame" x=… y=… width=… height=…/>`.
    static func rect(_ element: XMLElementNode) -> Rect? {
        guard let width = number(element["width"]), let height = number(element["height"]) else { return nil }
        return Rect(x: number(element["x"]) ?? 0, y: number(element["y"]) ?? 0, width: width, height: height)
    }

    /// The frame Xcode stored for a view: `<rect key="frame">`, or the `<frame key="frameInset">` that
    /// Xcode 8 wrote instead (`minX`/`minY` default to 0). An inset frame given by its distances to the
    /// superview's far edges (`maxX`/`maxY`, no width or height) is not read: it is nil.
    static func storedFrame(of view: XMLElementNode) -> Rect? {
        if let frame = view.child("rect", key: "frame") { return rect(frame) }
        guard let inset = view.child("frame", key: "frameInset"),
              let width = number(inset["width"]), let height = number(inset["height"]) else { return nil }
        return Rect(x: number(inset["minX"]) ?? 0, y: number(inset["minY"]) ?? 0, width: width, height: height)
    }

    /// A multiplier written as a number (`0.5`) or a ratio (`16:9`, `1:1`).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
           denominator != 0, numerator.isFinite, denominator.isFinite {
            return numerator / denominator
        }
        return number(text)
    }

    /// A colour element, resolved against the document's own `<resources>` (named and system colours
    /// defined there) and UIKit's light-mode system colours.
    static func color(_ element: XMLElementNode, resources: [String: Color]) -> Color? {
        if let name = element["systemColor"] ?? element["name"] {
            return resources[name] ?? systemColors[name]
        }
        if let name = element["cocoaTouchSystemColor"] { return systemColors[name] }
        let alpha = number(element["alpha"]) ?? 1
        if let white = number(element["white"]) { return Color(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) else {
            return nil
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's light-mode values of the system colours documents name (UIColor's documentation,
    /// Human Interface Guidelines' Color page), for documents that do not define them in `<resources>`.
    static let systemColors: [String: Color] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
            Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        return [
            "systemBackgroundColor": rgb(255, 255, 255), "secondarySystemBackgroundColor": rgb(242, 242, 247),
            "tertiarySystemBackgroundColor": rgb(255, 255, 255), "systemGroupedBackgroundColor": rgb(242, 242, 247),
            "secondarySystemGroupedBackgroundColor": rgb(255, 255, 255),
            "labelColor": rgb(0, 0, 0), "secondaryLabelColor": rgb(60, 60, 67, 0.6),
            "tertiaryLabelColor": rgb(60, 60, 67, 0.3), "placeholderTextColor": rgb(60, 60, 67, 0.3),
            "separatorColor": rgb(60, 60, 67, 0.29), "linkColor": rgb(0, 122, 255), "tintColor": rgb(0, 122, 255),
            "systemBlueColor": rgb(0, 122, 255), "systemRedColor": rgb(255, 59, 48), "systemGreenColor": rgb(52, 199, 89),
            "systemOrangeColor": rgb(255, 149, 0), "systemYellowColor": rgb(255, 204, 0), "systemPinkColor": rgb(255, 45, 85),
            "systemPurpleColor": rgb(175, 82, 222), "systemIndigoColor": rgb(88, 86, 214), "systemTealColor": rgb(90, 200, 250),
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(174, 174, 178), "systemGray3Color": rgb(199, 199, 204),
            "systemGray4Color": rgb(209, 209, 214), "systemGray5Color": rgb(229, 229, 234), "systemGray6Color": rgb(242, 242, 247),
            "darkTextColor": rgb(0, 0, 0), "lightTextColor": rgb(255, 255, 255, 0.6), "whiteColor": rgb(255, 255, 255),
            "blackColor": rgb(0, 0, 0), "clearColor": rgb(0, 0, 0, 0), "groupTableViewBackgroundColor": rgb(239, 239, 244),
            "tableCellGroupedBackgroundColor": rgb(255, 255, 255), "scrollViewTexturedBackgroundColor": rgb(111, 113, 121),
        ]
    }()

    /// The point sizes of the text styles at the default text size, and the headline's weight
    /// (Human Interface Guidelines, Typography: Dynamic Type sizes, Large). Documents name a style by
    /// its `UIFont.TextStyle` raw value; the large title's is `UICTFontTextStyleTitle0`.
    static let textStyles: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleTitle0": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// `<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>`, a text style, or a
    /// named font, drawn in the pinned system font with the weight and slant its name says
    /// (`Avenir-HeavyOblique`: heavy, italic), so pictures never depend on the fonts a machine has.
    static func font(_ element: XMLElementNode) -> FontDescriptor? {
        if let style = element["style"], let known = textStyles[style] {
            return FontDescriptor(size: known.size, weight: known.weight)
        }
        // `pointSize="0.0"` gives no size: Interface Builder writes it for a default-style table cell's
        // own label, whose font the cell sets, and UIKit takes a 0 size as "not given"
        // (`UIFont(descriptor:size:)`). UIKit's default label size stands in, as for a missing size.
        let size = number(element["pointSize"]).flatMap { $0 > 0 ? $0 : nil } ?? 17
        var font = FontDescriptor(size: size)
        switch element["type"] {
        case "boldSystem": font.weight = .bold
        case "italicSystem": font.italic = true
        default: break
        }
        if let weight = element["weight"], let known = FontWeight(rawValue: weight) { font.weight = known }
        if let name = element["name"] {
            let lowered = name.lowercased()
            for (word, weight) in [("black", FontWeight.black), ("heavy", .heavy), ("semibold", .semibold),
                                   ("bold", .bold), ("medium", .medium), ("light", .light), ("thin", .thin)]
                where lowered.contains(word) {
                font.weight = weight
                break
            }
            if lowered.contains("italic") || lowered.contains("oblique") { font.italic = true }
        }
        return font
    }

    /// Whether a stack view lays its arranged views out inside its margins: flagged so, or given margins
    /// of its own (`<edgeInsets key="layoutMargins">`, `<directionalEdgeInsets key="directionalLayoutMargins">`),
    /// inside which documents store the arranged views without writing the flag.
    static func arrangesInsideMargins(_ stack: XMLElementNode) -> Bool {
        isYes(stack["layoutMarginsRelativeArrangement"]) || stack.children.contains {
            ($0.name == "edgeInsets" && $0["key"] == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins")
        }
    }

    /// `<edgeInsets key="layoutMargins" …/>` or `<directionalEdgeInsets …/>` (leading taken as left).
    static func insets(_ element: XMLElementNode) -> EdgeInsets {
        EdgeInsets(top: number(element["top"]) ?? 0, left: number(element["left"] ?? element["leading"]) ?? 0,
                   bottom: number(element["bottom"]) ?? 0, right: number(element["right"] ?? element["trailing"]) ?? 0)
    }
}
