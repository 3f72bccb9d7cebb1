/// A run's results as JUnit XML, the format CI systems read test results in.
///
/// One `<testsuite>` holds a `<testcase>` per case (its class name is the case's folder); failed
/// and missing cases carry a `<failure>` whose message is the first reason and whose body lists
/// them all with the artifacts; recorded cases say what they wrote in `<system-out>`.
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
        let counts = "tests=\"\(results.count)\" failures=\"\(tally.failed)\" errors=\"0\" skipped=\"0\""
        let name = MarkupEscaping.escape(suiteName)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(name)\" \(counts)>",
            "  <testsuite name=\"\(name)\" \(counts)>",
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
        let folder = result.name.lastIndex(of: "/").map { String(result.name[..<$0]) } ?? suiteName
        let open = "    <testcase classname=\"\(MarkupEscaping.escape(folder))\" name=\"\(MarkupEscaping.escape(result.name))\""
        switch result.outcome {
        case .passed:
            return [open + "/>"]
        case .recorded(let paths):
            let text = "recorded " + paths.joined(separator: ", ")
            return [open + ">", "      <system-out>\(MarkupEscaping.escape(text))</system-out>", "    </testcase>"]
        case .failed(let reasons):
            let details = reasons.flatMap(detailLines) + artifactLines(result)
            return failure(open, message: reasons.first?.description ?? "failed", type: "mismatch", details: details)
        case .missing(let paths):
            let details = paths.map { "no golden \($0)" }
            return failure(open, message: "no golden \(paths.joined(separator: ", "))", type: "missing", details: details)
        }
    }

    private func failure(_ open: String, message: String, type: String, details: [String]) -> [String] {
        let body = MarkupEscaping.escape(details.joined(separator: "\n"))
        return [open + ">",
                "      <failure message=\"\(MarkupEscaping.escape(message))\" type=\"\(type)\">\(body)</failure>",
                "    </testcase>"]
    }

    private func detailLines(_ reason: FailureReason) -> [String] {
        if case .framesChanged(let changes) = reason { return changes.map(\.description) }
        return [reason.description]
    }

    private func artifactLines(_ result: CheckResult) -> [String] {
        result.artifacts.isEmpty ? [] : ["artifacts:"] + result.artifacts.map { "  \($0)" }
    }
}
