import PlumbFuzzSupport
import PlumbLayout

/// libFuzzer target: the anchor-style reader (the whole input as one line) and the item-form reader
/// (the input's lines as its eight fields, in order).
func fuzzAnchorAndItemForm(_ text: String) {
    let metrics = ["pad": 20.0, "gap": -8]
    do {
        check(try AnchorLine.parse(text, metrics: metrics))
    } catch {
        precondition(error.offset >= 0 && error.offset <= text.count, "error outside the text: \(error)")
    }
    let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map { ItemForm.Field(String($0)) }
    func field(_ index: Int) -> ItemForm.Field? { index < fields.count && !fields[index].value.isEmpty ? fields[index] : nil }
    let form = ItemForm(item: field(0), attribute: field(1), relatedBy: field(2), toItem: field(3), toAttribute: field(4),
                        multiplier: field(5), constant: field(6), priority: field(7))
    if let spec = try? form.spec(metrics: metrics) { check(spec) }
}

private func check(_ spec: ConstraintSpec) {
    precondition(abs(spec.constant) <= LayoutLimits.maximumConstant, "constant out of range: \(spec)")
    precondition(spec.second == nil || LayoutLimits.multiplierMagnitudes.contains(abs(spec.multiplier)),
                 "multiplier out of range: \(spec)")
    precondition(spec.priority.isValid, "priority out of range: \(spec)")
}

runFuzzer { data, size in
    fuzzAnchorAndItemForm(fuzzText(data, size))
    return 0
}
