import Foundation
import PlumbTestSupport
import Testing

/// Each test's temporary folders go when it passes and stay, named, when it fails.
@Suite(.temporaryFolders) struct TemporaryFolderTests {
    @Test func aFolderIsRemovedWhenItsTestPasses() async throws {
        let made = Box()
        try await TemporaryFolders().provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            made.path = try makeTemporaryFolder()
            try "x".write(toFile: made.path + "/file.txt", atomically: true, encoding: .utf8)
            #expect(FileManager.default.fileExists(atPath: made.path + "/file.txt"))
        }
        #expect(made.path.contains("/plumb-aFolderIsRemovedWhenItsTestPasses-"))
        #expect(!FileManager.default.fileExists(atPath: made.path))
    }

    @Test func aFailedTestKeepsItsFoldersAndNamesThem() throws {
        let scope = TemporaryFolderScope()
        let folder = try scope.makeFolder("kept")
        scope.markFailed()
        #expect(scope.end() == "temporary folders kept: \(folder)")
        #expect(FileManager.default.fileExists(atPath: folder))
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func keepingLeavesAPassedTestsFolders() throws {
        let scope = TemporaryFolderScope()
        let folder = try scope.makeFolder("kept")
        #expect(scope.end(keeping: true) == nil)
        #expect(FileManager.default.fileExists(atPath: folder))
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func aFolderMadeOutsideAnyTestScopeIsRefused() async throws {
        let error = await Task.detached { () -> (any Error)? in
            do { _ = try makeTemporaryFolder("outside"); return nil } catch { return error }
        }.value
        #expect(error is TemporaryFolderOutsideTest)
        #expect("\(try #require(error))"
            == "makeTemporaryFolder(\"outside\") needs a running test whose suite has the trait: @Suite(.temporaryFolders)")
    }

    @Test func theFoldersOfEachTestAreItsOwn() throws {
        let first = try makeTemporaryFolder("one"), second = try makeTemporaryFolder("one")
        #expect(first != second)
        #expect(try fileNames(in: first).isEmpty)
    }
}

private final class Box: @unchecked Sendable {
    var path = ""
}
