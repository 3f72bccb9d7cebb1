import Foundation
import Testing

/// The suite a fresh clone runs is the suite every checkout runs: no Swift source that git ignores
/// (a scratch test kept out of git by `.git/info/exclude`, say) is compiled into the package, where
/// it would add tests, or change code, that CI and everyone else never see.
@Suite struct SuiteSourcesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let git = ["/usr/bin/git", "/usr/local/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let isCheckout = FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path)

    @Test(.enabled(if: git != nil && isCheckout, "not a git checkout with git installed: nothing tells which files git ignores"))
    func noIgnoredSwiftSourceIsBuilt() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.git))
        process.arguments = ["ls-files", "--others", "--ignored", "--exclude-standard", "--",
                             "Sources/*.swift", "Tests/*.swift", "Plugins/*.swift", "Fuzz/*.swift"]
        process.currentDirectoryURL = Self.repository
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ignored = listed.split(separator: "\n").map(String.init)
        #expect(ignored.isEmpty, """
            built into the package but ignored by git, so a fresh clone builds and tests without them: \
            \(ignored.joined(separator: ", ")); commit them or move them out of the package's folders
            """)
    }
}
