import PlumbFuzzSupport
import PlumbLayout
import PlumbScene

/// libFuzzer target: any bytes as a scene file. The loader must return a scene or located errors,
/// never crash or hang; every error points inside the text (line and column from 1).
func fuzzScene(_ text: String) {
    do {
        _ = try SceneLoader.load(text: text, path: "fuzz.yaml")
    } catch {
        // YAML breaks lines at CR, LF and CRLF (and, as YAML 1.1, at NEL, LS and PS): count them all.
        let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        for problem in error.errors {
            precondition(problem.location.line >= 1 && problem.location.line <= lines + 1 && problem.location.column >= 1,
                         "error outside the text: \(problem)")
        }
    }
}

runFuzzer { data, size in
    fuzzScene(fuzzText(data, size))
    return 0
}
