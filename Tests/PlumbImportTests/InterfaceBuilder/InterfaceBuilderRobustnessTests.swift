import Foundation
import PlumbImport
import PlumbLayout
import PlumbTestSupport
import Testing

/// Broken documents end in located errors or in scenes the engine can solve, never in a crash.
@Suite struct InterfaceBuilderRobustnessTests {
    static let login = InterfaceBuilderFixtureTests.folder.appendingPathComponent("Login.storyboard")

    /// Reads `data`; a document that reads is solved too. Returns whether it read.
    @discardableResult
    static func readAndSolve(_ data: Data) -> Bool {
        do {
            let document = try InterfaceBuilderReader.document(data: data, path: "Broken.storyboard")
            for imported in document.scenes {
                _ = try? imported.scene(textSizes: .fromDocument).solve { _ in FixedAdvanceTextMeasurer() }
            }
            return true
        } catch {
            #expect(!error.errors.isEmpty)
            #expect(error.errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            return false
        }
    }

    @Test func everyTruncationIsALocatedErrorOrAScene() throws {
        let data = try Data(contentsOf: Self.login)
        var errors = 0
        for length in stride(from: 0, to: data.count, by: 89) {
            if !Self.readAndSolve(data.prefix(length)) { errors += 1 }
        }
        #expect(errors > 0)
        #expect(Self.readAndSolve(data))
    }

    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirPlace() {
        // FoundationXML would trap on the byte inside the tag.
        var bytes = Array("<document>\n  <view id=\"a".utf8)
        bytes += [0xFF] + Array("\"/>\n</document>".utf8)
        do {
            _ = try InterfaceBuilderReader.document(data: Data(bytes), path: "Broken.xib")
            Issue.record("read")
        } catch {
            #expect(error.errors.map(\.description) == [
                "Broken.xib:2:14: error: the file is not UTF-8 here; Xcode writes Interface Builder documents in UTF-8",
            ])
        }
    }

    @Test func mutatedBytesNeverCrash() throws {
        let original = [UInt8](try Data(contentsOf: Self.login))
        var generator = SeededGenerator(seed: 17)
        let replacements = Array("<>\"=/&x0-9.:".utf8) + [0, 0xFF, 0x0A]
        for _ in 0..<100 {
            var bytes = original
            for _ in 0..<(1 + generator.below(4)) {
                bytes[generator.below(bytes.count)] = replacements[generator.below(replacements.count)]
            }
            Self.readAndSolve(Data(bytes))
        }
    }
}
