import Testing
import PlumbLayout

/// `DevicePreset.canvas(named:)` reads back every name a device canvas is given by default.
@Suite struct DeviceCanvasNameTests {
    @Test func everyDefaultNameReadsBackAsItsCanvas() {
        for device in DevicePreset.all {
            for orientation in Orientation.allCases {
                for textSize in ContentSizeCategory.allCases {
                    for direction in WritingDirection.allCases {
                        let made = device.canvas(orientation: orientation, textSize: textSize, direction: direction)
                        #expect(DevicePreset.canvas(named: made.name) == made, "\(made.name)")
                    }
                }
            }
        }
        #expect(DevicePreset.allCanvasNames.count == Set(DevicePreset.allCanvasNames).count)
    }

    @Test func aDeviceWhoseNameBeginsAnotherIsNotMistakenForIt() throws {
        // iphone-15 is the start of iphone-15-pro and of iphone-15-landscape.
        let pro = try #require(DevicePreset.canvas(named: "iphone-15-pro-landscape"))
        #expect(pro.caption.hasPrefix("iPhone 15 Pro ·"))
        #expect(pro.size == Size(width: 852, height: 393))
        let plain = try #require(DevicePreset.canvas(named: "iphone-15-accessibility-xxxl-rtl"))
        #expect(plain.caption.hasPrefix("iPhone 15 ·"))
        #expect(plain.textSize == .accessibilityExtraExtraExtraLarge)
        #expect(plain.direction == .rightToLeft)
    }

    @Test func otherNamesAreNotDevices() {
        for name in ["iphone-15-rtl-landscape", "iphone-15-l", "iphone", "custom-100x50", "", "iphone-15-"] {
            #expect(DevicePreset.canvas(named: name) == nil, "\(name)")
        }
    }
}
