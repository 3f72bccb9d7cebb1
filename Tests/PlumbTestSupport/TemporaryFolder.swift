import Foundation
import Synchronization
import Testing

/// A fresh, empty folder under the system's temporary folder, named after `label` (the calling test,
/// by default), that lives as long as the test that made it.
///
/// Call it only inside a test of a suite marked ``TemporaryFolders`` (`@Suite(.temporaryFolders)`): the
/// folder is removed when the test ends, or kept and named in the test's failures when it fails.
///
/// - Throws: ``TemporaryFolderOutsideTest`` when no test with the trait is running.
public func makeTemporaryFolder(_ label: String = #function) throws -> String {
    guard let scope = TemporaryFolderScope.current else { throw TemporaryFolderOutsideTest(label: label) }
    return try scope.makeFolder(label)
}

/// ``makeTemporaryFolder(_:)`` as a file URL, for tests that build paths with `URL`.
public func makeTemporaryFolderURL(_ label: String = #function) throws -> URL {
    URL(fileURLWithPath: try makeTemporaryFolder(label), isDirectory: true)
}

/// The names of the files in a folder, sorted.
public func fileNames(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

/// ``makeTemporaryFolder(_:)`` was called where no test could remove the folder afterwards.
public struct TemporaryFolderOutsideTest: Error, CustomStringConvertible {
    public var label: String
    public var description: String {
        "makeTemporaryFolder(\"\(label)\") needs a running test whose suite has the trait: @Suite(.temporaryFolders)"
    }
}

/// The trait that gives each test of a suite its temporary folders: those made with
/// ``makeTemporaryFolder(_:)`` while the test runs are removed when it passes. When it fails (an issue
/// recorded or an error thrown) they are kept for a look, and each failure names them.
///
/// ```swift
/// @Suite(.temporaryFolders) struct ExportTests { … }
/// ```
///
/// Set `PLUMB_KEEP_TEMPORARY_FOLDERS=1` to keep every test's folders.
public struct TemporaryFolders: SuiteTrait, TestTrait, TestScoping {
    public init() {}

    public var isRecursive: Bool { true }

    /// Around each test case only, not around the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let scope = TemporaryFolderScope()
        let naming = IssueHandlingTrait.compactMapIssues { issue in scope.naming(in: issue) }
        var thrown: (any Error)?
        do {
            try await TemporaryFolderScope.$current.withValue(scope) {
                try await naming.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            scope.markFailed()
            thrown = error
        }
        // Folders made after the last failure (or before a thrown error) are named here.
        if let unnamed = scope.end(keeping: ProcessInfo.processInfo.environment["PLUMB_KEEP_TEMPORARY_FOLDERS"] == "1") {
            Issue.record(Comment(rawValue: unnamed), severity: .warning)
        }
        if let thrown { throw thrown }
    }
}

extension Trait where Self == TemporaryFolders {
    /// Each test's folders from ``makeTemporaryFolder(_:)`` are removed when it passes (see ``TemporaryFolders``).
    public static var temporaryFolders: Self { TemporaryFolders() }
}

/// The folders one test made, and whether the test has failed.
public final class TemporaryFolderScope: Sendable {
    @TaskLocal static var current: TemporaryFolderScope?

    private struct State {
        var folders: [String] = []
        var failed = false
        /// How many of `folders` a failure has named already.
        var named = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// The folders made so far, oldest first.
    public var folders: [String] { state.withLock { $0.folders } }

    /// A new folder `plumb-LABEL-UUID` (letters and digits of `label`) under the system's temporary folder: a whole
    /// UUID, so that two tests never share one.
    public func makeFolder(_ label: String) throws -> String {
        let name = label.filter { $0.isLetter || $0.isNumber }
        let path = NSTemporaryDirectory() + "plumb-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        state.withLock { $0.folders.append(path) }
        return path
    }

    public func markFailed() {
        state.withLock { $0.failed = true }
    }

    /// A failing `issue` with the folders made so far named, and the test marked as failed; other
    /// issues as they are.
    func naming(in issue: Issue) -> Issue {
        guard issue.isFailure else { return issue }
        let folders = state.withLock { state in
            state.failed = true
            state.named = state.folders.count
            return state.folders
        }
        var named = issue
        if !folders.isEmpty { named.comments.append(Self.kept(folders)) }
        return named
    }

    /// Removes the folders, unless the test failed or `keeping` says so.
    ///
    /// - Returns: when the test failed, what to say of the kept folders that no failure has named yet.
    @discardableResult
    public func end(keeping: Bool = false) -> String? {
        let (folders, failed, named) = state.withLock { ($0.folders, $0.failed, $0.named) }
        if failed {
            return folders.count > named ? Self.kept(folders[named...]).rawValue : nil
        }
        if !keeping {
            for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        }
        return nil
    }

    private static func kept(_ folders: some Collection<String>) -> Comment {
        Comment(rawValue: "temporary folders kept: " + folders.joined(separator: ", "))
    }
}
