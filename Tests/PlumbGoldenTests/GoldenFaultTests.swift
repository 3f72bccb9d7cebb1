import Foundation
import Testing
@testable import PlumbGolden

/// Golden files as they arrive from other machines and interrupted runs (issue 22).
@Suite struct GoldenFaultTests {
    @Test func aCRLFFrameDumpReadsLikeAnLFOne() throws {
        let lf = "# frames of s\nphone  root  0  0  393  852\nphone  box  10  20  30  40\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let expected = try FrameDump.parse(lf, file: "s.frames.txt")
        #expect(expected.entries.count == 2)
        #expect(try FrameDump.parse(crlf, file: "s.frames.txt") == expected)
    }

    @Test func aCRLFFrameDumpLocatesItsErrors() {
        #expect(throws: FrameDumpParseError.self) {
            try FrameDump.parse("# frames of s\r\nphone  box  x  0  1  1\r\n", file: "s.frames.txt")
        }
        do {
            _ = try FrameDump.parse("# frames of s\r\nphone  box  x  0  1  1\r\n", file: "s.frames.txt")
        } catch let error as FrameDumpParseError {
            #expect(error.problems.map(\.location.line) == [2])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: [
        ([UInt8](), "the file is empty"),
        (Array("GIF89a".utf8), "not a PNG image (the file does not start with the PNG signature)"),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], "a damaged PNG: its header (IHDR) is missing or cut short"),
    ])
    func aDamagedPNGIsDescribed(bytes: [UInt8], reason: String) {
        #expect(PNGHeader.damage(in: bytes) == reason)
        #expect(throws: PNGDecodingError(reason: reason)) { try RGBAImage(pngData: bytes) }
    }
}
