import Testing
@testable import PlumbLayout

/// Apple's guide notation, as the Auto Layout Guide and its cookbook (seed 002) print constraint lists.
@Suite struct GuideNotationTests {
    static let views: Set<String> = ["nameLabel", "nameTextField", "redView", "leadingDummyView", "shortButton"]

    static let cases: [(String, String)] = [
        ("Name Label.Leading = Superview.LeadingMargin", "nameLabel.leading == superview.leadingMargin"),
        ("Name Text Field.Leading = Name Label.Trailing + Standard", "nameTextField.leading == nameLabel.trailing + standard"),
        ("Name Label.Top >= Top Layout Guide.Bottom + 20.0", "nameLabel.top >= safeArea.top + 20"),
        ("Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)", "nameLabel.top == safeArea.top + 20 @249"),
        ("Bottom Layout Guide.Top = Leading Dummy View.Bottom + 20.0", "safeArea.bottom == leadingDummyView.bottom + 20"),
        ("RedView.Leading = 1.0 × Superview.Leading + 8.0", "redView.leading == superview.leading + 8"),
        ("RedView.Width = 0.5 x Superview.Width", "redView.width == 0.5 * superview.width"),
        ("RedView.Width = 0.5 * Superview.Width", "redView.width == 0.5 * superview.width"),
        ("Name label.Baseline = Name Text Field.Baseline", "nameLabel.lastBaseline == nameTextField.lastBaseline"),
        ("Superview.TrailingMargin >= Short Button.Trailing", "superview.trailingMargin >= shortButton.trailing"),
        ("Leading Dummy View.Height = 0.0", "leadingDummyView.height == 0"),
        ("Top Layout Guide.Top = Name Label.Top (Priority 750)", "superview.top == nameLabel.top @high"),
    ]

    @Test(arguments: cases)
    func readsTheGuideNotation(line: String, equation: String) throws {
        let specs = try ConstraintParser.parse(line: line, views: Self.views)
        #expect(specs.map(\.equationText) == [equation])
        #expect(specs.first?.origin.syntax == .equation)
    }

    @Test func namesWithSpacesNeedNoSceneToReadAsCamelCase() throws {
        let spec = try ConstraintParser.parseEquation("Name Text Field.Leading = Name label.Trailing + Standard")
        #expect(spec.equationText == "nameTextField.leading == nameLabel.trailing + standard")
        #expect(spec.usesStandardSpacing)
    }

    @Test func aLetterXBetweenWordsIsNotAName() throws {
        let spec = try ConstraintParser.parseEquation("a.width = pad x b.width", metrics: ["pad": 2])
        #expect(spec.equationText == "a.width == 2 * b.width")
    }

    static let errorCases: [(String, String, String?, Int)] = [
        ("Name Label.Top = Top Layout Guide.Height", "the top layout guide is read as the safe area's top: use its 'Bottom' (or 'Top', the root view's top)", nil, 35),
        ("Name Label.Top = Superview.Top (Priority high", "expected ')' to close '(Priority …'", nil, 46),
        ("Name Label.Top = Superview.Top (Prio 20)", "expected '(Priority N)' or '@N' for the priority", nil, 32),
        ("Name Label.Top = Superview.Top (Priority 1001)", "priority must be greater than 0 and at most 1000", nil, 42),
        ("Name Label.Leding = Superview.Leading", "unknown attribute 'Leding'", "leading", 12),
    ]

    @Test(arguments: errorCases)
    func reportsMistakesAtTheirColumn(line: String, message: String, suggestion: String?, column: Int) {
        let error = textError { () throws(ConstraintTextError) in _ = try ConstraintParser.parse(line: line, views: Self.views) }
        #expect(error?.message == message)
        #expect(error?.suggestion == suggestion)
        #expect(error?.column == column)
    }

    // MARK: The cookbook's lists, pasted as they are

    static let dynamicHeightList = [
        "Name Label.Leading = Superview.LeadingMargin",
        "Name Text Field.Trailing = Superview.TrailingMargin",
        "Name Text Field.Leading = Name Label.Trailing + Standard",
        "Name Label.Top >= Top Layout Guide.Bottom + 20.0",
        "Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)",
        "Name Text Field.Top >= Top Layout Guide.Bottom + 20.0",
        "Name Text Field.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)",
        "Name label.Baseline = Name Text Field.Baseline",
    ]

    static func document(_ name: String, views: [ViewNode], lines: [String]) throws -> LayoutDocument {
        let names = Set(views.map(\.name))
        let constraints = try lines.flatMap { line throws in try ConstraintParser.parse(line: line, views: names) }
        let document = LayoutDocument(name: name, views: views, constraints: constraints)
        let checker = ItemNameChecker(document: document)
        for spec in constraints {
            #expect(checker.errors(in: spec, fallback: .init(file: "t", line: 1, column: 1)).isEmpty, "\(spec.equationText)")
        }
        return document
    }

