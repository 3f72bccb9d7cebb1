import PlumbLayout
import Yams

/// Reads `canvases:`: each entry a device preset (`device`, `orientation`) or a custom `size` with
/// `scale`, `safe-area`, `traits`, `fit` and `caption`, either with `text-size`, `direction`, `bars` and an optional `name`.
struct CanvasReader {
    let reader: NodeReader

    static let deviceKeys = ["name", "device", "orientation", "text-size", "direction", "bars"]
    static let customKeys = ["name", "size", "scale", "safe-area", "traits", "fit", "caption", "text-size", "direction", "bars"]

    /// A canvas as read, where it is written, and whether the scene's `bars:` are still to be added
    /// to its safe area: a device canvas's are, unless it gives its own `bars:`; a custom canvas's
    /// `safe-area` is its whole safe area.
    struct Placed {
        var canvas: Canvas
        var place: SourceLocation
        var takesSceneBars: Bool
    }

    /// The canvases of the list, with duplicate names reported.
    func canvases(_ node: Node) -> [Canvas] {
        canvasesAndPlaces(node).map(\.canvas)
    }

    /// The canvases of the list and where each is written, with duplicate names reported.
    func canvasesAndPlaces(_ node: Node) -> [Placed] {
        guard let items = reader.sequence(node, for: "'canvases'") else { return [] }
        if items.isEmpty {
            reader.report(.invalidValue, "'canvases' is empty; leave it out for one iPhone 15 in portrait", at: node)
        }
        var canvases: [Placed] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let placed = canvas(item) else { continue }
            let name = placed.canvas.name
            if let first = seen[name] {
                reader.report(.nameClash, "duplicate canvas name '\(name)' (first at line \(first.line)); give one a 'name'",
                              at: placed.place, text: name)
                continue
            }
            seen[name] = placed.place
            canvases.append(placed)
        }
        return canvases
    }

    /// One canvas and the place its name comes from (its `name`, else its `device` or `size`).
    private func canvas(_ node: Node) -> Placed? {
        guard let entries = reader.mapping(node, for: "a canvas") else { return nil }
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let isDevice = byKey["device"] != nil
        if isDevice, let size = byKey["size"] {
            reader.report(.syntax, "a canvas has either 'device' or 'size', not both", at: size.keyNode)
            return nil
        }
        guard isDevice || byKey["size"] != nil else {
            reader.report(.syntax, "a canvas needs a 'device' (such as iphone-15) or a 'size' [width, height]", at: node)
            return nil
        }
        let allowed = isDevice ? Self.deviceKeys : Self.customKeys
        for entry in entries where !allowed.contains(entry.key) {
            if (isDevice ? Self.customKeys : Self.deviceKeys).contains(entry.key) {
                reader.report(.notApplicable, "'\(entry.key)' applies only to canvases with \(isDevice ? "a custom 'size'" : "a 'device'")",
                              at: entry.keyNode)
            } else {
                reader.reportUnknownKey(entry, allowed: allowed, in: "a canvas")
            }
        }

        var failed = false
        func read<T>(_ key: String, _ body: (Node) -> T?) -> T? {
            guard let entry = byKey[key] else { return nil }
            let value = body(entry.value)
            if value == nil { failed = true }
            return value
        }
        let name = read("name", canvasName)
        let textSize = read("text-size") { reader.choice($0, for: "text size", from: Self.textSizes) } ?? .large
        let direction = read("direction") {
            reader.choice($0, for: "direction", from: WritingDirection.allCases.map { ($0.rawValue, $0) })
        } ?? .leftToRight
        let ownBars = read("bars") { BarsReader(reader: reader).bars($0, for: "the canvas's 'bars'") }

        if isDevice {
            let device = read("device") { reader.choice($0, for: "device", from: DevicePreset.all.map { ($0.name, $0) }) }
            let orientation = read("orientation") {
                reader.choice($0, for: "orientation", from: Orientation.allCases.map { ($0.rawValue, $0) })
            } ?? .portrait
            guard let device, !failed else { return nil }
            let place = byKey["name"].map { reader.location(of: $0.value) } ?? byKey["device"].map { reader.location(of: $0.value) }
            let canvas = device.canvas(orientation: orientation, textSize: textSize, direction: direction, name: name)
            return Placed(canvas: ownBars?.applied(to: canvas) ?? canvas, place: place ?? reader.location(of: node),
                          takesSceneBars: ownBars == nil)
        }

        let size = read("size", canvasSize)
        let scale = read("scale") {
            reader.number($0, for: "'scale'", rule: "must be greater than 0 and at most \(formatNumber(LayoutLimits.maximumScale))",
                          where: { $0 > 0 && $0 <= LayoutLimits.maximumScale })
        } ?? 1
        let safeArea = read("safe-area") { reader.insets($0, for: "'safe-area'") } ?? .zero
        let traits = read("traits", traitsOf) ?? Traits()
        let fitting = read("fit", fitAxes) ?? []
        let subject = read("caption", captionSubject)
        guard let size, !failed else { return nil }
        if let problem = CanvasLimits.problem(size: size, scale: scale), let entry = byKey["size"] {
            reader.report(.limit, "a canvas of \(formatNumber(size.width)) × \(formatNumber(size.height)) points at scale "
                          + "\(formatNumber(scale)) cannot be drawn: \(problem)", at: entry.value)
            return nil
        }
        if safeArea.top + safeArea.bottom > size.height || safeArea.left + safeArea.right > size.width,
           let entry = byKey["safe-area"] {
            reader.report(.invalidValue, "the safe area insets leave no room inside the canvas of \(formatNumber(size.width)) × "
                          + "\(formatNumber(size.height)) points", at: entry.value)
            return nil
        }
        let barred = ownBars?.applied(to: Canvas(name: "", size: size, safeArea: safeArea, traits: traits)).safeArea ?? safeArea
        if barred.top + barred.bottom > size.height, let entry = byKey["bars"] {
            reader.report(.invalidValue, "the bars leave no room inside the canvas of \(formatNumber(size.width)) × "
                          + "\(formatNumber(size.height)) points: its safe area would be \(formatNumber(barred.top)) from the top "
                          + "and \(formatNumber(barred.bottom)) from the bottom", at: entry.value)
            return nil
        }
        let defaultName = "custom-\(formatNumber(size.width))x\(formatNumber(size.height))"
        let canvasName = (name ?? defaultName)
            + (name == nil && textSize != .large ? "-\(textSize.rawValue)" : "")
            + (name == nil && direction == .rightToLeft ? "-rtl" : "")
        let caption = Canvas.caption(subject: subject ?? Canvas.captionSize(size), orientation: nil,
                                     traits: traits, textSize: textSize, direction: direction)
        let place = byKey["name"].map { reader.location(of: $0.value) } ?? byKey["size"].map { reader.location(of: $0.value) }
        var canvas = Canvas(name: canvasName, size: size, scale: scale, safeArea: barred, traits: traits,
                            direction: direction, textSize: textSize, caption: caption)
        canvas.fitting = fitting
        return Placed(canvas: canvas, place: place ?? reader.location(of: node), takesSceneBars: false)
    }

    /// A canvas name: letters, digits, `-`, `_` and `.`, so that it can name a file.
    private func canvasName(_ node: Node) -> String? {
        guard let name = reader.string(node, for: "a canvas name", maximumLength: LayoutLimits.maximumNameLength) else {
            return nil
        }
        let allowed = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        guard allowed, !name.hasPrefix(".") else {
            reader.report(.invalidValue, "canvas name '\(name)' may hold only letters, digits, '-', '_' and '.' (it names files)", at: node)
            return nil
        }
        return name
    }

    /// `caption`: what a custom canvas stands for (`iPhone 12 · portrait`, an imported document's
    /// device), one line of at most ``LayoutLimits/maximumNameLength`` characters that opens the caption
    /// in place of the size.
    private func captionSubject(_ node: Node) -> String? {
        guard let text = reader.string(node, for: "a canvas 'caption'", maximumLength: LayoutLimits.maximumNameLength) else {
            return nil
        }
        if text.allSatisfy(\.isWhitespace) {
            reader.report(.invalidValue, "a canvas 'caption' is empty; name what the canvas stands for, such as "
                          + "'iPhone 12 · portrait', or leave it out for the canvas's size", at: node)
            return nil
        }
        if text.contains(where: \.isNewline) {
            reader.report(.invalidValue, "a canvas 'caption' must be one line", at: node)
            return nil
        }
        return text
    }

    /// `[width, height]`, each greater than 0 and at most ``LayoutLimits/maximumCanvasSide`` points.
    private func canvasSize(_ node: Node) -> Size? {
        reader.numbers(node, for: "the canvas 'size'", shape: ["width", "height"]) { node, what in
            reader.number(node, for: "canvas \(what.hasPrefix("the width") ? "width" : "height")",
                          rule: "must be greater than 0 and at most \(formatNumber(LayoutLimits.maximumCanvasSide)) points",
                          where: { $0 > 0 && $0 <= LayoutLimits.maximumCanvasSide })
        }.map { Size(width: $0[0], height: $0[1]) }
    }

    /// `fit: [width, height]`: the axes on which the root view takes its fitting size.
    private func fitAxes(_ node: Node) -> FittingAxes? {
        guard let items = reader.sequence(node, for: "'fit'") else { return nil }
        let options: [(name: String, value: FittingAxes)] = [("width", .width), ("height", .height)]
        let axes = items.map { reader.choice($0, for: "'fit' axis", from: options) }
        return axes.contains(where: { $0 == nil }) ? nil : FittingAxes(axes.compactMap { $0 })
    }

    /// `{width: regular, height: compact}`; a missing class is compact width or regular height.
    private func traitsOf(_ node: Node) -> Traits? {
        guard let condition = TraitConditionReader(reader: reader).condition(node, for: "'traits'", allowAny: false) else {
            return nil
        }
        return Traits(horizontal: condition.horizontal ?? .compact, vertical: condition.vertical ?? .regular)
    }

    /// Text size names: the short ones (`xs` … `accessibility-xxxl`) and spelt out (`extra-small`).
    static let textSizes: [(name: String, value: ContentSizeCategory)] = ContentSizeCategory.allCases.map { ($0.rawValue, $0) } + [
        ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge), ("extra-extra-extra-large", .extraExtraExtraLarge),
        ("accessibility-medium", .accessibilityMedium), ("accessibility-large", .accessibilityLarge),
        ("accessibility-extra-large", .accessibilityExtraLarge),
        ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]
}

