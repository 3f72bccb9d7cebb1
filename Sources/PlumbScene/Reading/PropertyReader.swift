import PlumbLayout
import Yams

/// Reads a view's property keys (`text`, `font`, `hugging`, …) into ``ViewProperties``.
///
/// The same reader serves view entries and the property patches of `when:` blocks, which may set
/// any subset of the properties.
struct PropertyReader {
    let reader: NodeReader
    /// The properties a patch applies over: a patch's `font` and stack settings start from these, so
    /// `font: {size: 36}` keeps the family and weight.
    var base = ViewProperties()

    /// Reads the property entries of a view of `kind`, skipping `skip` (the kind key, `views`, `guides`).
    /// `what` names the view in messages (`label 'title'`).
    func properties(_ entries: [MappingEntry], kind: ViewKind, what: String, skip: Set<String> = []) -> ViewProperties {
        var properties = ViewProperties()
        let allowed = PropertyKeys.allowed(for: kind)
        for entry in entries where !skip.contains(entry.key) {
            guard allowed.contains(entry.key) else {
                reportMisplaced(entry, kind: kind, what: what)
                continue
            }
            read(entry, kind: kind, into: &properties)
        }
        reportCrossedBounds(properties, entries: entries)
        return properties
    }

    /// A stepper whose `minimum` is above its `maximum` (UIKit raises an exception for it): reported at the
    /// `minimum`'s value.
    private func reportCrossedBounds(_ properties: ViewProperties, entries: [MappingEntry]) {
        guard let minimum = properties.minimumValue, let maximum = properties.maximumValue, minimum > maximum,
              let entry = entries.first(where: { $0.key == "minimum" }) else { return }
        reader.report(.invalidValue, "'minimum' \(formatNumber(minimum)) is above 'maximum' \(formatNumber(maximum))",
                      at: entry.value)
    }

    /// A key that is a property of other kinds is reported as such; any other key as unknown.
    private func reportMisplaced(_ entry: MappingEntry, kind: ViewKind, what: String) {
        if PropertyKeys.all.contains(entry.key) {
            let owners = ViewKind.allCases.filter { PropertyKeys.specific(to: $0).contains(entry.key) }.map(\.rawValue)
            reader.report(.notApplicable, "'\(entry.key)' is not a property of a \(kind.rawValue) (it belongs to \(NodeReader.listing(owners)))",
                          at: entry.keyNode)
        } else {
            reader.reportUnknownKey(entry, allowed: PropertyKeys.allowed(for: kind), in: what)
        }
    }

