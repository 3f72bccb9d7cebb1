import Testing
@testable import PlumbLayout

@Suite struct ConstraintTextTests {
    static let syntaxCases: [(String, ConstraintOrigin.Syntax)] = [
        ("H:|-[a]-|", .visualFormat), ("V :[a]", .visualFormat), ("|[a]|", .visualFormat), (" [a][b]", .visualFormat),
        ("Header.width == 10", .equation), ("V.top == H.top", .equation), ("a.top == b.top", .equation),
        ("a.topAnchor.constraint(equalTo: b.topAnchor)", .anchor),
        ("a.topAnchor.constraintEqualToAnchor(b.topAnchor)", .anchor),
    ]

    @Test(arguments: syntaxCases)
    func tellsTheSyntaxesApart(line: String, syntax: ConstraintOrigin.Syntax) {
        #expect(ConstraintParser.syntax(of: line) == syntax)
    }

    /// The three syntaxes say the same thing in their own words and read into the same constraint.
    @Test func allSyntaxesMakeTheSameConstraint() throws {
        let lines = [
            "b.leading == a.trailing + 20",
            "[a]-20-[b]",
            "b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)",
            "b.leadingAnchor.constraintEqualToAnchor(a.trailingAnchor, constant: 20)",
        ]
        let read = try lines.map { line throws(ConstraintTextError) in try ConstraintParser.parse(line: line) }
        let fromForm = try ItemForm(item: "b", attribute: "leading", relatedBy: "equal", toItem: "a",
                                    toAttribute: "trailing", constant: "20").spec()
        for specs in read {
            #expect(specs.map(\.withoutOrigin) == [fromForm.withoutOrigin])
        }
        #expect(read.map { $0[0].origin.syntax } == [.equation, .visualFormat, .anchor, .anchor])
    }

    @Test func visualFormatLinesTakeOptionsAndViews() throws {
        let specs = try ConstraintParser.parse(line: "[a][b]", views: ["a", "b"], options: .alignAllTop)
        #expect(specs.map(\.equationText) == ["b.leading == a.trailing", "a.top == b.top"])
        let error = textError { () throws(ConstraintTextError) in try ConstraintParser.parse(line: "[a][c]", views: ["a", "b"]) }
        #expect(error?.message == "unable to find view with name c")
    }

    @Test func caretDiagramsKeepTabsAndPointPastTheEnd() {
        let tabbed = ConstraintTextError("x", text: "\ta.top ==", offset: 3)
        #expect(tabbed.caretDiagram == "\ta.top ==\n\t  ^")
        let atEnd = ConstraintTextError("x", text: "[a]-", offset: 99)
        #expect(atEnd.offset == 4)
        #expect(atEnd.caretDiagram == "[a]-\n    ^")
        #expect(atEnd.description == "column 5: error: x\n[a]-\n    ^")
    }

    /// Found by r22c's mutation campaign: `plumb vfl` echoed the format under its error line raw,
    /// so a U+202E in it reversed the terminal line and an escape sequence recoloured it.
    @Test func caretDiagramsEscapeInvisibleCharactersAndKeepTheCaretUnderTheFault() {
        let error = ConstraintTextError("x", text: "H:[a\u{202E}]-[b\u{1B}[31m", offset: 9)
        #expect(error.caretDiagram == "H:[a\\u{202E}]-[b\\u{1B}[31m\n                ^")
    }
}

@Suite struct SuggestionsTests {
    static let distances: [(String, String, Int)] = [
        ("", "abc", 3), ("abc", "abc", 0), ("leadingMargn", "leadingMargin", 1), ("kitten", "sitting", 3),
        ("centreY", "centerY", 1), ("abcd", "badc", 2), ("ab", "ba", 1), ("trailing", "", 8),
    ]

    @Test(arguments: distances)
    func measuresEditDistance(a: String, b: String, distance: Int) {
        #expect(Suggestions.editDistance(a, b) == distance)
        #expect(Suggestions.editDistance(b, a) == distance)
    }

    @Test func suggestsOnlyPlausibleTypos() {
        #expect(Suggestions.nearest(to: "leadingMargn", in: LayoutAttribute.allNames) == "leadingMargin")
        #expect(Suggestions.nearest(to: "Width", in: LayoutAttribute.allNames) == "width")
        #expect(Suggestions.nearest(to: "colour", in: LayoutAttribute.allNames) == nil)
        #expect(Suggestions.nearest(to: "c", in: ["a", "b"]) == nil)
        #expect(Suggestions.nearest(to: "hieght", in: ["height", "weight"]) == "height")
        #expect(Suggestions.nearest(to: "zzz", in: ["height"]) == nil)
    }

    @Test func aSuggestionIsPresentedAfterTheMessage() {
        #expect(DiagnosticText.message("unknown view 'emial'", suggestion: "email") == "unknown view 'emial'; did you mean 'email'?")
        #expect(DiagnosticText.message("unknown view 'zzz'", suggestion: nil) == "unknown view 'zzz'")
        let location = SourceLocation(file: "a.yaml", line: 3, column: 7)
        #expect(DiagnosticText.line(location, "error", "bad") == "a.yaml:3:7: error: bad")
        #expect(DiagnosticText.line(nil, "warning", "bad \u{202E}") == "warning: bad \\u{202E}")
    }
}

@Suite struct MetricListTests {
    @Test func readsPairs() throws {
        #expect(try MetricList.parse("pad=20, gap = -8.5 wide=1e2") == ["pad": 20, "gap": -8.5, "wide": 100])
        #expect(try MetricList.parse("") == [:])
    }

    static let errorCases: [(String, String, Int)] = [
        ("pad", "expected '=' and a value after the metric name 'pad', like 'pad=20'", 4),
        ("pad=x", "expected a number for the metric 'pad', found 'x'", 5),
        ("pad=20;gap=8", "expected ',' between metrics, found ';'", 7),
        ("9=1", "expected a metric name (a C identifier), found '9'", 1),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(text: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try MetricList.parse(text) }
        #expect(error?.message == message)
        #expect(error?.column == column)
    }
}
