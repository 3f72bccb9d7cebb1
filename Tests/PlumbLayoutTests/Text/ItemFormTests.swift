import Testing
@testable import PlumbLayout

@Suite struct ItemFormTests {
    static let here = SourceLocation(file: "scene.yaml", line: 10, column: 5)

    static func field(_ value: String, line: Int) -> ItemForm.Field {
        ItemForm.Field(value, location: SourceLocation(file: "scene.yaml", line: line, column: 16))
    }

    static let cases: [(ItemForm, String)] = [
        (ItemForm(item: "red", attribute: "width", relatedBy: "equal", toItem: "blue", toAttribute: "width",
                  multiplier: "0.5", constant: "-4", priority: "high"), "red.width == 0.5 * blue.width - 4 @high"),
        (ItemForm(item: "box", attribute: ".height", relatedBy: ".greaterThanOrEqual", toItem: "nil",
                  toAttribute: ".notAnAttribute", constant: "44"), "box.height >= 44"),
        (ItemForm(item: "label", attribute: "leading", relatedBy: "<=", toItem: "superview", toAttribute: "leadingMargin",
                  constant: "pad", priority: "999"), "label.leading <= superview.leadingMargin + 20 @999"),
        (ItemForm(item: "box", attribute: "width", constant: "pad"), "box.width == 20"),
        (ItemForm(item: "box.margins", attribute: "top", relatedBy: "lessThanOrEqual", toItem: "inner",
                  toAttribute: "baseline"), "box.margins.top <= inner.lastBaseline"),
    ]

    @Test(arguments: cases)
    func readsTheItemForm(form: ItemForm, equation: String) throws {
        let spec = try form.spec(metrics: ["pad": 20])
        #expect(spec.equationText == equation)
        #expect(spec.origin.syntax == .itemForm)
        #expect(try ConstraintParser.parseEquation(equation).withoutOrigin == spec.withoutOrigin)
    }

    static let errorCases: [(ItemForm, String, PlumbLayout.SourceLocation?)] = [
        (ItemForm(attribute: field("width", line: 11), location: here), "the item form needs 'item'", here),
        (ItemForm(item: field("a", line: 11), attribute: field("leadingMargn", line: 12)),
         "unknown attribute 'leadingMargn'; did you mean 'leadingMargin'?", SourceLocation(file: "scene.yaml", line: 12, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("leading", line: 12), relatedBy: field("equals", line: 13),
                  toItem: field("b", line: 14), toAttribute: field("leading", line: 15)),
         "unknown relation 'equals'; it must be equal, greaterThanOrEqual or lessThanOrEqual (or ==, >=, <=); did you mean 'equal'?",
         SourceLocation(file: "scene.yaml", line: 13, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("leading", line: 12), toItem: field("b", line: 14),
                  toAttribute: field("top", line: 15)),
         "cannot relate 'leading' (horizontal) to 'top' (vertical): UIKit only relates positions along the same axis",
         SourceLocation(file: "scene.yaml", line: 15, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("leading", line: 12), constant: field("20", line: 13)),
         "'leading' is a position and cannot equal a constant alone: UIKit sets only widths and heights to constants; relate it to another item, e.g. 'superview.leading + 20'",
         SourceLocation(file: "scene.yaml", line: 12, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("width", line: 12), toItem: field("b", line: 13), location: here),
         "the item form needs 'toAttribute'", here),
        (ItemForm(item: field("a", line: 11), attribute: field("width", line: 12), toAttribute: field("width", line: 13)),
         "toAttribute needs a toItem; without one, leave it out or write notAnAttribute", SourceLocation(file: "scene.yaml", line: 13, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("width", line: 12), constant: field("wide", line: 13)),
         "expected a number or a metric name, found 'wide'", SourceLocation(file: "scene.yaml", line: 13, column: 16)),
        (ItemForm(item: field("a", line: 11), attribute: field("width", line: 12), constant: field("20", line: 13), priority: field("1200", line: 14)),
         "priority must be greater than 0 and at most 1000", SourceLocation(file: "scene.yaml", line: 14, column: 16)),
    ]

    @Test(arguments: errorCases)
    func reportsErrorsAtTheField(form: ItemForm, message: String, location: PlumbLayout.SourceLocation?) {
        let error = textError { () throws(ConstraintTextError) in try form.spec() }
        #expect(error?.fullMessage == message)
        #expect(error?.location == location)
    }
}
