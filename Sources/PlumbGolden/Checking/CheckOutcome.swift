/// How one case ended.
public enum CheckOutcome: Hashable, Sendable, Codable {
    /// Frames and pictures match their goldens.
    case passed
    /// Something differs or could not be read; the reasons in the order they were found (frames first).
    case failed([FailureReason])
    /// Goldens do not exist and were not recorded: the listed paths. A missing golden fails.
    case missing([String])
    /// Goldens were written (the listed paths), as the record mode asked.
    case recorded([String])

    /// Whether the case counts as a failure: `failed` and `missing` do; `passed` and `recorded` do not.
    public var isFailure: Bool {
        switch self {
        case .passed, .recorded: return false
        case .failed, .missing: return true
        }
    }

    /// The word a summary line starts with.
    public var label: String {
        switch self {
        case .passed: return "PASS"
        case .failed: return "FAIL"
        case .missing: return "MISSING"
        case .recorded: return "RECORDED"
        }
    }
}
