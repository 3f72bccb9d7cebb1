import Testing
@testable import PlumbLayout

/// Constants and multipliers are range-checked in every syntax, at the character at fault: nothing
/// up to 1.8e308 reaches the solver or the text measurer any more (issue 22).
@Suite struct ValueRangeTests {
    static let constantMessage = "constant 1e+16 is out of range: a constant must be from -100000 to 100000"
    static let multiplierMessage = "multiplier 1e+308 is out of range: a multiplier must be from 0.001 to 1000, "
        + "or from -1000 to -0.001"

    @Test(arguments: [
        ("a.width == 1e16", 12, constantMessage),
        ("a.leading == b.leading + 1e16", 26, constantMessage),
        ("a.width == 1e308 * b.width", 12, multiplierMessage),
        ("a.width == b.width * 1e308", 12, multiplierMessage),
        ("a.width == b.width / 0.0001", 12,
         "multiplier 10000 is out of range: a multiplier must be from 0.001 to 1000, or from -1000 to -0.001"),
        // Each term is in range; their sum is not.
        ("a.width == 60000 + 60000", 12, "constant 120000 is out of range: a constant must be from -100000 to 100000"),
        ("a.width == 1e308 * 1e308", 12, "number out of range"),
        ("H:|-1e16-[a]", 5, constantMessage),
        ("H:[a(1e16)]", 6, constantMessage),
        ("H:[a(-1e16)]", 6, "constant -1e+16 is out of range: a constant must be from -100000 to 100000"),
        ("a.widthAnchor.constraint(equalToConstant: 1e16)", 43, constantMessage),
        ("a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e308)", 62, multiplierMessage),
    ])
    func outOfRangeValuesAreRefusedWhereWritten(line: String, column: Int, message: String) {
        let error = textError { () throws(ConstraintTextError) in try ConstraintParser.parse(line: line) }
        #expect(error?.fullMessage == message)
        #expect(error.map { $0.column } == column)
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        #expect(try ConstraintParser.parse(line: "a.width == 100000").first?.constant == 100_000)
        #expect(try ConstraintParser.parse(line: "a.width == 1000 * b.width").first?.multiplier == 1000)
        #expect(try ConstraintParser.parse(line: "a.width == 0.001 * b.width").first?.multiplier == 0.001)
    }

    @Test func itemFormFieldsAreRangeChecked() {
        let form = ItemForm(item: "a", attribute: "width", relatedBy: "equal", toItem: "b", toAttribute: "width",
                            multiplier: "1e308", constant: "1e16")
        #expect(textError { () throws(ConstraintTextError) in try form.spec() }?.fullMessage == Self.multiplierMessage)
        let constantOnly = ItemForm(item: "a", attribute: "width", relatedBy: "equal", constant: "-1e16")
        #expect(textError { () throws(ConstraintTextError) in try constantOnly.spec() }?.message
                == "constant -1e+16 is out of range: a constant must be from -100000 to 100000")
    }

    @Test func notANumberIsNamedAsSuch() {
        let error = textError { () throws(ConstraintTextError) in try ConstraintParser.parse(line: "a.width == NaN") }
        #expect(error?.fullMessage == "'NaN' is not a number here: constants and multipliers must be finite numbers")
    }

    /// A library user can hand the engine any spec: it checks the same ranges.
    @Test func theEngineChecksSpecsMadeInCode() {
        let spec = ConstraintSpec(first: ref("box.width"), relation: .equal, constant: 1e300)
        let document = LayoutDocument(views: [ViewNode(name: "box", kind: .view)], constraints: [spec])
        #expect(throws: LayoutError(.invalidValue(.constantOutOfRange(1e300)),
                                    origin: spec.origin)) {
            try LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer())
                .solve(Canvas(name: "c", size: Size(width: 100, height: 100)))
        }
    }

    @Test(arguments: [(Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (1e300, Int.max), (-1e300, Int.min),
                      (9.2e18, 9_200_000_000_000_000_000), (-2.5, -2), (2.5, 2)])
    func wholeNumberIsTotal(value: Double, whole: Int) {
        #expect(wholeNumber(value) == whole)
    }

    @Test func invisibleCharactersAreEscaped() {
        #expect(escapingInvisibleCharacters("a\u{202E}b\u{200B}c\u{7}\td\ne") == "a\\u{202E}b\\u{200B}c\\u{7}\td\ne")
        #expect(escapingInvisibleCharacters("naïve 名前") == "naïve 名前")
    }
}
