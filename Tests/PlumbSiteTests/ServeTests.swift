import Foundation
import PlumbGolden
import PlumbScene
import PlumbServe
import PlumbSite
import PlumbTestSupport
import Testing

@Suite struct LocalRequestPolicyTests {
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