    private func read(_ entry: MappingEntry, kind: ViewKind, into properties: inout ViewProperties) {
        let value = entry.value
        let what = "'\(entry.key)'"
        switch entry.key {
        case "text": properties.text = reader.string(value, for: what, maximumLength: LayoutLimits.maximumTextLength)
        case "placeholder": properties.placeholder = reader.string(value, for: what, maximumLength: LayoutLimits.maximumTextLength)
        case "title": properties.title = reader.string(value, for: what, maximumLength: LayoutLimits.maximumTextLength)
        case "font": properties.font = font(value)
        case "color": properties.textColor = reader.color(value, for: what)
        case "alignment":
            if kind == .stack {
                if let alignment = reader.choice(value, for: "stack alignment", from: StackProperties.Alignment.allCases.map { ($0.rawValue, $0) }) {
                    updateStack(&properties) { $0.alignment = alignment }
                }
            } else {
                properties.textAlignment = reader.choice(value, for: "text alignment",
                                                         from: TextAlignment.allCases.map { ($0.rawValue, $0) })
            }
        case "lines":
            properties.lines = reader.integer(value, for: what, rule: "must be 0 (no limit) or more", where: { $0 >= 0 })
        case "style":
            if kind == .activityIndicator {
                properties.indicatorStyle = reader.choice(value, for: "activity indicator style",
                                                          from: ActivityIndicatorStyle.allCases.map { ($0.rawValue, $0) })
            } else {
                properties.buttonStyle = reader.choice(value, for: "button style", from: ButtonStyle.allCases.map { ($0.rawValue, $0) })
            }
        case "segments": properties.segments = segments(value)
        case "selected":
            let selected = ControlValueRanges.selectedSegment
            properties.selectedSegment = reader.integer(value, for: what, rule: "must be \(selected.lowerBound) (none) or more",
                                                        where: selected.contains)
        case "value":
            if kind == .progress {
                let range = ControlValueRanges.progress
                properties.progress = reader.number(value, for: "a progress view's 'value'",
                                                    rule: "must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                                                    where: range.contains)
            } else {
                properties.stepperValue = controlValue(value, for: what)
            }
        case "minimum": properties.minimumValue = controlValue(value, for: what)
        case "maximum": properties.maximumValue = controlValue(value, for: what)
        case "pages":
            let pages = ControlValueRanges.pages
            properties.numberOfPages = reader.integer(value, for: what, rule: "must be from \(pages.lowerBound) to \(pages.upperBound)",
                                                      where: pages.contains)
        case "current-page":
            properties.currentPage = reader.integer(value, for: what, rule: "must be \(ControlValueRanges.currentPage.lowerBound) or more",
                                                    where: ControlValueRanges.currentPage.contains)
        case "prompt": properties.prompt = reader.string(value, for: what, maximumLength: LayoutLimits.maximumTextLength)
        case "animating": properties.isAnimating = reader.bool(value, for: what)
        case "hides-when-stopped": properties.hidesWhenStopped = reader.bool(value, for: what)
        case "tint": properties.tint = reader.color(value, for: what)
        case "image-size": properties.imageSize = reader.size(value, for: what)
        case "background": properties.background = reader.color(value, for: what)
        case "border": border(value, into: &properties)
        case "corner-radius": properties.cornerRadius = reader.length(value, for: what)
        case "hidden": properties.hidden = reader.bool(value, for: what)
        case "hugging": properties.hugging = reader.axisPriorities(value, for: what)
        case "resistance": properties.compressionResistance = reader.axisPriorities(value, for: what)
        case "intrinsic": properties.intrinsicSize = intrinsicSize(value)
        case "baseline-metrics": properties.baselineMetrics = baselineMetrics(value)
        case "margins": properties.layoutMargins = reader.insets(value, for: what)
        case "alignment-insets": properties.alignmentInsets = reader.insets(value, for: what, signed: true)
        case "frame": properties.frame = reader.rect(value, for: what)
        case "translates-autoresizing-mask": properties.translatesAutoresizingMaskIntoConstraints = reader.bool(value, for: what)
        case "preserves-superview-layout-margins": properties.preservesSuperviewLayoutMargins = reader.bool(value, for: what)
        case "insets-layout-margins-from-safe-area": properties.insetsLayoutMarginsFromSafeArea = reader.bool(value, for: what)
        case "autoresizing": properties.autoresizing = autoresizing(value)
        case "axis":
            if let axis = reader.choice(value, for: "axis", from: [("horizontal", LayoutAttribute.Axis.horizontal), ("vertical", .vertical)]) {
                updateStack(&properties) { $0.axis = axis }
            }
        case "distribution":
            if let distribution = reader.choice(value, for: "distribution",
                                                from: StackProperties.Distribution.allCases.map { ($0.rawValue, $0) }) {
                updateStack(&properties) { $0.distribution = distribution }
            }
        case "spacing":
            if value.scalar?.string == "standard" {
                updateStack(&properties) { $0.spacing = nil }
            } else if let spacing = reader.number(value, for: what, rule: "must be from -\(formatNumber(maximumLength)) to \(formatNumber(maximumLength))",
                                                  where: { abs($0) <= maximumLength }) {
                updateStack(&properties) { $0.spacing = spacing }
            }
        case "custom-spacing":
            if let spacing = customSpacing(value) { updateStack(&properties) { $0.customSpacing = spacing } }
        case "baseline-relative":
            if let flag = reader.bool(value, for: what) { updateStack(&properties) { $0.isBaselineRelativeArrangement = flag } }
        case "margins-relative":
            if let flag = reader.bool(value, for: what) { updateStack(&properties) { $0.isLayoutMarginsRelativeArrangement = flag } }
        default: break
        }
    }

    /// Changes the stack settings, created with UIKit's defaults on first use.
    private func updateStack(_ properties: inout ViewProperties, _ change: (inout StackProperties) -> Void) {
        var stack = properties.stack ?? base.stack ?? StackProperties()
        change(&stack)
        properties.stack = stack
    }

    /// `{size: 17, weight: bold, family: [DejaVu Sans, WenQuanYi Micro Hei], italic: false}` or a size alone.
    func font(_ node: Node) -> FontDescriptor? {
        let sizeRule = "must be greater than 0 and at most 1000"
        if case .scalar = node {
            return reader.number(node, for: "font size", rule: sizeRule, where: { $0 > 0 && $0 <= 1000 })
                .map { size in
                    var font = base.font ?? FontDescriptor()
                    font.size = size
                    return font
                }
        }
        guard let entries = reader.mapping(node, for: "'font'") else { return nil }
        reader.checkKeys(entries, allowed: ["size", "weight", "family", "italic"], in: "'font'")
        var font = base.font ?? FontDescriptor()
        for entry in entries {
            switch entry.key {
            case "size":
                if let size = reader.number(entry.value, for: "font size", rule: sizeRule, where: { $0 > 0 && $0 <= 1000 }) {
                    font.size = size
                }
            case "weight":
                if let weight = reader.choice(entry.value, for: "font weight", from: FontWeight.allCases.map { ($0.rawValue, $0) }) {
                    font.weight = weight
                }
            case "family":
                if let families = families(entry.value) { font.families = families }
            case "italic":
                if let italic = reader.bool(entry.value, for: "'italic'") { font.italic = italic }
            default: break
            }
        }
        return font
    }

    /// One family or a list to try in order; `system` is the system font (the pinned families), which
    /// the renderer falls back to after any list.
    private func families(_ node: Node) -> [String]? {
        if case .scalar = node {
            guard let family = reader.string(node, for: "font family") else { return nil }
            return family == "system" ? [] : [family]
        }
        guard let items = reader.sequence(node, for: "font family") else { return nil }
        let families = items.compactMap { reader.string($0, for: "font family") }
        // The system font is every list's fallback already; naming it only marks where it stands.
        return families.count == items.count ? families.filter { $0 != "system" } : nil
    }

    private func border(_ node: Node, into properties: inout ViewProperties) {
        guard let entries = reader.mapping(node, for: "'border'") else { return }
        reader.checkKeys(entries, allowed: ["color", "width"], in: "'border'")
        for entry in entries {
            switch entry.key {
            case "color": properties.borderColor = reader.color(entry.value, for: "border colour")
            case "width": properties.borderWidth = reader.length(entry.value, for: "border width")
            default: break
            }
        }
    }

    /// A segmented control's titles: a list of text, at most ``LayoutLimits/maximumSegments``.
    private func segments(_ node: Node) -> [String]? {
        guard let items = reader.sequence(node, for: "'segments'") else { return nil }
        guard items.count <= LayoutLimits.maximumSegments else {
            reader.report(.limit, "'segments' has \(items.count) titles, at most \(LayoutLimits.maximumSegments) are allowed", at: node)
            return nil
        }
        let titles = items.compactMap { reader.string($0, for: "a segment title", maximumLength: LayoutLimits.maximumTextLength) }
        return titles.count == items.count ? titles : nil
    }

    /// A stepper's value or bound (``ControlValueRanges/stepperValue``).
    private func controlValue(_ node: Node, for what: String) -> Double? {
        let range = ControlValueRanges.stepperValue
        return reader.number(node, for: what, rule: "must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                             where: range.contains)
    }

    /// `[width, height]`, each a length or -1 for "no intrinsic size on this axis".
    private func intrinsicSize(_ node: Node) -> Size? {
        reader.numbers(node, for: "'intrinsic'", shape: ["width", "height"]) { node, what in
            reader.number(node, for: what, rule: "must be -1 (none) or from 0 to \(formatNumber(maximumLength))",
                          where: { $0 == -1 || ($0 >= 0 && $0 <= maximumLength) })
        }.map { Size(width: $0[0], height: $0[1]) }
    }

    /// `[first, last, height]`: a text's first and last baselines below its top, and its height,
    /// the baselines in order and inside the text.
    private func baselineMetrics(_ node: Node) -> BaselineMetrics? {
        guard let values = reader.numbers(node, for: "'baseline-metrics'", shape: ["first", "last", "height"], element: {
            reader.length($0, for: $1)
        }) else { return nil }
        guard values[0] <= values[1], values[1] <= values[2] else {
            reader.report(.invalidValue, "'baseline-metrics' must be in order, first ≤ last ≤ height, found "
                          + "[\(values.map(formatNumber).joined(separator: ", "))]", at: node)
            return nil
        }
        return BaselineMetrics(firstBaseline: values[0], lastBaseline: values[1], height: values[2])
    }

    /// `{mask: [flexibleWidth, flexibleBottomMargin], superview: [393, 852]}`: UIKit's mask and the
    /// superview size the frame was set in.
    private func autoresizing(_ node: Node) -> Autoresizing? {
        guard let entries = reader.mapping(node, for: "'autoresizing'") else { return nil }
        reader.checkKeys(entries, allowed: ["mask", "superview"], in: "'autoresizing'")
        var mask: AutoresizingMask?
        var superview: Size?
        for entry in entries {
            switch entry.key {
            case "mask":
                guard let items = reader.sequence(entry.value, for: "'mask'") else { continue }
                let options = items.compactMap { reader.choice($0, for: "autoresizing mask option",
                                                                      from: AutoresizingMask.named.map { ($0.name, $0.option) }) }
                if options.count == items.count { mask = options.reduce(into: AutoresizingMask()) { $0.formUnion($1) } }
            case "superview": superview = reader.size(entry.value, for: "'superview'")
            default: break
            }
        }
        let keys = entries.map(\.key)
        guard keys.contains("mask"), keys.contains("superview") else {
            reader.report(.syntax, "'autoresizing' needs both 'mask' (a list of UIKit's options) and 'superview' "
                          + "(the [width, height] the frame was set in)", at: node)
            return nil
        }
        guard let mask, let superview else { return nil }
        return Autoresizing(mask: mask, superviewSize: superview)
    }

    /// `{viewName: spacing}`: extra spacing after an arranged view.
    private func customSpacing(_ node: Node) -> [String: Double]? {
        guard let entries = reader.mapping(node, for: "'custom-spacing'") else { return nil }
        var spacing: [String: Double] = [:]
        for entry in entries {
            if let value = reader.length(entry.value, for: "custom spacing after '\(entry.key)'") {
                spacing[entry.key] = value
            }
        }
        return spacing
    }
}
