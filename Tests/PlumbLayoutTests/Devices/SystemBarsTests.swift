import Testing
import PlumbLayout

/// The bars a scene keeps, added to the safe area of the device canvases it is moved to.
@Suite struct SystemBarsTests {
    private func canvas(_ name: String) throws -> Canvas {
        try #require(DevicePreset.canvas(named: name))
    }

    @Test func barHeightsFollowTheCanvasSizeClasses() throws {
        let bars = SystemBars(navigationBar: true, bottomBar: .tabBar)
        // iPhone SE: 20-pt status bar, 44 + 49 in portrait; no status bar and 32 + 32 in landscape.
        #expect(bars.applied(to: try canvas("iphone-se")).safeArea == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(bars.applied(to: try canvas("iphone-se-landscape")).safeArea == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
        // iPad Pro 11": 24 + 50 above, 20 + 50 below, either way up.
        #expect(bars.applied(to: try canvas("ipad-pro-11")).safeArea == EdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
        #expect(bars.applied(to: try canvas("ipad-pro-11-landscape")).safeArea == EdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
        // iPhone 15 Pro Max in landscape is regular-width: 44 and 49 over its 21-pt home indicator.
        #expect(bars.applied(to: try canvas("iphone-15-pro-max-landscape")).safeArea == EdgeInsets(top: 44, left: 59, bottom: 70, right: 59))
    }

    @Test func aLargeTitleOnlyWhereTheHeightIsRegularAndAToolbar() throws {
        let bars = SystemBars(navigationBar: true, largeTitle: true, bottomBar: .toolbar)
        #expect(bars.applied(to: try canvas("iphone-15")).safeArea == EdgeInsets(top: 59 + 44 + 52, left: 0, bottom: 34 + 44, right: 0))
        #expect(bars.applied(to: try canvas("iphone-15-landscape")).safeArea == EdgeInsets(top: 32, left: 59, bottom: 21 + 32, right: 59))
    }

    @Test func aSceneMovedToOtherCanvasesTakesItsBarsAlong() throws {
        var scene = PlumbLayout.Scene(name: "bars", document: LayoutDocument(), canvases: [try canvas("iphone-15")], path: "bars.yaml")
        let targets = [try canvas("iphone-se"), try canvas("ipad-pro-11")]
        #expect(scene.onCanvases(targets).canvases == targets)
        scene.bars = SystemBars(bottomBar: .tabBar)
        #expect(scene.onCanvases(targets).canvases.map(\.safeArea.bottom) == [49, 70])
        #expect(scene.onCanvases(targets).canvases.map(\.name) == ["iphone-se", "ipad-pro-11"])
    }
}
