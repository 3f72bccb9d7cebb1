import Testing
@testable import PlumbLayout

@Suite struct VisualFormatTests {
    static let metrics = ["pad": 20.0, "gap": 12, "prio": 300, "b2": 44]

    /// Every grammar rule, as the equations it makes (each written out by hand from Apple's rules).
    @Test(arguments: [
        // Standard and flush connections, orientation.
        ("[a]-[b]", ["b.leading == a.trailing + standard"]),
        ("H:[a]-[b]", ["b.leading == a.trailing + standard"]),
        ("V:[a]-[b]", ["b.top == a.bottom + standard"]),
        ("[a][b]", ["b.leading == a.trailing"]),
        ("V:[a][b][c]", ["b.top == a.bottom", "c.top == b.bottom"]),
        ("[a]", []),
        // The superview: margins with `-`, edges when flush or with a spacing.
        ("|-[a]", ["a.leading == superview.leadingMargin"]),
        ("[a]-|", ["superview.trailingMargin == a.trailing"]),
        ("V:|-[a]-|", ["a.top == superview.topMargin", "superview.bottomMargin == a.bottom"]),
        ("|[a]|", ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        ("|-20-[a]", ["a.leading == superview.leading + 20"]),
        ("|-(20)-[a]", ["a.leading == superview.leading + 20"]),
        ("[a]-20-|", ["superview.trailing == a.trailing + 20"]),
        ("|-50-[purpleBox]-50-|", ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"]),
        // Spacings: numbers, metrics, relations, priorities, several predicates, negative numbers in parentheses.
        ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
        ("[a]-pad-[b]", ["b.leading == a.trailing + 20"]),
        ("[a]-0.5-[b]", ["b.leading == a.trailing + 0.5"]),
        ("[a]-(>=gap)-[b]", ["b.leading >= a.trailing + 12"]),
        ("[a]-(<=20@750)-[b]", ["b.leading <= a.trailing + 20 @high"]),
        ("[a]-(>=0,<=20@500)-[b]", ["b.leading >= a.trailing", "b.leading <= a.trailing + 20 @500"]),
        ("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
        ("[a]-(==pad@prio)-[b]", ["b.leading == a.trailing + 20 @300"]),
        ("|-(>=pad)-[a]-(>=pad)-|", ["a.leading >= superview.leading + 20", "superview.trailing >= a.trailing + 20"]),
        // View predicates: sizes, relations, priorities, equal sizes, metrics before view names.
        ("[button(>=50)]", ["button.width >= 50"]),
        ("V:[button(>=50)]", ["button.height >= 50"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[a(50@750)]", ["a.width == 50 @high"]),
        ("[button1(==button2)]", ["button1.width == button2.width"]),
        ("V:[a(==b@250)]", ["a.height == b.height @low"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        ("[a(pad)]", ["a.width == 20"]),
        ("[a(==b2)]", ["a.width == 44"]),
        ("[a(>=b,<=pad)]", ["a.width >= b.width", "a.width <= 20"]),
        ("[a(-1)]", ["a.width == -1"]),
        // A complete line, reading order: connections and views as written.
        ("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == superview.leadingMargin", "findNext.leading == find.trailing + standard",
            "findField.leading == findNext.trailing + standard", "findField.width >= 20",
            "superview.trailingMargin == findField.trailing",
        ]),
        ("H:|-[a]-[b(==a)]-|", [
            "a.leading == superview.leadingMargin", "b.leading == a.trailing + standard", "b.width == a.width",
            "superview.trailingMargin == b.trailing",
        ]),
        // Spaces between the parts are tolerated.
        (" V: | - [ a ( >= 10 ) ] - 8 - [ b ] ", ["a.top == superview.topMargin", "a.height >= 10", "b.top == a.bottom + 8"]),
        ("[a]-1e1-[b]", ["b.leading == a.trailing + 10"]),
    ])
    func readsTheGrammar(format: String, equations: [String]) throws {
        let specs = try VisualFormat.parse(format, metrics: Self.metrics)
        #expect(specs.map(\.equationText) == equations)
    }

    static let optionCases: [(String, VisualFormatOptions, [String])] = [
        ("H:|-[a]-[b]-|", .directionLeadingToTrailing, [
            "a.leading == superview.leadingMargin", "b.leading == a.trailing + standard", "superview.trailingMargin == b.trailing"]),
        ("H:|-[a]-[b]-|", .directionLeftToRight, [
            "a.left == superview.leftMargin", "b.left == a.right + standard", "superview.rightMargin == b.right"]),
        ("H:|-[a]-[b]-|", .directionRightToLeft, [
            "superview.rightMargin == a.right", "a.left == b.right + standard", "b.left == superview.leftMargin"]),
        ("H:|-20-[a]-(>=5)-[b]|", .directionRightToLeft, [
            "superview.right == a.right + 20", "a.left >= b.right + 5", "b.left == superview.left"]),
        ("V:|-[a]-[b]", .directionRightToLeft, ["a.top == superview.topMargin", "b.top == a.bottom + standard"]),
        ("[a][b]-[c]", .alignAllTop, ["b.leading == a.trailing", "c.leading == b.trailing + standard", "a.top == b.top", "b.top == c.top"]),
        ("[a][b]", .alignAllBottom, ["b.leading == a.trailing", "a.bottom == b.bottom"]),
        ("[a][b]", .alignAllCenterY, ["b.leading == a.trailing", "a.centerY == b.centerY"]),
        ("[a][b]", .alignAllFirstBaseline, ["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"]),
        ("[a][b]", .alignAllLastBaseline, ["b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"]),
        ("[a][b]", [.alignAllTop, .alignAllBottom], ["b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom"]),
        ("V:[a][b]", .alignAllLeft, ["b.top == a.bottom", "a.left == b.left"]),
        ("V:[a][b]", .alignAllRight, ["b.top == a.bottom", "a.right == b.right"]),
        ("V:[a][b]", .alignAllLeading, ["b.top == a.bottom", "a.leading == b.leading"]),
        ("V:[a][b]", .alignAllTrailing, ["b.top == a.bottom", "a.trailing == b.trailing"]),
        ("V:[a][b]", .alignAllCenterX, ["b.top == a.bottom", "a.centerX == b.centerX"]),
        ("V:[a]", .alignAllCenterX, []),
        ("V:|-[a]-[b]-20-[c][d]-|", .spacingBaselineToBaseline, [
            "a.top == superview.topMargin", "b.firstBaseline == a.lastBaseline + standard", "c.firstBaseline == b.lastBaseline + 20",
            "d.top == c.bottom", "superview.bottomMargin == d.bottom"]),
        ("V:[a]-[b]", .spacingEdgeToEdge, ["b.top == a.bottom + standard"]),
    ]

    /// Every option, on a two-view format in each axis.
    @Test(arguments: optionCases)
    func appliesOptions(format: String, options: VisualFormatOptions, equations: [String]) throws {
        let specs = try VisualFormat.parse(format, options: options)
        #expect(specs.map(\.equationText) == equations)
    }

    /// What a format string makes, printed as equations, reads back to the same constraints.
    @Test(arguments: ["|-[a]-[b(==a)]-(>=pad@prio)-|", "V:|[a(>=10,<=40@low)]-(-5)-[b]|", "|-20-[a]-[b]-|"])
    func printedConstraintsReadBack(format: String) throws {
        for options: VisualFormatOptions in [[], .directionRightToLeft, .directionLeftToRight] where !(format.hasPrefix("V:") && !options.isEmpty) {
            for spec in try VisualFormat.parse(format, options: options, metrics: Self.metrics) {
                #expect(try ConstraintParser.parseEquation(spec.equationText).withoutOrigin == spec.withoutOrigin)
            }
        }
    }

    @Test func standardSpacingIsMarkedAndMarginsAreNot() throws {
        let specs = try VisualFormat.parse("|-[a]-[b]")
        #expect(specs.map(\.usesStandardSpacing) == [false, true])
        #expect(specs.map(\.constant) == [0, 8])
    }

    @Test func eachConstraintRemembersItsCharacters() throws {
        let start = SourceLocation(file: "s.yaml", line: 4, column: 9)
        let format = "H:|-20-[a]-(>=0,<=8@500)-[b(==a)]|"
        let specs = try VisualFormat.parse(format, options: .alignAllTop, location: start)
        let pieces = specs.map { spec in String(Array(format)[spec.origin.range]) }
        #expect(pieces == ["|-20-", ">=0", "<=8@500", "==a", "]|", "[a]-(>=0,<=8@500)-[b(==a)]"])
        #expect(specs.allSatisfy { $0.origin.syntax == .visualFormat && $0.origin.text == format && $0.origin.location == start })
    }

    @Test func knownViewsAreAccepted() throws {
        let specs = try VisualFormat.parse("[a]-[b(==a)]", views: ["a", "b"])
        #expect(specs.count == 2)
    }

    /// Every error, with its exact message and the column of the caret.
    @Test(arguments: [
        ("V[a]", "expected ':' after 'V' to specify vertical arrangement; did you mean 'V:[a]'?", 2),
        ("H[a]", "expected ':' after 'H' to specify horizontal arrangement; did you mean 'H:[a]'?", 2),
        ("H|-[a]", "expected ':' after 'H' to specify horizontal arrangement; did you mean 'H:|-[a]'?", 2),
        ("-[view]", "a format string cannot begin with a connection: '-' needs the superview '|' before it, as in '|-[view]'", 1),
        ("V:-20-[view]", "a format string cannot begin with a connection: '-' needs the superview '|' before it, as in '|-[view]'", 3),
        ("X:[a]", "unknown orientation 'X'; use 'H:' or 'V:', or leave it out for horizontal", 1),
        ("H:V:[a]", "the orientation is given twice; a format string lays out along one axis", 3),
        ("foo", "expected a view in brackets such as '[foo]', or '|' for the superview", 1),
        ("", "expected a view, such as '[button]'", 1),
        ("|", "expected a view or a connection", 2),
        ("|-|", "a format string needs at least one view between the superview bars", 3),
        ("[]", "expected a view name between the brackets", 2),
        ("[1a]", "expected a view name (a C identifier) after '[', found '1'", 2),
        ("[a]-[b", "expected ']' after the view name 'b', found the end of the text", 7),
        ("[a b]", "expected ']' after the view name 'a', found 'b'", 4),
        ("[a(20]", "a predicate on a view's thickness must end with ')' and the view must end with ']'", 6),
        ("[a(20)", "expected ']' after specifying thickness", 7),
        ("[a()]", "expected a predicate: a relation (optional), then a number, metric or view name", 4),
        ("[a(@500)]", "expected a number, a metric name or a view name, found '@'", 4),
        ("[a(=20)]", "unknown relation; it must be ==, >= or <=", 4),
        ("[a(<20)]", "unknown relation; it must be ==, >= or <=", 4),
        ("[a]-(=>20)-[b]", "unknown relation; it must be ==, >= or <=", 6),
        ("[a]-blackBox-[blackBox]", "it's not possible to set a space equal to the width or height of a view; perhaps you want to use a view as a spacer: [view1][spacer(==view1)][view2]", 5),
        ("[a]-(>=b)-[b]", "it's not possible to set a space equal to the width or height of a view; perhaps you want to use a view as a spacer: [view1][spacer(==view1)][view2]", 8),
        ("[a]--5-[b]", "cannot tell if this - is a minus sign or an accidental extra bar in the connection; use parentheses around negative numbers", 5),
        ("[a]--[b]", "expected a spacing (a number or a metric name) after '-', found '-'", 5),
        ("[a]-x-[b]", "unable to find metric with name x", 5),
        ("[a]-paf-[b]", "unable to find metric with name paf; did you mean 'pad'?", 5),
        ("[a]-(20)[b]", "expected '-' after the spacing, found '['; a spacing is written between two dashes, like '-20-'", 9),
        ("[a]-(20,)-[b]", "expected a predicate: a relation (optional), then a number, metric or view name", 9),
        ("[a]-(20-[b]", "expected ',' or ')' in the spacing's predicate list, found '-'", 8),
        ("[a]|[b]", "the superview '|' can only begin or end a format string; found '[' after it", 4),
        ("[a]-|-[b]", "the superview '|' can only begin or end a format string; found '-' after it", 5),
        ("[a]-", "expected a view after the connection", 5),
        ("[a]x", "expected '-', a view or '|', found 'x'", 4),
        ("[a(1e999)]", "number out of range", 4),
        ("[a]-1e999-[b]", "number out of range", 5),
        ("[a(20@0)]", "priority must be greater than 0 and at most 1000", 7),
        ("[a(20@1001)]", "priority must be greater than 0 and at most 1000", 7),
        ("[a]-(20@-1)-[b]", "priority must be greater than 0 and at most 1000", 9),
        ("[a]-(20@hgh)-[b]", "unknown priority 'hgh': use a number, required, high, low, fittingSize or a metric name; did you mean 'high'?", 9),
    ])
    func reportsErrorsAtTheirColumn(format: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try VisualFormat.parse(format, metrics: Self.metrics) }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
    }

    @Test(arguments: [
        ("[a]-[blackBox]", "unable to find view with name blackBox", 6),
        ("[a]-[bluBox]", "unable to find view with name bluBox; did you mean 'blueBox'?", 6),
        ("[a(==c)]", "unable to find view with name c", 6),
        ("[a]-blueBox-[blueBox]", "it's not possible to set a space equal to the width or height of a view; perhaps you want to use a view as a spacer: [view1][spacer(==view1)][view2]", 5),
    ])
    func reportsUnknownViewsWhenTheViewsAreKnown(format: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in
            try VisualFormat.parse(format, metrics: Self.metrics, views: ["a", "blueBox"])
        }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
    }

    static let optionErrorCases: [(String, VisualFormatOptions, String, Int)] = [
        ("H:[a][b]", .alignAllLeading, "option alignAllLeading aligns the views along the horizontal axis, the axis this format lays them out along; alignment must be perpendicular to it; use one of alignAllTop, alignAllBottom, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline", 1),
        ("[a][b]", .alignAllCenterX, "option alignAllCenterX aligns the views along the horizontal axis, the axis this format lays them out along; alignment must be perpendicular to it; use one of alignAllTop, alignAllBottom, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline", 1),
        ("  V:[a][b]", .alignAllTop, "option alignAllTop aligns the views along the vertical axis, the axis this format lays them out along; alignment must be perpendicular to it; use one of alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing, alignAllCenterX", 3),
        ("V:[a][b]", .alignAllLastBaseline, "option alignAllLastBaseline aligns the views along the vertical axis, the axis this format lays them out along; alignment must be perpendicular to it; use one of alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing, alignAllCenterX", 1),
        ("H:[a]-[b]", .spacingBaselineToBaseline, "option spacingBaselineToBaseline is only valid for vertical formats ('V:')", 1),
        ("[a][b]", [.directionLeftToRight, .directionRightToLeft], "options directionLeftToRight and directionRightToLeft contradict each other; give only one", 1),
    ]

    @Test(arguments: optionErrorCases)
    func checksOptionsAgainstTheAxis(format: String, options: VisualFormatOptions, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try VisualFormat.parse(format, options: options) }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
    }
}
