import Foundation
import PlumbTestSupport
@testable import PlumbSite
import Testing

@Suite(.temporaryFolders) struct LivePageTests {
    /// The data a page's script holds is JSON in which no `<` can end the script early.
    @Test func jsonStringsEscapeWhatWouldEndTheScript() {
        #expect(LivePage.jsonString("a \"b\"\\\n</script>\u{1}") == #""a \"b\"\\\n\u003c/script>\u0001""#)
    }

    @Test func picturesAreInlinedWithIdsOfTheirOwnAndAViewBoxPerView() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let html = LivePage.document([LivePage.Scene(page: page, sourceURL: "/files/0/boxes.yaml")], version: 1, title: "t")
        // Cairo names its glyphs alike in every picture; inline, each picture's are its own.
        #expect(html.contains("id=\"s0c0-glyph0-0\"") && html.contains("id=\"s0c1-glyph0-0\""))
        #expect(!html.contains("id=\"glyph"))
        #expect(!html.contains("<?xml"))
        #expect(html.contains("<rect data-view=\"blueBox\" x=\"32\" y=\"95\" width=\"361\" height=\"120\" data-frame=\"x 16, y 79, 361 × 120\"/>"))
        #expect(html.contains("<a href=\"/files/0/boxes.yaml\">"))
        #expect(html.contains("<body data-version=\"1\">"))
    }

    @Test func anUpdateIsJSONWhoseHTMLCannotEndAScript() throws {
        let (scene, _) = try loadScene()
        let page = ScenePageBuilder().page(for: scene, source: boxesScene)
        let update = LivePage.update([LivePage.Scene(page: page, showsLastGoodPictures: true)], version: 7)
        #expect(!update.contains("<"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(update.utf8)) as? [String: Any])
        #expect(decoded["version"] as? Int == 7)
        let html = try #require(decoded["html"] as? String)
        #expect(html.contains("<p class=\"stale\">The scene has errors: showing the last pictures drawn without them.</p>"))
        #expect(html.contains("<tr class=\"not-met\" data-items=\"redBox\" data-equation=\"redBox.width == 500 @high\""))
    }
}
