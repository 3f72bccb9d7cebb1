import PlumbLayout

/// UIKit's names as layout code writes them: classes, priorities, colours, enumeration cases in
/// their Swift 2, Swift 3+ and Objective-C spellings.
enum CodeVocabulary {
    /// The view kind of a UIKit class (``ViewKindRules/className``); any other class is a plain view.
    static func kind(ofClass name: String) -> ViewKind { kindsByClass[name] ?? .view }

    private static let kindsByClass = Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { ($0.rules.className, $0) })

    /// Whether `name` is a class whose instances a layout places: a UIKit view, `UILayoutGuide`, or
    /// the app's own view classes (capitalised names ending in `View`, `Label`, `Button`…).
    static func isViewClass(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        if name == "UILayoutGuide" || name == "UIView" { return true }
        if kind(ofClass: name) != .view { return true }
        return ["View", "Label", "Button", "Field", "Control", "Cell"].contains { name.hasSuffix($0) }
            && !name.hasPrefix("UIViewController") && !name.hasSuffix("ViewController")
    }

    /// The guides a view has, by their UIKit property names.
    static let guideNames = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readable",
        "contentLayoutGuide": "content", "frameLayoutGuide": "frame",
    ]

    /// Named numbers: priorities in every spelling, and the booleans' cousins.
    static let numbers: [String: Double] = {
        var table: [String: Double] = [:]
        for (name, value) in [("required", 1000.0), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
                              ("dragThatCanResizeScene", 510), ("sceneSizeStayPut", 500)] {
            table[name] = value
            table["UILayoutPriority" + name.prefix(1).uppercased() + name.dropFirst()] = value
            table["NSLayoutPriority" + name.prefix(1).uppercased() + name.dropFirst()] = value
        }
        table["UILayoutPriorityFittingSizeCompression"] = 50
        table["greatestFiniteMagnitude"] = .greatestFiniteMagnitude
        return table
    }()

    /// `leading` for `.leading`, `.Leading`, `NSLayoutAttribute.Leading`, `NSLayoutAttributeLeading`.
    static func enumCase(_ written: String, prefix: String) -> String {
        var name = written
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        if name.hasPrefix(prefix), name.count > prefix.count { name = String(name.dropFirst(prefix.count)) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The option names of `options:` (`[]`, `0`, `.alignAllCenterX`, `NSLayoutFormatAlignAllLeft | …`).
    static func optionNames(_ value: CodeValue) -> [String] {
        switch value {
        case .symbol(let name): return [enumCase(name, prefix: "NSLayoutFormat")]
        case .array(let items): return items.flatMap(optionNames)
        default: return []
        }
    }

    /// `.horizontal`, `.Horizontal`, `UILayoutConstraintAxisVertical`, `NSLayoutConstraint.Axis.vertical`, 0 or 1.
    static func axis(_ value: CodeValue?) -> LayoutAttribute.Axis? {
        switch value {
        case .symbol(let name)?:
            switch enumCase(name, prefix: "UILayoutConstraintAxis") {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            default: return nil
            }
        case .number(let value)?:
            return value == 0 ? .horizontal : value == 1 ? .vertical : nil
        default:
            return nil
        }
    }

    static func textAlignment(_ written: String) -> TextAlignment? {
        TextAlignment(rawValue: enumCase(written, prefix: "NSTextAlignment"))
    }

    /// UIKit's fixed and system colours by name (`blue`, `blueColor`, `systemBlue`, `lightGrayColor`).
    static func color(named written: String) -> Color? {
        var name = written
        if name.hasSuffix("Color"), name.count > 5 { name = String(name.dropLast(5)) }
        return colors[name]
    }

    private static let colors: [String: Color] = [
        "white": .white, "black": .black, "clear": .clear,
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "systemBlue": .systemBlue,
        "systemRed": Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255),
        "systemGreen": Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255),
        "systemOrange": Color(red: 1, green: 149.0 / 255, blue: 0),
        "systemYellow": Color(red: 1, green: 204.0 / 255, blue: 0),
        "systemGray": Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255),
        "systemBackground": .white,
    ]

    /// A colour made by `UIColor.blueColor()`, `[UIColor blueColor]`, `UIColor(red:green:blue:alpha:)`,
    /// `[UIColor colorWithRed:green:blue:alpha:]` or `UIColor(white:alpha:)` with literal numbers.
    static func color(fromCall name: String, receiver: CodeExpression?, arguments: [(label: String?, value: Double?)]) -> Color? {
        let isColorClass: Bool
        if case .name(let type, _)? = receiver { isColorClass = type == "UIColor" || type == "NSColor" } else { isColorClass = false }
        if isColorClass, arguments.isEmpty, let color = color(named: name) { return color }
        let isInitializer = (receiver == nil && name == "UIColor") || (isColorClass && name.hasPrefix("colorWith"))
        guard isInitializer else { return nil }
        func value(_ label: String) -> Double? { arguments.first { $0.label == label }?.value ?? nil }
        let alpha = value("alpha") ?? 1
        if name == "colorWithWhite" || value("white") != nil {
            guard let white = arguments.first?.value else { return nil }
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        // The first argument of `colorWithRed:` is unlabelled; `UIColor(red:…)` labels it.
        guard let red = value("red") ?? (name == "colorWithRed" ? arguments.first?.value : nil),
              let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
