import Testing
import PlumbImport

@Suite struct ReadableNamesTests {
    @Test(arguments: [
        ("Name Label", "nameLabel"), ("UIImageView", "imageView"), ("first-name field", "firstNameField"),
        ("URL", "url"), ("URLField", "urlField"), ("Top Layout Guide", "topLayoutGuide"),
        ("2nd view", "view2ndView"), ("UI", "ui"), ("NSView", "view"), ("Ünïcode box", "nCodeBox"),
    ])
    func identifiers(words: String, expected: String) {
        #expect(ReadableNames.identifier(from: words) == expected)
    }

    @Test func noLetterGivesNoIdentifier() {
        #expect(ReadableNames.identifier(from: "—  ") == nil)
    }

    @Test func namesAreUniqueCaseInsensitivelyAndAvoidReservedWords() {
        var names = ReadableNames(reserved: ["superview"])
        #expect(names.name(for: "UIImageView") == "imageView")
        #expect(names.name(for: "Image View") == "imageView2")
        #expect(names.name(for: "imageview") == "imageview3")
        #expect(names.name(for: "Superview") == "superview2")
        #expect(names.name(for: "   ", fallback: "label") == "label")
    }
}
