import PlumbLayout

/// Writes a canvas as ``CanvasReader`` reads it: a device preset when it is one, else a custom size.
enum CanvasWriter {
    /// The canvas as a one-line flow mapping: `{device: iphone-15, orientation: landscape}` or
    /// `{name: cell, size: [375, 44], fit: [height]}`.
    static func entry(for canvas: Canvas) -> String {
        "{" + (deviceFields(canvas) ?? customFields(canvas)).joined(separator: ", ") + "}"
    }

    /// The fields of a preset that makes exactly this canvas, named or not; nil when none does.
    private static func deviceFields(_ canvas: Canvas) -> [String]? {
        guard canvas.fitting.isEmpty else { return nil }
        for device in DevicePreset.all {
            for orientation in Orientation.allCases {
                let made = device.canvas(orientation: orientation, textSize: canvas.textSize, direction: canvas.direction)
                var named = made
                named.name = canvas.name
                guard named == canvas else { continue }
                var fields: [String] = []
                if made.name != canvas.name { fields.append("name: " + YAMLText.name(canvas.name)) }
                fields.append("device: " + YAMLText.name(device.name))
                if orientation != .portrait { fields.append("orientation: " + orientation.rawValue) }
                fields += textFields(canvas)
                return fields
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
        return fields + textFields(canvas)
    }

    private static func textFields(_ canvas: Canvas) -> [String] {
        var fields: [String] = []
        if canvas.textSize != .large { fields.append("text-size: " + canvas.textSize.rawValue) }
        if canvas.direction != .leftToRight { fields.append("direction: " + canvas.direction.rawValue) }
        return fields
    }
}
