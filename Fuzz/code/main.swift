import PlumbFuzzSupport
import PlumbImport
import PlumbLayout

/// libFuzzer target: a Swift or Objective-C listing. Reading it never crashes or hangs; every
/// diagnostic points at a line of the listing, every state is named, and every constraint read keeps
/// the limits every scene keeps. The same text is read as both languages (the reader is one for both).
func fuzzCode(_ text: String) {
    // Lines end at LF, CR or CRLF, as the reader counts them.
    let lines = text.reduce(1) { $1 == "\n" || $1 == "\r" || $1 == "\r\n" ? $0 + 1 : $0 }
    for path in ["fuzz.swift", "fuzz.m"] {
        let diagnostics: [SourceDiagnostic]
        do {
            let (scene, warnings) = try CodeSceneReader.read(text, path: path)
            diagnostics = warnings
            for spec in scene.document.constraints {
                precondition(abs(spec.constant) <= LayoutLimits.maximumConstant, "constant out of range: \(spec)")
                precondition(spec.second == nil || LayoutLimits.multiplierMagnitudes.contains(abs(spec.multiplier)),
                             "multiplier out of range: \(spec)")
                precondition(spec.priority.isValid, "priority out of range: \(spec)")
            }
            for state in scene.states { precondition(!state.name.isEmpty, "a state without a name") }
        } catch {
            diagnostics = error.errors
            precondition(!diagnostics.isEmpty, "an error without a diagnostic")
        }
        for diagnostic in diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.line <= lines,
                         "diagnostic outside the listing: \(diagnostic)")
        }
    }
}

runFuzzer { data, size in
    fuzzCode(fuzzText(data, size))
    return 0
}
