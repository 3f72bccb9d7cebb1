import PlumbLayout
import PlumbScene
import Testing

/// The scenes of `fixtures/scroll/` read from YAML (VFL included) give the frames worked out by hand
/// in their comments and in `ScrollContentSizeTests`, in one solve unless text wraps.
@Suite struct ScrollFixtureTests {
    func layouts(_ name: String) throws -> [String: SolvedLayout] {
        try FixtureTests.solve("scroll/\(name).yaml")
    }

    func absolute(_ layout: SolvedLayout?, _ view: String) throws -> Rect {
        try #require(layout?.view(named: view)).absolute
    }

    @Test func contentTallerThanTheFrame() throws {
        let layouts = try layouts("content-taller-than-frame")
        for (canvas, x, y, width) in [("iphone-15", 0.0, 59.0, 393.0), ("iphone-15-landscape", 59, 0, 734)] {
            let layout = layouts[canvas]
            #expect(try absolute(layout, "block") == Rect(x: x + 8, y: y + 154, width: width - 16, height: 1200))
            #expect(layout?.contentSizes["scroller"] == Size(width: width, height: 1362))
            #expect(layout?.passes == 1)
        }
    }

    @Test func contentWiderThanTheFrame() throws {
        let layouts = try layouts("content-wider-than-frame")
        #expect(try absolute(layouts["iphone-15"], "strip") == Rect(x: 20, y: 67, width: 1000, height: 50))
        #expect(try absolute(layouts["iphone-15-landscape"], "strip") == Rect(x: 79, y: 8, width: 1000, height: 50))
        for layout in layouts.values {
            #expect(layout.contentSizes["scroller"] == Size(width: 1040, height: 66))
            #expect(layout.passes == 1)
        }
    }

    @Test func nestedScrollViews() throws {
        let layouts = try layouts("nested-scroll-views")
        #expect(try absolute(layouts["iphone-15"], "row") == Rect(x: 8, y: 959, width: 600, height: 120))
        #expect(try absolute(layouts["iphone-15-landscape"], "row") == Rect(x: 67, y: 900, width: 600, height: 120))
        #expect(layouts["iphone-15"]?.contentSizes == ["outer": Size(width: 393, height: 1060),
                                                      "inner": Size(width: 600, height: 120)])
        #expect(layouts["iphone-15-landscape"]?.contentSizes["outer"] == Size(width: 734, height: 1060))
    }

    @Test func labelTallerThanTheScreen() throws {
        let layouts = try layouts("long-label")
        for layout in layouts.values {
            let body = try absolute(layout, "body")
            #expect(body.width == 304 && body.height > 1000)
            #expect(layout.contentSizes["scroller"] == Size(width: 320, height: body.height + 16))
            #expect(layout.passes == 2)
            #expect(layout.diagnostics.isEmpty)
        }
    }
}

/// `fit:` on a custom canvas: the root view takes its fitting size on those axes.
@Suite struct FittingCanvasFixtureTests {
    @Test func theCellIsAsTallAsItsContent() throws {
        let scene = try SceneLoader.load(path: FixtureTests.fixturesFolder.appendingPathComponent("features/fitting-size-cell.yaml").path)
        #expect(scene.canvases.map(\.fitting) == [.height])
        let layout = try #require(try FixtureTests.solve("features/fitting-size-cell.yaml")["cell"])
        // Fixed-advance text: title 17 pt → 20.4, rounded up to the 2x grid: 20.5; detail 15 pt wraps
        // at 288 = 38 characters: "The root view of this scene is as tall" / "as its content says,
        // like a" / "self-sizing cell." → 3 lines × 18 = 54. 12 + 20.5 + 4 + 54 + 12 = 102.5.
        #expect(layout.canvas.size == Size(width: 320, height: 102.5))
        #expect(layout.view(named: "detail")?.frame == Rect(x: 16, y: 36.5, width: 288, height: 54))
    }
}
