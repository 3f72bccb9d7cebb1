import PlumbFuzzSupport
import PlumbLayout

/// libFuzzer target: one Visual Format Language string, with and without known view names.
func fuzzVFL(_ text: String) {
    for views in [nil, Set(["a", "b", "c", "box"])] as [Set<String>?] {
        do {
            let specs = try VisualFormat.parse(text, metrics: ["pad": 20, "gap": 8], views: views)
            for spec in specs {
                precondition(abs(spec.constant) <= LayoutLimits.maximumConstant, "constant out of range: \(spec)")
                precondition(spec.priority.isValid, "priority out of range: \(spec)")
            }
        } catch {
            precondition(error.offset >= 0 && error.offset <= text.count, "error outside the text: \(error)")
        }
    }
}

runFuzzer { data, size in
    fuzzVFL(fuzzText(data, size))
    return 0
}
