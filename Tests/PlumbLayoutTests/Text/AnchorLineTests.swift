import Testing
@testable import PlumbLayout

@Suite struct AnchorLineTests {
    static let cases: [(String, String)] = [
        ("myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20)", "myView.leading == margins.leading + 20"),
        ("myView.leadingAnchor.constraintEqualToAnchor(margins.leadingAnchor, constant: 20)", "myView.leading == margins.leading + 20"),
        ("a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor)", "a.top >= b.bottom"),
        ("a.topAnchor.constraintGreaterThanOrEqualToAnchor(b.bottomAnchor, constant: 8)", "a.top >= b.bottom + 8"),
        ("a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: -pad)", "a.trailing <= b.trailing - 20"),
        ("a.trailingAnchor.constraintLessThanOrEqualToAnchor(b.trailingAnchor)", "a.trailing <= b.trailing"),
        ("red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 0.5, constant: -4)", "red.width == 0.5 * blue.width - 4"),
        ("red.widthAnchor.constraintEqualToAnchor(blue.widthAnchor, multiplier: 0.5)", "red.width == 0.5 * blue.width"),
        ("box.heightAnchor.constraint(equalToConstant: 44)", "box.height == 44"),
        ("box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44.5)", "box.height >= 44.5"),
        ("box.widthAnchor.constraint(lessThanOrEqualToConstant: pad)", "box.width <= 20"),
        ("box.heightAnchor.constraintEqualToConstant(44)", "box.height == 44"),
        ("box.heightAnchor.constraintGreaterThanOrEqualToConstant(44)", "box.height >= 44"),
        ("box.heightAnchor.constraintLessThanOrEqualToConstant(44)", "box.height <= 44"),
        ("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)", "b.leading == a.trailing + standard"),
        ("b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)", "b.top >= a.bottom + standard"),
        ("label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true", "label.top == safeArea.top + 20"),
        ("self.label.leadingAnchor.constraint(equalTo: self.view.layoutMarginsGuide.leadingAnchor)", "label.leading == margins.leading"),
        ("label.centerXAnchor.constraint(equalTo: view.centerXAnchor)", "label.centerX == root.centerX"),
        ("label.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),", "label.leading == box.margins.leading"),
        ("stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor);", "stack.bottom == scroll.content.bottom"),
        ("stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)", "stack.width == scroll.frame.width"),
        ("text.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor)", "text.leading == readable.leading"),
        ("label.firstBaselineAnchor.constraintEqualToAnchor(field.firstBaselineAnchor).active = true", "label.firstBaseline == field.firstBaseline"),
        ("let top = label!.topAnchor.constraint(equalTo: superview!.topAnchor)", "label.top == superview.top"),
        ("  a.centerXAnchor.constraint( equalTo : b.centerXAnchor , constant : 1e1 )  ", "a.centerX == b.centerX + 10"),
    ]

    @Test(arguments: cases)
    func readsAnchorLines(line: String, equation: String) throws {
        let spec = try AnchorLine.parse(line, metrics: ["pad": 20])
        #expect(spec.equationText == equation)
        #expect(spec.origin.syntax == .anchor)
    }

    /// An anchor line and the equation that says the same read into the same constraint.
    @Test func anchorsAndEquationsAgree() throws {
        let anchor = try AnchorLine.parse("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)")
        let equation = try ConstraintParser.parseEquation("b.leading == a.trailing + 16")
        var expected = equation.withoutOrigin
        expected.usesStandardSpacing = true
        #expect(anchor.withoutOrigin == expected)
    }

    static let errorCases: [(String, String, Int)] = [
        ("a.leadingAnchor.constraint(equalTo: b.topAnchor)", "cannot relate 'leading' (horizontal) to 'top' (vertical): UIKit only relates positions along the same axis", 37),
        ("a.leadingAnchor.constraint(equalToConstant: 20)", "'leading' is a position and cannot equal a constant alone: UIKit sets only widths and heights to constants; relate it to another item, e.g. 'superview.leading + 20'", 1),
        ("a.leadingAnchr.constraint(equalTo: b.leadingAnchor)", "unknown anchor 'leadingAnchr'; did you mean 'leadingAnchor'?", 3),
        ("a.leading.constraint(equalTo: b.leadingAnchor)", "expected an anchor such as 'leadingAnchor', found 'leading'", 3),
        ("a.leadingAnchor.constrain(equalTo: b.leadingAnchor)", "unknown anchor method 'constrain'; did you mean 'constraint'?", 17),
        ("a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: gap)", "unknown metric 'gap'", 64),
        ("a.leadingAnchor.constraint(equalTo: b.leadingAnchor, multiplyer: 2)", "unexpected argument 'multiplyer'; this method takes constant: and multiplier:", 54),
        ("a.leadingAnchor.constraint(equals: b.leadingAnchor)", "constraint(...) takes equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: or their ToConstant / ToSystemSpacingAfter / ToSystemSpacingBelow forms first; found 'equals:'; did you mean 'equalTo'?", 28),
        ("a.leadingAnchor.constraint(equalTo: b.leadingAnchor", "expected ',' or ')', found the end of the text", 52),
        ("a.leadingAnchor.constraint(equalTo: b.leadingAnchor) + 1", "unexpected '+' after the constraint", 54),
        ("a.heightAnchor.constraint(equalTo: 20)", "expected an anchor here, such as 'other.leadingAnchor'", 36),
        ("a.heightAnchor.constraintEqualToAnchor(equalTo: b.heightAnchor)", "constraintEqualToAnchor takes its first argument without a label", 40),
    ]

    @Test(arguments: errorCases)
    func reportsErrorsAtTheirColumn(line: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try AnchorLine.parse(line) }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
    }
}
