import Testing
@testable import PlumbRender

@Suite("SVG post-processing")
struct SVGDocumentTests {
    @Test("cairo's counter ids are renumbered by first appearance, references with them")
    func renumbering() {
        let svg = """
        <svg><defs><g id="surface17"><image id="image23"/></g><g id="surface9"/></defs>\
        <use xlink:href="#surface9"/><use xlink:href="#surface17"/><use xlink:href="#image23"/>\
        <g id="glyph0-1"/><text>surface17 is text, not an id</text></svg>
        """
        #expect(SVGDocument.normalizingIDs(svg) == """
        <svg><defs><g id="surface1"><image id="image1"/></g><g id="surface2"/></defs>\
        <use xlink:href="#surface2"/><use xlink:href="#surface1"/><use xlink:href="#image1"/>\
        <g id="glyph0-1"/><text>surface17 is text, not an id</text></svg>
        """)
    }

    @Test("extra elements go just before the closing tag")
    func appending() {
        #expect(SVGDocument.appending("<g/>\n", to: "<svg>\n<path/>\n</svg>\n") == "<svg>\n<path/>\n<g/>\n</svg>\n")
        #expect(SVGDocument.appending("", to: "<svg></svg>") == "<svg></svg>")
        #expect(SVGDocument.appending("<g/>", to: "not svg") == "not svg")
    }

    @Test("text is escaped for XML")
    func escaping() {
        #expect("a < b && \"c\" > d".xmlEscaped == "a &lt; b &amp;&amp; &quot;c&quot; &gt; d")
    }
}
