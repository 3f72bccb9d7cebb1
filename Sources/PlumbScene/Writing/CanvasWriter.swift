import PlumbLayout

/// Writes a canvas as ``CanvasReader`` reads it: a device preset when it is one (with the scene's
/// bars, or bars of its own), else a custom size.
enum CanvasWriter {
    /// The canvas as a one-line flow mapping: `{device: iphone-15, orientation: landscape}` or
    /// `{name: cell, size: [375, 44], fit: [height]}`. `sceneBars` are the scene's `bars:`, which the
    /// reader adds to every device canvas that gives none of its own.
    static func entry(for canvas: Canvas, sceneBars: SystemBars? = nil) -> String {
        "{" + (deviceFields(canvas, sceneBars: sceneBars ?? SystemBars()) ?? customFields(canvas)).joined(separator: ", ") + "}"
    }

    /// `bars:` as the reader reads it: `{navigation-bar: true, large-title: true, bottom-bar: tab-bar}`, or `none`.
    static func barsValue(_ bars: SystemBars) -> String {
        var fields: [String] = []
        if bars.navigationBar { fields.append("navigation-bar: true") }
        if bars.navigationBar && bars.largeTitle { fields.append("large-title: true") }
        switch bars.bottomBar {
        case .tabBar?: fields.append("bottom-bar: tab-bar")
        case .toolbar?: fields.append("bottom-bar: toolbar")
        case nil: break
        }
        return fields.isEmpty ? "none" : "{" + fields.joined(separator: ", ") + "}"
    }

    /// Every combination of bars a scene can say, the scene's own first.
    private static func barChoices(first: SystemBars) -> [SystemBars] {
        var choices = [first]
        for navigation in [(false, false), (true, false), (true, true)] {
            for bottom in [nil, SystemBars.BottomBar.tabBar, .toolbar] {
                let bars = SystemBars(navigationBar: navigation.0, largeTitle: navigation.1, bottomBar: bottom)
                if bars != first { choices.append(bars) }
            }
        }
        return choices
    }

    /// The fields of a preset (under some bars) that makes exactly this canvas, named or not; nil when none does.
    private static func deviceFields(_ canvas: Canvas, sceneBars: SystemBars) -> [String]? {
        guard canvas.fitting.isEmpty else { return nil }
        let choices = barChoices(first: sceneBars)
        for device in DevicePreset.all {
            for orientation in Orientation.allCases {
                let made = device.canvas(orientation: orientation, textSize: canvas.textSize, direction: canvas.direction)
                for bars in choices {
                    var named = bars.applied(to: made)
                    named.name = canvas.name
                    guard named == canvas else { continue }
                    var fields: [String] = []
                    if made.name != canvas.name { fields.append("name: " + YAMLText.name(canvas.name)) }
                    fields.append("device: " + YAMLText.name(device.name))
                    if orientation != .portrait { fields.append("orientation: " + orientation.rawValue) }
                    fields += textFields(canvas)
                    if bars != sceneBars { fields.append("bars: " + barsValue(bars)) }
                    return fields
                }
            }
        }
        return nil
    }

    private static func customFields(_ canvas: Canvas) -> [String] {
        var fields = ["name: " + YAMLText.name(canvas.name), "size: " + YAMLText.numbers([canvas.size.width, canvas.size.height])]
        if canvas.scale != 1 { fields.append("scale: " + YAMLText.number(canvas.scale)) }
        if canvas.safeArea != .zero {
            let area = canvas.safeArea
            fields.append("safe-area: " + YAMLText.numbers([area.top, area.left, area.bottom, area.right]))
        }
        if canvas.traits != Traits() {
            fields.append("traits: {width: \(canvas.traits.horizontal.rawValue), height: \(canvas.traits.vertical.rawValue)}")
        }
        var fit: [String] = []
        if canvas.fitting.contains(.width) { fit.append("width") }
        if canvas.fitting.contains(.height) { fit.append("height") }
        if !fit.isEmpty { fields.append("fit: [" + fit.joined(separator: ", ") + "]") }
        if let subject = captionSubject(canvas) { fields.append("caption: " + YAMLText.quoted(subject)) }
        return fields + textFields(canvas)
    }

    /// What opens a custom canvas's caption when it is not the canvas's size (an imported document's
    /// device, `iPhone 12 · portrait`), as `caption:` gives it; `nil` for the size, or for a caption not
    /// in the form the reader makes (subject, size classes, text size, direction), which is not kept.
    private static func captionSubject(_ canvas: Canvas) -> String? {
        let tail = Canvas.caption(subject: "", orientation: nil, traits: canvas.traits, textSize: canvas.textSize,
                                  direction: canvas.direction)
        guard canvas.caption.hasSuffix(tail) else { return nil }
        let subject = String(canvas.caption.dropLast(tail.count))
        guard subject != Canvas.captionSize(canvas.size), !subject.allSatisfy(\.isWhitespace), !subject.contains(where: \.isNewline),
              subject.count <= LayoutLimits.maximumNameLength else { return nil }
        return subject
    }

    private static func textFields(_ canvas: Canvas) -> [String] {
        var fields: [String] = []
        if canvas.textSize != .large { fields.append("text-size: " + canvas.textSize.rawValue) }
        if canvas.direction != .leftToRight { fields.append("direction: " + canvas.direction.rawValue) }
        return fields
    }
}
