import Testing
@testable import PlumbLayout

@Suite struct VisualFormatOptionsTests {
    static let namedCases: [(String, VisualFormatOptions)] = [
        ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLeading,directionLeftToRight", [.alignAllLeading, .directionLeftToRight]),
        (".alignAllTop | .alignAllBottom", [.alignAllTop, .alignAllBottom]),
        ("NSLayoutFormatAlignAllCenterX", .alignAllCenterX),
        ("alignAllBaseline", .alignAllLastBaseline),
        ("spacingBaselineToBaseline directionRightToLeft", [.spacingBaselineToBaseline, .directionRightToLeft]),
        ("", []),
    ]

    @Test(arguments: namedCases)
    func readsNames(text: String, options: VisualFormatOptions) throws {
        #expect(try VisualFormatOptions(names: text) == options)
    }

    /// Every option can be named, and its name reads back to it.
    @Test(arguments: VisualFormatOptions.named.map(\.name))
    func everyNameReadsBack(name: String) throws {
        let options = try VisualFormatOptions(names: name)
        #expect(options.names == [name])
    }

    @Test func alignmentAttributesFollowTheOptions() {
        let options: VisualFormatOptions = [.alignAllCenterY, .alignAllTop, .directionLeftToRight]
        #expect(options.alignmentAttributes == [.top, .centerY])
    }

    static let errorCases: [(String, String, Int)] = [
        ("alignAllCentreY", "unknown format option 'alignAllCentreY' (valid options: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline); did you mean 'alignAllCenterY'?", 1),
        ("alignAllTop,centre", "unknown format option 'centre' (valid options: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline)", 13),
        ("directionLeftToRight,directionRightToLeft", "only one direction option may be given; 'directionRightToLeft' conflicts with 'directionLeftToRight'", 22),
        ("spacingEdgeToEdge spacingBaselineToBaseline", "only one spacing option may be given; 'spacingBaselineToBaseline' conflicts with 'spacingEdgeToEdge'", 19),
    ]

    @Test(arguments: errorCases)
    func reportsUnknownNamesAndConflicts(text: String, message: String, column: Int) {
        let error = textError { () throws(ConstraintTextError) in try VisualFormatOptions(names: text) }
        #expect(error?.fullMessage == message)
        #expect(error?.column == column)
    }
}
