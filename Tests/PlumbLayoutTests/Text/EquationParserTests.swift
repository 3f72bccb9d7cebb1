import Testing
@testable import PlumbLayout

@Suite struct EquationParserTests {
    static let metrics = ["pad": 20.0, "wide": 300, "urgent": 900]

    @Test(arguments: [
        ("nameLabel.leading == superview.leadingMargin + 20", expected("nameLabel.leading", .equal, "superview.leadingMargin", constant: 20)),
        ("red.width == 0.5 * blue.width", expected("red.width", .equal, "blue.width", multiplier: 0.5)),
        ("red.width == blue.width * 0.5 - 4", expected("red.width", .equal, "blue.width", multiplier: 0.5, constant: -4)),
        ("red.width == blue.width / 2", expected("red.width", .equal, "blue.width", multiplier: 0.5)),
        ("red.width==0.5*blue.width+pad", expected("red.width", .equal, "blue.width", multiplier: 0.5, constant: 20)),
        ("box.height >= 44", expected("box.height", .greaterThanOrEqual, constant: 44)),
        ("box.width <= wide", expected("box.width", .lessThanOrEqual, constant: 300)),
        ("box.width == pad", expected("box.width", .equal, constant: 20)),
        ("box.width == -4", expected("box.width", .equal, constant: -4)),
        ("a.top == b.bottom + standard @750", expected("a.top", .equal, "b.bottom", constant: 8, priority: 750, standard: true)),
        ("a.bottom == b.top - standard", expected("a.bottom", .equal, "b.top", constant: -8, standard: true)),
        ("label.top == safeArea.top + pad @high", expected("label.top", .equal, "safeArea.top", constant: 20, priority: 750)),
        ("a.top == b.top @required", expected("a.top", .equal, "b.top")),
        ("a.top == b.top @low", expected("a.top", .equal, "b.top", priority: 250)),
        ("a.top == b.top @fittingSize", expected("a.top", .equal, "b.top", priority: 50)),
        ("a.top == b.top @ 999.5", expected("a.top", .equal, "b.top", priority: 999.5)),
        ("a.top == b.top @urgent", expected("a.top", .equal, "b.top", priority: 900)),
        ("box.margins.leading == inner.leading", expected("box.margins.leading", .equal, "inner.leading")),
        ("scroll.content.bottom == stack.bottom + 8", expected("scroll.content.bottom", .equal, "stack.bottom", constant: 8)),
        ("stack.width == scroll.frame.width", expected("stack.width", .equal, "scroll.frame.width")),
        ("a.centerX == margins.centerXWithinMargins", expected("a.centerX", .equal, "margins.centerXWithinMargins")),
        ("a.baseline == b.firstBaseline", expected("a.lastBaseline", .equal, "b.firstBaseline")),
        ("a.width == 2 * a.height", expected("a.width", .equal, "a.height", multiplier: 2)),
        ("a.width == -1 * b.width + 10 - 4", expected("a.width", .equal, "b.width", multiplier: -1, constant: 6)),
        ("a.width == 20 + b.width", expected("a.width", .equal, "b.width", constant: 20)),
        ("a.width == 2 * pad", expected("a.width", .equal, constant: 40)),
        ("a.leading >= readable.leading", expected("a.leading", .greaterThanOrEqual, "readable.leading")),
        ("  a.top <= b.top  ", expected("a.top", .lessThanOrEqual, "b.top")),
        // The Auto Layout Guide's spelling.
        ("RedView.Leading = 1.0 × Superview.Leading + 8.0", expected("RedView.leading", .equal, "superview.leading", constant: 8)),
        ("a.width ≥ 0.5 × b.width", expected("a.width", .greaterThanOrEqual, "b.width", multiplier: 0.5)),
        ("a.CenterY ≤ b.centerY", expected("a.centerY", .lessThanOrEqual, "b.centerY")),
    ])
    func readsEquations(text: String, spec: ConstraintSpec) throws {
        let parsed = try ConstraintParser.parseEquation(text, metrics: Self.metrics)
        #expect(parsed.withoutOrigin == spec)
    }

