import Foundation
import PlumbGolden
import PlumbScene
@testable import PlumbServe
import PlumbSite
import PlumbTestSupport
import Testing

@Suite(.temporaryFolders) struct LocalRequestPolicyTests {
    @Test func acceptsOnlyThisMachinesNames() {
        for host in ["127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:1", "[::1]", "[::1]:8080"] {
            #expect(LocalRequestPolicy.acceptsHost(host), "\(host)")
        }
        for host in [nil, "", "example.com", "127.0.0.1.example.com", "localhost.evil", "attacker:8080", "127.0.0.2",
                     "127.0.0.1:80x", "[::2]:80", "localhost:", "0.0.0.0:8080"] as [String?] {
            #expect(!LocalRequestPolicy.acceptsHost(host), "\(host ?? "nil")")
        }
    }

    @Test func servesFilesInsideTheRootsOnly() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/scenes/sub", withIntermediateDirectories: true)
        try "a".write(toFile: folder + "/scenes/sub/a.yaml", atomically: true, encoding: .utf8)
        try "secret".write(toFile: folder + "/secret.txt", atomically: true, encoding: .utf8)
        try "b".write(toFile: folder + "/b.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/scenes/link.txt", withDestinationPath: folder + "/secret.txt")
        let policy = LocalRequestPolicy(roots: [folder + "/scenes", folder + "/b.yaml"])
        let real = try #require(policy.file(forRequestPath: "/files/0/sub/a.yaml"))
        #expect(real.hasSuffix("/scenes/sub/a.yaml"))
        #expect(policy.file(forRequestPath: "/files/1/b.yaml")?.hasSuffix("/b.yaml") == true)
        #expect(policy.requestPath(forFile: folder + "/scenes/sub/a.yaml") == "/files/0/sub/a.yaml")
        for refused in ["/files/0/../secret.txt", "/files/0/sub/../../secret.txt", "/files/0/%2e%2e/secret.txt",
                        "/files/0/%2E%2E%2Fsecret.txt", "/files/0//etc/passwd", "/files/0/%2Fetc%2Fpasswd",
                        "/files/0/link.txt", "/files/0/sub", "/files/1/../secret.txt", "/files/1/secret.txt",
                        "/files/2/b.yaml", "/files/x/b.yaml", "/files/0/a%00.yaml", "/secret.txt", "/files/0/"] {
            #expect(policy.file(forRequestPath: refused) == nil, "\(refused)")
        }
    }
}


/// What `plumb serve` reads again after a change: only the files that changed, came or went.
@Suite(.temporaryFolders) struct ScenePageCacheTests {
    /// Sets the file's modification time apart from its last look's, as a later save does (a
    /// rewrite within the file system's time resolution may keep the time and the size).
    func touch(_ path: String, secondsLater seconds: Double) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let modified = try #require(attributes[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: modified.addingTimeInterval(seconds)], ofItemAtPath: path)
    }

    @Test func onlyFilesThatChangedCameOrWentAreReadAgain() throws {
        let folder = try makeTemporaryFolder()
        try boxesScene.write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        try boxesScene.write(toFile: folder + "/b.yaml", atomically: true, encoding: .utf8)
        try "not a scene".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        var cache = ScenePageCache(roots: [folder], builder: ScenePageBuilder())
        #expect(cache.refresh() == (read: [folder + "/a.yaml", folder + "/b.yaml"], changed: true))
        #expect(cache.entries.map(\.stem) == ["a", "b"])
        let before = cache.entries

        // Nothing changed: nothing read, nothing to send.
        #expect(cache.refresh() == (read: [], changed: false))
        // A file that is no scene source changes: still nothing.
        try "other notes".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        #expect(cache.refresh() == (read: [], changed: false))

        // b is edited: only b is read, and only b's page is new.
        try boxesScene.replacingOccurrences(of: "blueBox.height == 120", with: "blueBox.height == 240")
            .write(toFile: folder + "/b.yaml", atomically: true, encoding: .utf8)
        try touch(folder + "/b.yaml", secondsLater: 2)
        #expect(cache.refresh() == (read: [folder + "/b.yaml"], changed: true))
        #expect(cache.entries[0] == before[0])
        #expect(cache.entries[1] != before[1])

        // A new file is read alone; a deleted one goes without reading anything.
        try boxesScene.write(toFile: folder + "/c.yaml", atomically: true, encoding: .utf8)
        #expect(cache.refresh() == (read: [folder + "/c.yaml"], changed: true))
        try FileManager.default.removeItem(atPath: folder + "/a.yaml")
        #expect(cache.refresh() == (read: [], changed: true))
        #expect(cache.entries.map(\.stem) == ["b", "c"])
    }
}
