import Foundation
import PlumbTestSupport
import Testing

/// `.swift` and `.m` listings on the command line: read directly by `solve` and `render`, and by `import`.
@Suite(.temporaryFolders) struct CodeImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func solveReadsAnObjectiveCListing() throws {
        let result = try runPlumb(["solve", "fixtures/code/blue-red-item-form.m"], currentDirectory: Self.repository)
        #expect(result.status == 0)
        #expect(result.out.contains("blueView      [20, 20, 353, 50]"))
    }

    @Test func importWritesTheSceneWithTheSourceLineOfEachConstraint() throws {
        let folder = try makeTemporaryFolder()
        let output = folder + "/pinned.yaml"
        let result = try runPlumb(["import", "fixtures/code/pinned-view-swift2.swift", "-o", output],
                                  currentDirectory: Self.repository)
        #expect(result.status == 0)
        let yaml = try String(contentsOfFile: output, encoding: .utf8)
        #expect(yaml.contains("  - myView.width == 200  # pinned-view-swift2.swift:14"))
        // What was written reads back and solves to the same frame.
        let solved = try runPlumb(["solve", output])
        #expect(solved.out.contains("myView        [36, 80, 200, 100]"))
    }

    @Test func anUnknownViewIsBadInputAtTheListingsOwnLine() throws {
        let folder = try makeTemporaryFolder()
        let listing = folder + "/Broken.swift"
        try """
            let box = UIView()
            view.addSubview(box)
            box.widthAnchor.constraint(equalTo: boxx.widthAnchor).isActive = true
            """.write(toFile: listing, atomically: true, encoding: .utf8)
        let result = try runPlumb(["render", listing, "-o", folder + "/out.png"])
        #expect(result.status == 2)
        #expect(result.err.contains("Broken.swift:3:37: error: unknown view or guide 'boxx'; did you mean 'box'?"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
