#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a case against its goldens from a Swift test, with the record mode taken from the
/// `PLUMB_RECORD` environment variable (`never` when unset).
///
/// ```swift
/// @Test func login() throws {
///     let layouts = try solve("forms/login.yaml")          // the scene, solved per canvas
///     try assertGolden(GoldenCase(name: "forms/login", layouts: layouts))
/// }
/// ```
///
/// Goldens live in a `Goldens` folder beside the test file unless `goldenDirectory` says otherwise.
/// Anything but a pass throws ``GoldenMismatch`` — a recording too, as swift-snapshot-testing does,
/// so that a run with `PLUMB_RECORD` set can never pass unnoticed; the next run checks what was
/// written. Failure artifacts go to `artifactsDirectory` when given, else to `PLUMB_ARTIFACTS` when
/// set, else to `plumb-artifacts` in the system's temporary folder.
///
/// - Returns: the check's result, for tests that look further.
/// - Throws: ``GoldenMismatch`` when the case did not pass, ``InvalidRecordMode`` when
///   `PLUMB_RECORD` holds something else than a mode's name.
@discardableResult
public func assertGolden(_ goldenCase: GoldenCase, goldenDirectory: String? = nil,
                         options: PixelComparisonOptions = .standard,
                         recordMode: GoldenRecordMode? = nil, artifactsDirectory: String? = nil,
                         filePath: StaticString = #filePath) throws -> CheckResult {
    let mode = try recordMode ?? GoldenRecordMode.fromEnvironment()
    let checker = GoldenChecker(goldenDirectory: goldenDirectory ?? GoldenAssertionDefaults.goldenDirectory(besides: "\(filePath)"),
                                artifactsDirectory: artifactsDirectory ?? GoldenAssertionDefaults.artifactsDirectory(),
                                recordMode: mode, options: options)
    let result = checker.check(goldenCase)
    guard result.outcome == .passed else { throw GoldenMismatch(result: result) }
    return result
}

/// A golden assertion that did not pass: the check's result and a message that says what to do.
public struct GoldenMismatch: Error, CustomStringConvertible {
    public var result: CheckResult

    public init(result: CheckResult) {
        self.result = result
    }

    public var description: String {
        var lines = [result.summary]
        switch result.outcome {
        case .recorded:
            lines.append("Recorded because \(GoldenRecordMode.environmentVariable) is set; run again without it to check.")
        case .failed, .missing:
            if !result.artifacts.isEmpty {
                lines.append("Artifacts:")
                lines += result.artifacts.map { "  \($0)" }
            }
            lines.append("To accept the new output: \(GoldenRecordMode.environmentVariable)=failed swift test")
        case .passed:
            break
        }
        return lines.joined(separator: "\n")
    }
}

/// Where the test assertion keeps goldens and artifacts unless told otherwise.
enum GoldenAssertionDefaults {
    /// `Goldens` in the folder of the test file.
    static func goldenDirectory(besides testFile: String) -> String {
        guard let slash = testFile.lastIndex(of: "/") else { return "Goldens" }
        return String(testFile[..<slash]) + "/Goldens"
    }

    static func artifactsDirectory() -> String {
        if let value = getenv("PLUMB_ARTIFACTS"), value.pointee != 0 { return String(cString: value) }
        let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return join(temporary, "plumb-artifacts")
    }
}

/// Checks one value against its golden `NAME.EXTENSION` from a Swift test, through the same
/// pipeline, record modes (`PLUMB_RECORD`) and artifacts as ``assertGolden(_:goldenDirectory:options:recordMode:artifactsDirectory:filePath:)``:
///
/// ```swift
/// try assertGolden(of: svgText, as: .svg, named: "gallery")                 // Goldens/gallery.svg
/// try assertGolden(of: output, as: .text(), named: "login.explain", goldenDirectory: "golden/diagnostics")
/// ```
///
/// - Returns: the check's result.
/// - Throws: ``GoldenMismatch`` when the value did not pass (a recording too), ``InvalidRecordMode``
///   when `PLUMB_RECORD` holds something else than a mode's name.
@discardableResult
public func assertGolden<Value, Detail>(of value: Value, as format: GoldenFormat<Value, Detail>, named name: String,
                                        goldenDirectory: String? = nil, recordMode: GoldenRecordMode? = nil,
                                        artifactsDirectory: String? = nil,
                                        filePath: StaticString = #filePath) throws -> CheckResult {
    let mode = try recordMode ?? GoldenRecordMode.fromEnvironment()
    let checker = GoldenChecker(goldenDirectory: goldenDirectory ?? GoldenAssertionDefaults.goldenDirectory(besides: "\(filePath)"),
                                artifactsDirectory: artifactsDirectory ?? GoldenAssertionDefaults.artifactsDirectory(), recordMode: mode)
    let result = checker.check(value, as: format, named: name)
    guard result.outcome == .passed else { throw GoldenMismatch(result: result) }
    return result
}
