/// Counts the outcomes of a run and prints its last line: `12 passed, 1 failed`.
public struct Tally: Hashable, Sendable {
    /// Cases whose frames and pictures matched their goldens.
    public private(set) var passed = 0
    /// Failed and missing cases.
    public private(set) var failed = 0
    /// Cases whose goldens were written by this run.
    public private(set) var recorded = 0

    /// An empty tally.
    public init() {}

    /// The tally of these results.
    public init(_ results: [CheckResult]) {
        for result in results { add(result.outcome) }
    }

    /// Counts one more case.
    public mutating func add(_ outcome: CheckOutcome) {
        switch outcome {
        case .passed: passed += 1
        case .failed, .missing: failed += 1
        case .recorded: recorded += 1
        }
    }

    /// `N passed, N failed`, and `, N recorded` when goldens were written.
    public var line: String {
        "\(passed) passed, \(failed) failed" + (recorded > 0 ? ", \(recorded) recorded" : "")
    }

    /// Whether any case failed or is missing its goldens.
    public var hasFailures: Bool { failed > 0 }
}
