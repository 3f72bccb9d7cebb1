import PlumbLayout
import Testing

/// The device table: sizes, scales, safe areas and size classes per orientation.
@Suite struct DevicePresetTests {
    @Test func everyRequiredDeviceIsThere() {
        for name in ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-pro-11", "ipad-pro-12.9",
                     "iphone-14", "iphone-15-pro", "iphone-16", "iphone-15-plus"] {
            #expect(DevicePreset.named(name) != nil, "\(name)")
        }
        #expect(Set(DevicePreset.allNames).count == DevicePreset.all.count)
    }

    @Test func iPhone15InBothOrientations() throws {
        let device = try #require(DevicePreset.named("iphone-15"))
        let portrait = device.canvas()
        #expect(portrait.name == "iphone-15")
        #expect(portrait.size == Size(width: 393, height: 852))
        #expect(portrait.scale == 3)
        #expect(portrait.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(portrait.traits == Traits(horizontal: .compact, vertical: .regular))
        let landscape = device.canvas(orientation: .landscape)
        #expect(landscape.name == "iphone-15-landscape")
        #expect(landscape.size == Size(width: 852, height: 393))
        #expect(landscape.safeArea == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(landscape.traits == Traits(horizontal: .compact, vertical: .compact))
        #expect(landscape.caption == "iPhone 15 · landscape · wC hC · text L · LTR")
    }

    @Test func theLargeIPhonesAreRegularWidthInLandscape() throws {
        let device = try #require(DevicePreset.named("iphone-15-pro-max"))
        #expect(device.canvas(orientation: .landscape).traits == Traits(horizontal: .regular, vertical: .compact))
        #expect(device.canvas().size == Size(width: 430, height: 932))
    }

    @Test func iPadsAreRegularInBothOrientations() throws {
        for name in ["ipad-pro-11", "ipad-pro-12.9"] {
            let device = try #require(DevicePreset.named(name))
            for orientation in Orientation.allCases {
                let canvas = device.canvas(orientation: orientation)
                #expect(canvas.traits == Traits(horizontal: .regular, vertical: .regular))
                #expect(canvas.safeArea == EdgeInsets(top: 24, bottom: 20))
                #expect(canvas.scale == 2)
            }
        }
        #expect(DevicePreset.named("ipad-pro-12.9")?.canvas(orientation: .landscape).size == Size(width: 1366, height: 1024))
    }

    @Test func iPhoneSEHasAStatusBarOnlyInPortrait() throws {
        let device = try #require(DevicePreset.named("iphone-se"))
        #expect(device.canvas().safeArea == EdgeInsets(top: 20))
        #expect(device.canvas(orientation: .landscape).safeArea == .zero)
        #expect(device.canvas().size == Size(width: 375, height: 667))
    }

    @Test func namesAndCaptionsCarryTextSizeAndDirection() throws {
        let device = try #require(DevicePreset.named("iphone-se"))
        let canvas = device.canvas(orientation: .landscape, textSize: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft)
        #expect(canvas.name == "iphone-se-landscape-accessibility-xxxl-rtl")
        #expect(canvas.caption == "iPhone SE · landscape · wC hC · text AX XXXL · RTL")
        #expect(canvas.textSize == .accessibilityExtraExtraExtraLarge)
        #expect(canvas.direction == .rightToLeft)
        #expect(device.canvas(name: "small").name == "small")
    }
}