/// Reads `{width: regular, height: compact}` size-class conditions, for `when:` blocks and custom canvases.
struct TraitConditionReader {
    let reader: NodeReader

    /// `allowAny` lets a class be `any` (a `when:` block); a canvas needs definite classes.
    func condition(_ node: Node, for what: String, allowAny: Bool) -> TraitCondition? {
        guard let entries = reader.mapping(node, for: what) else { return nil }
        reader.checkKeys(entries, allowed: ["width", "height"], in: what)
        var options: [(name: String, value: SizeClass?)] = SizeClass.allCases.map { ($0.rawValue, $0) }
        if allowAny { options.append(("any", nil)) }
        var condition = TraitCondition()
        var failed = false
        for entry in entries where entry.key == "width" || entry.key == "height" {
            guard let sizeClass = reader.choice(entry.value, for: "size class", from: options) else {
                failed = true
                continue
            }
            if entry.key == "width" { condition.horizontal = sizeClass } else { condition.vertical = sizeClass }
        }
        return failed ? nil : condition
    }
}

/// The one rule on how large a canvas may be drawn, shared by the loader and `--scale`.
enum CanvasLimits {
    /// Why a canvas of `size` points cannot be drawn at `scale`, or nil when it can.
    static func problem(size: Size, scale: Double) -> String? {
        let limit = LayoutLimits.maximumCanvasPixels
        guard max(size.width, size.height) * scale > limit else { return nil }
        let side = size.width >= size.height ? "wide" : "high"
        return "its picture would be \(formatNumber((max(size.width, size.height) * scale).rounded(.up))) pixels \(side); "
            + "a side times the scale may be at most \(formatNumber(limit)) pixels"
    }
}
