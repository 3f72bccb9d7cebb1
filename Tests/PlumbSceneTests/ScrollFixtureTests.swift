import PlumbLayout
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
