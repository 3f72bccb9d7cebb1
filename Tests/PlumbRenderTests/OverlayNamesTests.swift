import Testing
@testable import PlumbRender

@Suite("Overlay names")
struct OverlayNamesTests {
    @Test("a list of names reads into overlays, blanks and spaces ignored")
    func readsNames() throws {
        #expect(try RenderOptions.Overlays(parsing: " safe-area, guides,,names") == [.safeArea, .guides, .viewNames])
        #expect(try RenderOptions.Overlays(parsing: "all") == .all)
        #expect(try RenderOptions.Overlays(parsing: "") == [])
    }

    @Test("an unknown name is an error that lists the valid ones")
    func unknownName() {
        #expect(throws: UnknownOverlay(name: "grid")) { try RenderOptions.Overlays(parsing: "margins,grid") }
        #expect(UnknownOverlay(name: "grid").description
            == "unknown overlay 'grid'; valid: safe-area, margins, guides, names, all, none")
    }
}
