extension DevicePreset {
    /// The canvas a device canvas name stands for: the name ``canvas(orientation:textSize:direction:name:)``
    /// gives a canvas by default (`iphone-se`, `iphone-15-landscape`, `ipad-pro-11-accessibility-xxxl-rtl`);
    /// `nil` for any other name.
    ///
    /// This is how a scene is laid out on a device it does not list, e.g. an Interface Builder document
    /// (whose one canvas is its own device) on an iPhone SE.
    public static func canvas(named name: String) -> Canvas? {
        for device in all where name.hasPrefix(device.name) {
            for orientation in Orientation.allCases {
                for textSize in ContentSizeCategory.allCases {
                    for direction in WritingDirection.allCases
                    where device.defaultCanvasName(orientation: orientation, textSize: textSize, direction: direction) == name {
                        return device.canvas(orientation: orientation, textSize: textSize, direction: direction)
                    }
                }
            }
        }
        return nil
    }

    /// Every device canvas name ``canvas(named:)`` knows, for suggestions when one is misspelt.
    public static var allCanvasNames: [String] {
        all.flatMap { device in
            Orientation.allCases.flatMap { orientation in
                ContentSizeCategory.allCases.flatMap { textSize in
                    WritingDirection.allCases.map { direction in
                        device.defaultCanvasName(orientation: orientation, textSize: textSize, direction: direction)
                    }
                }
            }
        }
    }
}
