import Testing
@testable import PlumbLayout

@Suite struct EquationPrinterTests {
    @Test(arguments: [
        (expected("b.leading", .equal, "a.trailing", constant: 8, standard: true), "b.leading == a.trailing + standard"),
        (expected("a.bottom", .equal, "b.top", constant: -8, standard: true), "a.bottom == b.top - standard"),
        (expected("red.width", .equal, "blue.width", multiplier: 0.5, constant: -4, priority: 750), "red.width == 0.5 * blue.width - 4 @high"),
        (expected("box.height", .greaterThanOrEqual, constant: 44), "box.height >= 44"),
        (expected("box.width", .lessThanOrEqual, constant: -2.5, priority: 999.5), "box.width <= -2.5 @999.5"),
        (expected("a.lastBaseline", .equal, "b.firstBaseline", priority: 251), "a.lastBaseline == b.firstBaseline @251"),
        (expected("box.margins.leading", .equal, "superview.leadingMargin"), "box.margins.leading == superview.leadingMargin"),
        (expected("a.width", .equal, constant: 1e300), "a.width == 1e+300"),
    ])
    func printsTheEquationSyntax(spec: ConstraintSpec, text: String) {
        #expect(spec.equationText == text)
    }

    /// Printing and reading back gives the same constraint, for every attribute and relation and
    /// a spread of multipliers, constants and priorities.
    @Test(arguments: LayoutAttribute.allCases)
    func roundTrips(attribute: LayoutAttribute) throws {
        let partner: LayoutAttribute = attribute.kind == .dimension ? (attribute == .width ? .height : .width) : attribute.withoutMargin
        var specs: [ConstraintSpec] = []
        for relation in LayoutRelation.allCases {
            for (multiplier, constant, priority, standard) in [(1.0, 0.0, 1000.0, false), (0.5, -4, 750, false), (2, 20.25, 999.5, false),
                                                               (1, 8, 250, true), (1, -8, 50, true), (-1, 3, 1, false)] {
                specs.append(ConstraintSpec(first: AttributeReference(item: ItemReference("box.margins"), attribute: attribute),
                                            relation: relation,
                                            second: AttributeReference(item: .superview, attribute: partner),
                                            multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
                                            usesStandardSpacing: standard))
            }
            if attribute.kind == .dimension {
                specs.append(ConstraintSpec(first: AttributeReference(item: ItemReference("box"), attribute: attribute),
                                            relation: relation, constant: 44.5, priority: .defaultLow))
            }
        }
        for spec in specs {
            let text = spec.equationText
            let reread = try ConstraintParser.parseEquation(text)
            #expect(reread.withoutOrigin == spec, "\(text)")
            #expect(reread.equationText == text)
        }
    }
}
