import PlumbFuzzSupport
import PlumbImport
import PlumbLayout

/// libFuzzer target: a console log. Reading it never crashes or hangs; every problem points at a
/// line of the log, and every replayed constraint keeps the limits every scene keeps.
func fuzzConsoleLog(_ text: String) {
    let log = ConsoleLog(text: text, path: "fuzz.log")
    // A log's lines end at LF, CR or CRLF (old Mac line ends, pasted text): count them all.
    let lines = text.reduce(1) { $1 == "\n" || $1 == "\r" || $1 == "\r\n" ? $0 + 1 : $0 }
    for problem in log.problems {
        precondition(problem.location.line >= 1 && problem.location.line <= lines, "problem outside the log: \(problem)")
    }
    for replay in log.replays {
        for spec in replay.scene.document.constraints {
            precondition(abs(spec.constant) <= LayoutLimits.maximumConstant, "constant out of range: \(spec)")
            precondition(spec.second == nil || LayoutLimits.multiplierMagnitudes.contains(abs(spec.multiplier)),
                         "multiplier out of range: \(spec)")
            precondition(spec.priority.isValid, "priority out of range: \(spec)")
        }
    }
}

runFuzzer { data, size in
    fuzzConsoleLog(fuzzText(data, size))
    return 0
}
