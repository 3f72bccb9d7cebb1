import Foundation
import PlumbTestSupport
import Testing

/// `plumb check` checks scenes on all cores; what it prints must not show it.
@Suite(.temporaryFolders) struct ParallelCheckTests {
    @Test func resultsAndErrorsComeInTheScenesOrderWhateverFinishesFirst() throws {
        let folder = try makeTemporaryFolderURL()
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        // Sixteen scenes; the seventh cannot be read.
        for index in 1...16 {
            let text = index == 7 ? "views: [unclosed\n" : boxScene(named: "Box \(10 * index)", width: 10 * index)
            try text.write(to: scenes.appendingPathComponent(String(format: "s%02d.yaml", index)), atomically: true, encoding: .utf8)
        }
        let golden = folder.appendingPathComponent("golden").path
        let recorded = try runPlumb(["check", scenes.path, "--golden", golden, "--record", "missing"])
        #expect(recorded.status == 2)

        // A changed box in the fourth and twelfth scenes.
        for index in [4, 12] {
            try boxScene(named: "Box \(10 * index + 5)", width: 10 * index + 5)
                .write(to: scenes.appendingPathComponent(String(format: "s%02d.yaml", index)), atomically: true, encoding: .utf8)
        }
        let checked = try runPlumb(["check", scenes.path, "--golden", golden])
        let lines = checked.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        let expected = (1...16).filter { $0 != 7 }.map { index in
            ([4, 12].contains(index) ? "FAIL " : "PASS ") + String(format: "s%02d", index)
        } + ["13 passed, 2 failed"]
        #expect(lines == expected)
        #expect(checked.err.hasPrefix("\(scenes.path)/s07.yaml:"))
        #expect(checked.err.split(separator: "\n").count == 1)
        // Bad input wins over failures.
        #expect(checked.status == 2)
    }
}
