@testable import PlumbImport
import PlumbLayout
@testable import PlumbScene
import Testing

/// A colour name means one colour whichever format names it: a scene (`systemRed`), an Interface
/// Builder document (`systemRedColor`) or Swift code (`UIColor.systemRed`) take the same light value
/// (`docs/semantics.md`, *Colours*, gives each value's source).
@Suite struct SystemColorNameTests {
    @Test func everyReaderGivesANameTheSameLightValue() {
        var compared = 0
        for (name, color) in ColorNames.table {
            let light = color.light.description
            if let fromDocument = InterfaceBuilderValues.systemColors[name + "Color"] {
                #expect(fromDocument.description == light, "\(name)Color in a document")
                compared += 1
            }
            if let fromCode = CodeVocabulary.color(named: name) {
                #expect(fromCode.light.description == light, "UIColor.\(name) in code")
                compared += 1
            }
        }
        // Most of the scene's names are known to the other two readers as well.
        #expect(compared >= 25)
    }

    @Test func theSystemColoursKeepTheirSourcedValues() throws {
        let expected: [(name: String, light: String, dark: String)] = [
            ("systemBlue", "#007aff", "#0a84ff"), ("systemRed", "#ff3b30", "#ff453a"),
            ("systemGreen", "#34c759", "#30d158"), ("systemOrange", "#ff9500", "#ff9f0a"),
            ("systemYellow", "#ffcc00", "#ffd60a"), ("systemGray", "#8e8e93", "#8e8e93"),
            ("systemGray5", "#e5e5ea", "#2c2c2e"), ("systemGray6", "#f2f2f7", "#1c1c1e"),
            ("label", "#000000", "#ffffff"), ("systemBackground", "#ffffff", "#000000"),
            ("secondaryLabel", "#3c3c4399", "#ebebf599"), ("placeholderText", "#3c3c434d", "#ebebf54d"),
        ]
        for (name, light, dark) in expected {
            let color = try #require(ColorNames.color(named: name))
            #expect(color.light.description == light, "\(name) light")
            #expect(color.dark.description == dark, "\(name) dark")
        }
    }
}
