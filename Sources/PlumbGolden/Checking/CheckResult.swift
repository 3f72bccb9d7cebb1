/// Everything a check found about one case: what reports and summaries are made from.
public struct CheckResult: Hashable, Sendable, Codable {
    /// The case's name.
    public var name: String
    /// Whether the case passed, failed, was missing its goldens or had them recorded.
    public var outcome: CheckOutcome
    /// The frame changes against the golden dump (empty when it matches or does not exist).
    public var frameChanges: [FrameChange]
    /// The picture of each canvas with its golden and diff, in the case's order.
    public var canvases: [CanvasCheck]
    /// Golden files written by this check.
    public var writtenFiles: [String]
    /// Artifact files written for this check (expected, actual and diff pictures, frame diff).
    public var artifacts: [String]
    /// How long the case took, in seconds: the comparison alone as ``GoldenChecker`` measures it; a
    /// caller that also loads, solves and draws the scene (as `plumb check` does) sets the whole.
    public var duration: Double

    public init(name: String, outcome: CheckOutcome, frameChanges: [FrameChange] = [], canvases: [CanvasCheck] = [],
                writtenFiles: [String] = [], artifacts: [String] = [], duration: Double = 0) {
        self.name = name
        self.outcome = outcome
        self.frameChanges = frameChanges
        self.canvases = canvases
        self.writtenFiles = writtenFiles
        self.artifacts = artifacts
        self.duration = duration
    }

    /// Sets ``duration`` to the time since `start`: for a caller that measures loading, solving and
    /// drawing too.
    public mutating func measureDuration(since start: ContinuousClock.Instant) {
        duration = (ContinuousClock.now - start).seconds
    }

    /// One line: `PASS forms/login`, `FAIL forms/login: email: x 20 → 16 on iphone-15; …`,
    /// `MISSING forms/login: no golden …`, `RECORDED forms/login: wrote …`.
    public var summary: String {
        let head = "\(outcome.label) \(name)"
        switch outcome {
        case .passed:
            return head
        case .failed(let reasons):
            return head + ": " + reasons.map(\.description).joined(separator: "; ")
        case .missing(let paths):
            return head + ": no golden " + paths.joined(separator: ", ")
                + " (record with --record missing or \(GoldenRecordMode.environmentVariable)=missing)"
        case .recorded(let paths):
            return head + ": wrote " + paths.joined(separator: ", ")
        }
    }
}
