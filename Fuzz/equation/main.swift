import PlumbFuzzSupport
import PlumbLayout

/// libFuzzer target: one line of equation syntax. A constraint read must hold values within
/// `LayoutLimits`; an error must point inside the line.
func fuzzEquation(_ text: String) {
    do {
        let spec = try ConstraintParser.parseEquation(text, metrics: ["pad": 20, "gap": -8, "big": 100_000])
        FuzzChecks.inRange(spec)
    } catch {
        FuzzChecks.inside(error, text)
    }
}

enum FuzzChecks {
    static func inRange(_ spec: ConstraintSpec) {
        precondition(abs(spec.constant) <= LayoutLimits.maximumConstant, "constant out of range: \(spec)")
        precondition(spec.second == nil || LayoutLimits.multiplierMagnitudes.contains(abs(spec.multiplier)),
                     "multiplier out of range: \(spec)")
        precondition(spec.priority.isValid, "priority out of range: \(spec)")
    }

    static func inside(_ error: ConstraintTextError, _ text: String) {
        precondition(error.offset >= 0 && error.offset <= text.count, "error outside the text: \(error)")
    }
}

runFuzzer { data, size in
    fuzzEquation(fuzzText(data, size))
    return 0
}