    @Test(arguments: [
        ("nameLabel.leading == superview.leadingMargn + 20", "unknown attribute 'leadingMargn'; did you mean 'leadingMargin'?", 32),
        ("a.leadingAnchor == b.leading", "unknown attribute 'leadingAnchor'; did you mean 'leading'?", 3),
        ("a.leading == b.top", "cannot relate 'leading' (horizontal) to 'top' (vertical): UIKit only relates positions along the same axis", 16),
        ("a.leading == b.width", "cannot relate a location ('leading') to a dimension ('width'): UIKit relates edges, centres and baselines only to each other, and widths and heights only to each other", 16),
        ("a.leading == b.left", "cannot relate 'leading' to 'left': UIKit refuses to mix leading/trailing with left/right in one constraint", 16),
        ("a.leading == 20", "'leading' is a position and cannot equal a constant alone: UIKit sets only widths and heights to constants; relate it to another item, e.g. 'superview.leading + 20'", 14),
        ("a.leading => b.leading", "unknown relation; it must be ==, >= or <=", 11),
        ("a.leading < b.leading", "unknown relation; it must be ==, >= or <=", 11),
        ("a.width == b", "unknown metric 'b'; to relate to an item, name its attribute too, like 'b.width'", 12),
        ("a.width == paf", "unknown metric 'paf'; did you mean 'pad'?", 12),
        ("a.width == 2 * b.width * c.width", "cannot multiply two attributes; constraints are linear", 26),
        ("a.width == b.width / c.width", "cannot divide by an item's attribute; constraints are linear", 22),
        ("a.width == b.width / 0", "division by zero", 22),
        ("a.width == b.width + c.width", "a constraint relates at most two items; this side already has one", 22),
        ("a.width >= 0 * b.width", "a multiplier of 0 cancels the second item; write the constant alone instead", 12),
        ("a.top == b.bottom @1001", "priority must be greater than 0 and at most 1000", 20),
        ("a.top == b.bottom @0", "priority must be greater than 0 and at most 1000", 20),
        ("a.top == b.bottom @-5", "priority must be greater than 0 and at most 1000", 20),
        ("a.top == b.bottom @hihg", "unknown priority 'hihg': use a number, required, high, low, fittingSize or a metric name; did you mean 'high'?", 20),
        ("a.top == b.bottom @", "expected a priority after '@': a number or a name, found the end of the text", 20),
        ("a.top == b.bottom +", "expected a number, a metric name or an item's attribute, found the end of the text", 20),
        ("a.top ==", "expected the right side of the constraint: an item's attribute or a constant", 9),
        ("a.width == standard", "'standard' is the spacing between two items; add it to another item's attribute", 12),
        ("a.width == 2 * standard", "'standard' can only be added or subtracted, not multiplied", 16),
        ("a.width == b.width c", "unexpected 'c' after the constraint", 20),
        ("", "expected a constraint such as 'box.width == 100'", 1),
        ("2 * a.width == b.width", "the left side must be an item and its attribute, like 'box.width'", 1),
        ("a.width * 2 == b.width", "the left side must be a single item and attribute; put the multiplier on the right, like 'a.width == 0.5 * b.width'", 9),
        ("a.width == -b.width", "write a negative multiplier as a number, like '-1 * b.width'", 12),
        ("a.width == 1e999", "number out of range", 12),
        ("a.width == 1e300 * 1e300 * b.width", "number out of range", 12),
        ("a.width == (b.width)", "expected a number, a metric name or an item's attribute, found '('", 12),
    ])
    func reportsErrorsAtTheirColumn(text: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try ConstraintParser.parseEquation(text, metrics: Self.metrics) }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
        #expect(error?.text == text)
    }

    @Test func errorsKnowTheirFileLocation() {
        let start = SourceLocation(file: "scene.yaml", line: 12, column: 5)
        let error = textError { () throws(ConstraintTextError) in
            try ConstraintParser.parseEquation("a.leading == b.top", location: start)
        }
        #expect(error?.location == SourceLocation(file: "scene.yaml", line: 12, column: 20))
        #expect(error?.caretDiagram == "a.leading == b.top\n               ^")
        #expect(error?.description.hasPrefix("scene.yaml:12:20: error: cannot relate 'leading'") == true)
    }

    @Test func constraintsRememberWhereTheyCameFrom() throws {
        let start = SourceLocation(file: "scene.yaml", line: 3, column: 7)
        let spec = try ConstraintParser.parseEquation("box.height >= 44", location: start)
        #expect(spec.origin == ConstraintOrigin(text: "box.height >= 44", syntax: .equation, range: 0..<16, location: start))
    }
}
