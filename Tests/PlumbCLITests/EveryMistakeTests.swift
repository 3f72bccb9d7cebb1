import Foundation
import PlumbTestSupport
import Testing

/// Issue 16, item 11: every mistake of a scene comes out in one run, at its own column, with the
/// same exit code from every command and nothing printed but the errors.
@Suite(.temporaryFolders) struct EveryMistakeInOneRunTests {
    /// A guide attribute that does not exist (`safeArea.topMargin`) beside a misspelt attribute that
    /// stops the constraint text from reading.
    static let scene = """
        views:
          - label: title
        constraints:
          - title.top == safeArea.topMargin + 20
          - title.leading == superview.leadingg

        """

    static let expected = """
        s.yaml:4:27: error: 'safeArea' is a layout guide and has no 'topMargin': guides have edges, centres, width and \
        height, but no margins or baselines
        s.yaml:5:32: error: unknown attribute 'leadingg'; did you mean 'leading'?

        """

    @Test(arguments: [["solve"], ["explain"], ["explain", "--json"], ["render", "-o", "out"],
                      ["check", "--golden", "golden", "--record", "never"]])
    func everyCommandReportsBothMistakesAtTheirColumnsAndExitsTwo(command: [String]) throws {
        let folder = try makeTemporaryFolderURL()
        try Self.scene.write(to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let result = try runPlumb([command[0], "s.yaml"] + command.dropFirst(), currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == Self.expected)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// The superview of the root is a mistake of the scene's text, reported with the others when
    /// the scene is read, at the word `superview`, not when the layout is built.
    @Test(arguments: [["solve"], ["explain"], ["render", "-o", "out"]])
    func theSuperviewOfTheRootIsReportedWithTheOtherMistakes(command: [String]) throws {
        let folder = try makeTemporaryFolderURL()
        let scene = "views:\n  - view: a\nconstraints:\n  - root.leading == superview.leading\n  - a.width == wide\n"
        try scene.write(to: folder.appendingPathComponent("u.yaml"), atomically: true, encoding: .utf8)
        let result = try runPlumb([command[0], "u.yaml"] + command.dropFirst(), currentDirectory: folder)
        #expect(result.status == 2)
        #expect(result.err == """
            u.yaml:4:21: error: 'superview' of 'root' does not exist: 'root' is the root view
            u.yaml:5:16: error: unknown metric 'wide'; to relate to an item, name its attribute too, like 'wide.width'

            """)
    }
}