    @Test(arguments: [17.0, 36.0])
    func dynamicHeightLabelAndTextField(labelSize: Double) throws {
        let document = try Self.document("Dynamic height", views: [
            Scene.label("nameLabel", "Name", size: labelSize), Scene.textField("nameTextField", placeholder: "Enter Name"),
        ], lines: Self.dynamicHeightList)
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        // The same frames as AppleExampleTests' equations (the baselines are single lines, so first = last).
        if labelSize == 17 {
            // Field 20 below the safe area (79); the label's baseline lines up at 86.
            expectFrame(layouts[0], "nameLabel", 16, 86, 34, 62.0 / 3)
            expectFrame(layouts[0], "nameTextField", 58, 79, 319, 104.0 / 3)
            expectFrame(layouts[1], "nameTextField", 117, 20, 660, 104.0 / 3)
        } else {
            // The 36-pt label is the taller: it sits at 79 and pushes the field down to 91.
            expectFrame(layouts[0], "nameLabel", 16, 79, 72, 130.0 / 3)
            expectFrame(layouts[0], "nameTextField", 96, 91, 281, 104.0 / 3)
            expectFrame(layouts[1], "nameLabel", 75, 20, 72, 130.0 / 3)
            expectFrame(layouts[1], "nameTextField", 155, 32, 622, 104.0 / 3)
        }
    }

    static let equalSpacingList = [
        "Leading Dummy View.Leading = Superview.LeadingMargin",
        "Short Button.Leading = Leading Dummy View.Trailing",
        "Center Dummy View.Leading = Short Button.Trailing",
        "Long Button.Leading = Center Dummy View.Trailing",
        "Trailing Dummy View.Leading = Long Button.Trailing",
        "Trailing Dummy View.Trailing = Superview.TrailingMargin",
        "Bottom Layout Guide.Top = Leading Dummy View.Bottom + 20.0",
        "Bottom Layout Guide.Top = Short Button.Bottom + 20.0",
        "Bottom Layout Guide.Top = Center Dummy View.Bottom + 20.0",
        "Bottom Layout Guide.Top = Long Button.Bottom + 20.0",
        "Bottom Layout Guide.Top = Trailing Dummy View.Bottom + 20.0",
        "Short Button.Leading >= Superview.LeadingMargin",
        "Long Button.Leading >= Short Button.Trailing + Standard",
        "Superview.TrailingMargin >= Long Button.Trailing",
        "Leading Dummy View.Width = Center Dummy View.Width",
        "Leading Dummy View.Width = Trailing Dummy View.Width",
        "Short Button.Width = Long Button.Width",
        "Leading Dummy View.Height = 0.0",
        "Center Dummy View.Height = 0.0",
        "Trailing Dummy View.Height = 0.0",
    ]

    @Test func twoButtonsWithEqualSpacing() throws {
        let document = try Self.document("Equal spacing", views: [
            Scene.view("leadingDummyView"), Scene.button("shortButton", "Short"), Scene.view("centerDummyView"),
            Scene.button("longButton", "Much Longer Button Title"), Scene.view("trailingDummyView"),
        ], lines: Self.equalSpacingList)
        let layouts = try solve(document, [TestCanvas.portrait, TestCanvas.landscape])
        // Buttons, 15 pt: "Much Longer Button Title" 24 × 7.5 = 180 wide, 30 high; both as wide (required).
        // Landscape: margins 75..777 (702) → 3 dummies × 114 + 2 × 180. Bottoms 393 − 21 − 20 = 352.
        expectFrame(layouts[1], "leadingDummyView", 75, 352, 114, 0)
        expectFrame(layouts[1], "shortButton", 189, 322, 180, 30)
        expectFrame(layouts[1], "centerDummyView", 369, 352, 114, 0)
        expectFrame(layouts[1], "longButton", 483, 322, 180, 30)
        expectFrame(layouts[1], "trailingDummyView", 663, 352, 114, 0)
        // Portrait: margins 16..377 (361). The centre dummy is at least 8 wide (Standard), so the dummies
        // are 8 each and the buttons give up their compression resistance: (361 − 24) / 2 = 168.5 each,
        // on the 1/3-pt grid 24..192.6667 and 200.6667..369. Bottoms 852 − 34 − 20 = 798.
        expectFrame(layouts[0], "shortButton", 24, 768, 506.0 / 3, 30)
        expectFrame(layouts[0], "longButton", 602.0 / 3, 768, 505.0 / 3, 30)
        expectFrame(layouts[0], "centerDummyView", 578.0 / 3, 798, 24.0 / 3, 0)
    }
}
