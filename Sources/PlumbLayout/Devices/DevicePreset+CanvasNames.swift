extension DevicePreset {
    /// The canvas a device canvas name stands for: the name ``canvas(orientation:textSize:direction:name:)``
    /// gives a canvas by default (`iphone-se`, `iphone-15-landscape`, `ipad-pro-11-accessibility-xxxl-rtl`);
    /// `nil` for any other name.
    ///
    /// This is how a scene is laid out on a device it does not list, e.g. an Interface Builder document
    /// (whose one canvas is its own device) on an iPhone SE.
    public static func canvas(named name: String) -> Canvas? {
        for device in all where name.hasPrefix(device.name) {
            if let setting = device.settings.first(where: { device.canvasName($0) == name }) {
                return device.canvas(orientation: setting.orientation, textSize: setting.textSize, direction: setting.direction)
            }
        }
        return nil
    }

    /// Every device canvas name ``canvas(named:)`` knows, for suggestions when one is misspelt.
    public static var allCanvasNames: [String] {
        all.flatMap { device in device.settings.map(device.canvasName) }
    }

    private typealias Setting = (orientation: Orientation, textSize: ContentSizeCategory, direction: WritingDirection)

    /// Every orientation, text size and writing direction a canvas of this device can have.
    private var settings: [Setting] {
        Orientation.allCases.flatMap { orientation in
            ContentSizeCategory.allCases.flatMap { textSize in
                WritingDirection.allCases.map { direction in (orientation, textSize, direction) }
            }
        }
    }

    private func canvasName(_ setting: Setting) -> String {
        defaultCanvasName(orientation: setting.orientation, textSize: setting.textSize, direction: setting.direction)
    }
}
