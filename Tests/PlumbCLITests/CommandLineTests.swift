import Foundation
import Testing

/// Runs the built `plumb` binary and returns its exit code, standard output and standard error.
func runPlumb(_ arguments: [String], currentDirectory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("plumb")
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The folder holding the built products (the test bundle sits beside them).
let productsDirectory: URL = {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}()

@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try runPlumb(["--version"])
        #expect(result.status == 0)
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func helpDescribesTheTool() throws {
        let result = try runPlumb(["--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("Auto Layout on Linux"))
    }

    @Test func unknownOptionIsAUsageErrorWithExitCode2() throws {
        let result = try runPlumb(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.err.contains("frobnicate"))
    }
}

@Suite struct VFLCommandTests {
    @Test func printsTheConstraintsAFormatMakes() throws {
        let result = try runPlumb(["vfl", "H:|-[a]-[b(==a)]-|"])
        #expect(result.status == 0)
        #expect(result.out == """
            a.leading == superview.leadingMargin
            b.leading == a.trailing + standard
            b.width == a.width
            superview.trailingMargin == b.trailing

            """)
    }

    @Test func reportsAnErrorWithACaretAndExitCode2() throws {
        let result = try runPlumb(["vfl", "V[a]"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("V[a]:1:2: error: Expected ':' after 'V' to specify vertical arrangement"))
        #expect(result.err.contains("V[a]\n ^"))
    }

    @Test func missingFormatIsAUsageError() throws {
        let result = try runPlumb(["vfl"])
        #expect(result.status == 2)
        #expect(result.err.contains("Missing expected argument"))
    }
}
