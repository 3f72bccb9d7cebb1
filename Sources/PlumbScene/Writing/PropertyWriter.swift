import PlumbLayout

/// Writes a view's properties as the keys ``PropertyReader`` reads, each value on one line.
enum PropertyWriter {
    /// The keys and YAML values of the properties set in `properties`, in ``PropertyKeys``' order.
    /// `base` is what a `when:` patch starts from (a stack patch names only the settings it changes);
    /// a view's own properties start from nothing.
    static func entries(_ properties: ViewProperties, kind: ViewKind, base: ViewProperties) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        func add(_ key: String, _ value: String?) {
            if let value { entries.append((key, value)) }
        }
        add("text", properties.text.map(YAMLText.quoted))
        add("placeholder", properties.placeholder.map(YAMLText.quoted))
        add("title", properties.title.map(YAMLText.quoted))
        add("font", properties.font.map(font))
        add("color", properties.textColor.map(color))
        if kind != .stack { add("alignment", properties.textAlignment?.rawValue) }
        add("lines", properties.lines.map { String($0) })
        add("style", properties.buttonStyle?.rawValue ?? properties.indicatorStyle?.rawValue)
        add("image-size", properties.imageSize.map { YAMLText.numbers([$0.width, $0.height]) })
        add("segments", properties.segments.map { "[" + $0.map(YAMLText.quoted).joined(separator: ", ") + "]" })
        add("selected", properties.selectedSegment.map { String($0) })
        add("value", (properties.progress ?? properties.stepperValue).map(YAMLText.number))
        add("minimum", properties.minimumValue.map(YAMLText.number))
        add("maximum", properties.maximumValue.map(YAMLText.number))
        add("pages", properties.numberOfPages.map { String($0) })
        add("current-page", properties.currentPage.map { String($0) })
        add("prompt", properties.prompt.map(YAMLText.quoted))
        add("animating", properties.isAnimating.map { $0 ? "true" : "false" })
        add("hides-when-stopped", properties.hidesWhenStopped.map { $0 ? "true" : "false" })
        add("tint", properties.tint.map(color))
        if let stack = properties.stack {
            entries += stackEntries(stack, base: base.stack ?? StackProperties())
        }
        add("background", properties.background.map(color))
        if properties.borderColor != nil || properties.borderWidth != nil {
            var parts: [String] = []
            if let borderColor = properties.borderColor { parts.append("color: " + color(borderColor)) }
            if let borderWidth = properties.borderWidth { parts.append("width: " + YAMLText.number(borderWidth)) }
            add("border", "{" + parts.joined(separator: ", ") + "}")
        }
        add("corner-radius", properties.cornerRadius.map(YAMLText.number))
        add("hidden", properties.hidden.map { $0 ? "true" : "false" })
        add("hugging", properties.hugging.flatMap(axisPriorities))
        add("resistance", properties.compressionResistance.flatMap(axisPriorities))
        add("intrinsic", properties.intrinsicSize.map { YAMLText.numbers([$0.width, $0.height]) })
        add("baseline-metrics", properties.baselineMetrics.map {
            YAMLText.numbers([$0.firstBaseline, $0.lastBaseline, $0.height])
        })
        add("margins", properties.layoutMargins.map(insets))
        add("alignment-insets", properties.alignmentInsets.map(insets))
        add("frame", properties.frame.map {
            YAMLText.numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height])
        })
        add("translates-autoresizing-mask", properties.translatesAutoresizingMaskIntoConstraints.map { $0 ? "true" : "false" })
        add("preserves-superview-layout-margins", properties.preservesSuperviewLayoutMargins.map { $0 ? "true" : "false" })
        add("insets-layout-margins-from-safe-area", properties.insetsLayoutMarginsFromSafeArea.map { $0 ? "true" : "false" })
        add("autoresizing", properties.autoresizing.map {
            "{mask: [" + $0.mask.names.joined(separator: ", ") + "], superview: "
                + YAMLText.numbers([$0.superviewSize.width, $0.superviewSize.height]) + "}"
        })
        return entries
    }

    /// The stack settings that differ from `base` (UIKit's defaults for a view's own entry).
    private static func stackEntries(_ stack: StackProperties, base: StackProperties) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        if stack.axis != base.axis { entries.append(("axis", stack.axis == .horizontal ? "horizontal" : "vertical")) }
        if stack.distribution != base.distribution { entries.append(("distribution", stack.distribution.rawValue)) }
        if stack.alignment != base.alignment { entries.append(("alignment", stack.alignment.rawValue)) }
        if stack.spacing != base.spacing { entries.append(("spacing", stack.spacing.map(YAMLText.number) ?? "standard")) }
        if stack.customSpacing != base.customSpacing {
            let pairs = stack.customSpacing.keys.sorted().map { "\(YAMLText.name($0)): \(YAMLText.number(stack.customSpacing[$0] ?? 0))" }
            entries.append(("custom-spacing", "{" + pairs.joined(separator: ", ") + "}"))
        }
        if stack.isBaselineRelativeArrangement != base.isBaselineRelativeArrangement {
            entries.append(("baseline-relative", stack.isBaselineRelativeArrangement ? "true" : "false"))
        }
        if stack.isLayoutMarginsRelativeArrangement != base.isLayoutMarginsRelativeArrangement {
            entries.append(("margins-relative", stack.isLayoutMarginsRelativeArrangement ? "true" : "false"))
        }
        return entries
    }

    /// `{size: 17, weight: bold, family: [DejaVu Sans], italic: true}`, every field written so that a
    /// patch does not inherit one from its base.
    private static func font(_ font: FontDescriptor) -> String {
        var parts = ["size: " + YAMLText.number(font.size), "weight: " + font.weight.rawValue]
        parts.append("family: [" + (font.families.isEmpty ? ["system"] : font.families.map(YAMLText.quoted)).joined(separator: ", ") + "]")
        parts.append("italic: " + (font.italic ? "true" : "false"))
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A colour's name when it is one of the named colours (keeping a dynamic colour's dark value),
    /// else `"#rrggbb"` or `"#rrggbbaa"`.
    private static func color(_ color: Color) -> String {
        if let named = ColorNames.table.first(where: { $0.color == color }) { return named.name }
        return YAMLText.quoted(color.description)
    }

    /// One priority for both axes, or `{horizontal: …, vertical: …}` with the axes set.
    private static func axisPriorities(_ priorities: AxisPriorities) -> String? {
        func spelt(_ priority: LayoutPriority) -> String { YAMLText.number(priority.rawValue) }
        if let horizontal = priorities.horizontal, priorities.vertical == horizontal { return spelt(horizontal) }
        var parts: [String] = []
        if let horizontal = priorities.horizontal { parts.append("horizontal: " + spelt(horizontal)) }
        if let vertical = priorities.vertical { parts.append("vertical: " + spelt(vertical)) }
        return parts.isEmpty ? nil : "{" + parts.joined(separator: ", ") + "}"
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        if insets.top == insets.left, insets.left == insets.bottom, insets.bottom == insets.right {
            return YAMLText.number(insets.top)
        }
        return YAMLText.numbers([insets.top, insets.left, insets.bottom, insets.right])
    }
}
