import PlumbLayout
import Testing
@testable import PlumbRender

@Suite("Rendering goldens")
struct RenderGoldenTests {
    static let fixtures: [(name: String, layout: @Sendable () -> SolvedLayout, options: RenderOptions)] = [
        ("gallery", { RenderFixtures.gallery() }, RenderOptions()),
        ("gallery-dark", { RenderFixtures.gallery() }, RenderOptions(theme: .dark)),
        ("constraints", { RenderFixtures.constraints() }, RenderOptions(showConstraints: true)),
        ("constraints-3x", { RenderFixtures.constraints(scale: 3) }, RenderOptions(showConstraints: true)),
        ("constraints-dark", { RenderFixtures.constraints() }, RenderOptions(theme: .dark, showConstraints: true)),
        ("scripts", { RenderFixtures.scripts() }, RenderOptions()),
        ("rtl", { RenderFixtures.rightToLeft() }, RenderOptions(showConstraints: true)),
        ("overlays", { RenderFixtures.overlays() }, RenderOptions(overlays: .all, showStackViews: true)),
    ]

    @Test("every fixture matches its golden", arguments: fixtures.indices, [RenderFormat.png, .svg, .pdf])
    func golden(index: Int, format: RenderFormat) throws {
        let fixture = Self.fixtures[index]
        var options = fixture.options
        options.format = format
        let bytes = try Renderer(options: options).render(fixture.layout())
        GoldenFile.check(bytes, named: fixture.name, format: format)
    }

    @Test("a sheet shows every canvas side by side with its caption", arguments: [RenderFormat.png, .svg])
    func sheet(format: RenderFormat) throws {
        let layouts = [RenderFixtures.overlays(), RenderFixtures.rightToLeft(), RenderFixtures.scripts()]
        let bytes = try Renderer(options: RenderOptions(format: format, scale: 1, showConstraints: true))
            .renderSheet(layouts, title: "Fixtures on three canvases")
        GoldenFile.check(bytes, named: "sheet", format: format)
    }
}
