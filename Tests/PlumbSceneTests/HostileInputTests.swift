@testable import PlumbLayout
import PlumbScene
import Testing

/// Input meant to crash or stall a YAML reader gets an error instead.
@Suite struct HostileInputTests {
    func errors(_ yaml: String) -> [SceneError] {
        do {
            _ = try SceneLoader.load(text: yaml, path: "h.yaml")
            return []
        } catch {
            return error.errors
        }
    }

    @Test func deepFlowNestingIsRefused() {
        let yaml = "views: " + String(repeating: "[", count: 100_000)
        #expect(errors(yaml).map(\.description) == ["h.yaml:1:506: error: the YAML nests too deeply (more than 500 levels)"])
    }

    @Test func deepBlockNestingIsRefused() {
        let yaml = "views:\n" + String(repeating: "- ", count: 50_000) + "x\n"
        #expect(errors(yaml).map(\.description) == ["h.yaml:2:1: error: the YAML nests too deeply (more than 500 levels)"])
    }

    @Test func nestingWithinTheLimitIsRead() {
        // 400 levels parse and are then reported as what they are: not a view.
        let yaml = "views: " + String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        #expect(errors(yaml).map(\.message) == ["expected a view such as '- label: title', found a list"])
    }

    @Test func anAliasBombIsRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        yaml += "views: *a9\n"
        #expect(errors(yaml).map(\.description)
                == ["h.yaml:1:1: error: the scene is too large: more than 2000000 YAML values (with aliases expanded)"])
    }

    @Test func bracketsInsideQuotedTextDoNotCountAsNesting() throws {
        let labels = (0..<600).map { "  - label: l\($0)\n    text: \"Press [\"\n" }.joined()
        let scene = try SceneLoader.load(text: "views:\n" + labels, path: "h.yaml")
        #expect(scene.document.views.count == 600)
    }

    @Test func tabsAndControlCharactersAreSyntaxErrors() {
        #expect(errors("views:\n\t- view: box\n").first?.message.hasPrefix("invalid YAML:") == true)
        #expect(errors("views: \u{0}\u{1}").first?.message.hasPrefix("invalid YAML:") == true)
    }

    /// Mutations of a valid scene (characters dropped, doubled or replaced, deterministically) are
    /// each loaded or rejected with located errors; none crashes.
    @Test func mutatedScenesLoadOrFailCleanly() {
        let source = Array(SceneRoundTripTests.yaml)
        var generator = SplitMix64(seed: 42)
        let replacements: [Character] = [":", "-", " ", "\n", "[", "]", "{", "}", "\"", "'", "&", "*", "#", "@", "x", "9"]
        var rejected = 0
        for _ in 0..<300 {
            var text = source
            for _ in 0..<3 {
                let index = Int(generator.next() % UInt64(text.count))
                switch generator.next() % 3 {
                case 0: text.remove(at: index)
                case 1: text.insert(text[index], at: index)
                default: text[index] = replacements[Int(generator.next() % UInt64(replacements.count))]
                }
            }
            let found = errors(String(text))
            if !found.isEmpty { rejected += 1 }
            for error in found {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(rejected > 0)
    }
}
