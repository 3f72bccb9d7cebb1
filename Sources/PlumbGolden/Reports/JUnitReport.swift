import PlumbRender
/// A run's results as JUnit XML, the format CI systems read test results in.
///
/// The document is valid against the JUnit schema of Jenkins' xunit plugin (`junit-10.xsd`), which
/// is stricter than most readers: no `skipped` on `<testsuites>`, and `time` in seconds. One
/// `<testsuite>` holds a `<testcase>` per case, each with its `time`; the case `forms/login` has
/// the class name `forms` and the name `login` (a case outside any folder has the suite's name as
/// its class name; nested folders are joined with dots, `stacks.recipes`, as Java packages are).
/// Failed and missing cases carry a `<failure>` whose message is the first reason and whose body
/// lists them all; their artifacts are also `[[ATTACHMENT|path]]` lines in `<system-out>`, which
/// GitLab shows as links beside the failure. Recorded cases say what they wrote in `<system-out>`.
public struct JUnitReport: Sendable {
    public var suiteName: String
    public var results: [CheckResult]

    public init(suiteName: String = "plumb check", results: [CheckResult]) {
        self.suiteName = suiteName
        self.results = results
    }

    /// The XML document.
    public var xml: String {
        let tally = Tally(results)
        let time = seconds(results.reduce(0) { $0 + $1.duration })
        let counts = "tests=\"\(results.count)\" failures=\"\(tally.failed)\" errors=\"0\""
        let name = MarkupEscaping.escape(suiteName)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(name)\" \(counts) time=\"\(time)\">",
            "  <testsuite name=\"\(name)\" \(counts) skipped=\"0\" time=\"\(time)\">",
        ]
        for result in results { lines += testCase(result) }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the XML to `path`, atomically.
    /// - Throws: ``FileError`` when the file cannot be written.
    public func write(to path: String) throws {
        try AtomicFile.write(xml, to: path)
    }

    private func testCase(_ result: CheckResult) -> [String] {
        let (className, name) = names(of: result.name)
        let open = "    <testcase classname=\"\(MarkupEscaping.escape(className))\" name=\"\(MarkupEscaping.escape(name))\" "
            + "time=\"\(seconds(result.duration))\""
        switch result.outcome {
        case .passed:
            return [open + "/>"]
        case .recorded(let paths):
            let text = "recorded " + paths.joined(separator: ", ")
            return [open + ">", "      <system-out>\(MarkupEscaping.escape(text))</system-out>", "    </testcase>"]
        case .failed(let reasons):
            let details = reasons.flatMap(detailLines)
            return failure(open, message: reasons.first?.description ?? "failed", type: "mismatch", details: details,
                           artifacts: result.artifacts)
        case .missing(let paths):
            let details = paths.map { "no golden \($0)" }
                + ["record with plumb check --record missing (\(GoldenRecordMode.environmentVariable)=missing in Swift tests)"]
            return failure(open, message: "no golden \(paths.joined(separator: ", "))", type: "missing", details: details,
                           artifacts: result.artifacts)
        }
    }

    /// The class name and name of a case: its folders (dotted) and its last path part.
    private func names(of caseName: String) -> (className: String, name: String) {
        guard let slash = caseName.lastIndex(of: "/") else { return (suiteName, caseName) }
        let folders = caseName[..<slash].split(separator: "/").joined(separator: ".")
        return (folders.isEmpty ? suiteName : folders, String(caseName[caseName.index(after: slash)...]))
    }

    private func failure(_ open: String, message: String, type: String, details: [String], artifacts: [String]) -> [String] {
        let body = MarkupEscaping.escape(details.joined(separator: "\n"))
        var lines = [open + ">",
                     "      <failure message=\"\(MarkupEscaping.escape(message))\" type=\"\(type)\">\(body)</failure>"]
        if !artifacts.isEmpty {
            let attachments = artifacts.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
            lines.append("      <system-out>\(MarkupEscaping.escape(attachments))</system-out>")
        }
        return lines + ["    </testcase>"]
    }

    private func detailLines(_ reason: FailureReason) -> [String] {
        if case .framesChanged(let changes) = reason { return changes.map(\.description) }
        return [reason.description]
    }
}

/// Seconds with millisecond precision, as JUnit's `time` is written: `0.012`, `3.400`.
func seconds(_ value: Double) -> String {
    let milliseconds = max(0, Int((value * 1000).rounded()))
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
