import Testing
@testable import PlumbLayout

/// The Auto Layout Guide's worked examples ("Auto Layout Cookbook"), solved in portrait and landscape.
///
/// The fake measurer: a character is 0.5 × size wide, a line 1.2 × size high, the baseline 1.0 × size
/// below a line's top. Text sizes round up to the 1/3-pt grid (@3x). A label's first baseline lies
/// `ascent` below its top and its last `textHeight − lastBaseline` above its bottom; a text field's
/// text is centred, so its baselines sit at `y + h/2 + (ascent − textHeight/2)`.
@Suite struct AppleExampleTests {
    typealias S = Scene

    // MARK: Simple Label and Text Field

    static let simpleLabelAndTextField = LayoutDocument(
        name: "Simple Label and Text Field",
        views: [S.label("nameLabel", "Name"), S.textField("nameField", placeholder: "Enter Name")],
        constraints: [
            S.constraint("nameLabel.leading", .equal, "superview.leadingMargin"),
            S.constraint("nameField.trailing", .equal, "superview.trailingMargin"),
            S.constraint("nameField.leading", .equal, "nameLabel.trailing", plus: 8),
            S.constraint("nameField.top", .equal, "safeArea.top", plus: 20),
            S.constraint("nameLabel.lastBaseline", .equal, "nameField.lastBaseline"),
        ])

    @Test func simpleLabelAndTextFieldPortrait() throws {
        let layout = try solve(Self.simpleLabelAndTextField, TestCanvas.portrait)
        // Label "Name", 17 pt: 4 × 8.5 = 34 wide; 20.4 high → ceil to 1/3 pt = 20.6667 (62/3).
        // Field "Enter Name": 10 × 8.5 + 2 × 7 = 99 wide; 20.6667 + 14 = 34.6667 high (104/3).
        // Label hugs at 251, field at 250: the field stretches.
        // x: label 16 (margin), field 16 + 34 + 8 = 58 to 393 − 16 = 377 → width 319.
        // y: field 59 + 20 = 79. Field baseline 79 + 34.6667/2 + (17 − 20.4/2) = 103.1333;
        //    label's last baseline y + 20.6667 − (20.4 − 17) = y + 17.2667 → y = 85.8667 → 257.6 px → 86.
        expectFrame(layout, "nameLabel", 16, 86, 34, 62.0 / 3)
        expectFrame(layout, "nameField", 58, 79, 319, 104.0 / 3)
        // Every written constraint holds; only the field's width hugging (<= 99 @250) gives, by 319 − 99 = 220.
        #expect(layout.constraints.filter { $0.source == .user }.allSatisfy { $0.state == .satisfied })
        let unmet = layout.constraints.filter { $0.state != .satisfied }
        #expect(unmet.count == 1)
        #expect(unmet.first?.firstName == "nameField")
        #expect(unmet.first?.spec.first.attribute == .width)
        if case let .violated(by)? = unmet.first?.state { #expect(abs(by - 220) < 0.001) } else { Issue.record("not violated") }
    }

    @Test func simpleLabelAndTextFieldLandscape() throws {
        let layout = try solve(Self.simpleLabelAndTextField, TestCanvas.landscape)
        // Margins 16 inside the 59-pt safe area: 75 and 852 − 75 = 777.
        // Field x 75 + 34 + 8 = 117, width 777 − 117 = 660; y 0 + 20 = 20; label y 20 + 7 = 27.
        expectFrame(layout, "nameLabel", 75, 27, 34, 62.0 / 3)
        expectFrame(layout, "nameField", 117, 20, 660, 104.0 / 3)
    }

    // MARK: Dynamic Height Label and Text Field

    /// Both tops are at least 20 below the safe area and want to be exactly there at 249; the
    /// first baselines line up, so the taller text decides the row.
    static func dynamicHeight(labelSize: Double) -> LayoutDocument {
        LayoutDocument(
            name: "Dynamic Height Label and Text Field",
            views: [S.label("nameLabel", "Name", size: labelSize), S.textField("nameField", placeholder: "Enter Name")],
            constraints: [
                S.constraint("nameLabel.leading", .equal, "superview.leadingMargin"),
                S.constraint("nameField.trailing", .equal, "superview.trailingMargin"),
                S.constraint("nameField.leading", .equal, "nameLabel.trailing", plus: 8),
                S.constraint("nameField.top", .greaterThanOrEqual, "safeArea.top", plus: 20),
                S.constraint("nameLabel.top", .greaterThanOrEqual, "safeArea.top", plus: 20),
                S.constraint("nameField.top", .equal, "safeArea.top", plus: 20, priority: 249),
                S.constraint("nameLabel.top", .equal, "safeArea.top", plus: 20, priority: 249),
                S.constraint("nameLabel.firstBaseline", .equal, "nameField.firstBaseline"),
            ])
    }

    @Test func dynamicHeightWithBodyTextKeepsTheFieldAtTheTop() throws {
        let layouts = try solve(Self.dynamicHeight(labelSize: 17), [TestCanvas.portrait, TestCanvas.landscape])
        // As in the simple example: the field's baseline is 7 below the label's top offset, so the
        // field sits at 79 (20 below the safe area) and the label at 86, both 249 tops but one give.
        expectFrame(layouts[0], "nameField", 58, 79, 319, 104.0 / 3)
        expectFrame(layouts[0], "nameLabel", 16, 86, 34, 62.0 / 3)
        expectFrame(layouts[1], "nameField", 117, 20, 660, 104.0 / 3)
    }

    @Test func dynamicHeightWithLargeLabelMovesTheRowDown() throws {
        let layouts = try solve(Self.dynamicHeight(labelSize: 36), [TestCanvas.portrait, TestCanvas.landscape])
        // Label 36 pt: 4 × 18 = 72 wide, 43.2 → 43.3333 (130/3) high; first baseline y + 36.
        // Field: first baseline y + 17.3333 + 6.8 = y + 24.1333, so field.y = label.y + 11.8667.
        // Both tops >= 79; the 249 errors (label.y − 79) + (field.y − 79) are least at label.y = 79,
        // field.y = 90.8667 → 272.6 px → 273 px = 91 after rounding (bottom 125.5333 → 376.6 px → 377: height 104/3).
        // x: label 16..88, field 88 + 8 = 96 .. 377 → 281.
        expectFrame(layouts[0], "nameLabel", 16, 79, 72, 130.0 / 3)
        expectFrame(layouts[0], "nameField", 96, 91, 281, 104.0 / 3)
        // Landscape: tops >= 20: label 20, field 31.8667 → 95.6 px → 96 px = 32; x 75, 75 + 72 + 8 = 155 .. 777.
        expectFrame(layouts[1], "nameLabel", 75, 20, 72, 130.0 / 3)
        expectFrame(layouts[1], "nameField", 155, 32, 622, 104.0 / 3)
        // Only the field's 249 top gives (by 11.8667) and its width hugging.
        let violated = layouts[0].constraints.filter { $0.state != .satisfied && $0.source == .user }
        #expect(violated.map(\.spec.priority) == [LayoutPriority(249)])
        #expect(violated.first?.firstName == "nameField")
    }

    // MARK: Two Buttons with Equal Spacing

    /// Three spacers of equal width around two buttons that keep their intrinsic widths, 20 above
    /// the safe area's bottom. `spacers` are dummy views or layout guides.
    static func equalSpacing(useGuides: Bool) -> LayoutDocument {
        let spacers = ["leadingSpace", "centerSpace", "trailingSpace"]
        var constraints = [
            S.constraint("leadingSpace.leading", .equal, "margins.leading"),
            S.constraint("tiny.leading", .equal, "leadingSpace.trailing"),
            S.constraint("centerSpace.leading", .equal, "tiny.trailing"),
            S.constraint("longer.leading", .equal, "centerSpace.trailing"),
            S.constraint("trailingSpace.leading", .equal, "longer.trailing"),
            S.constraint("trailingSpace.trailing", .equal, "margins.trailing"),
            S.constraint("centerSpace.width", .equal, "leadingSpace.width"),
            S.constraint("trailingSpace.width", .equal, "leadingSpace.width"),
            S.constraint("safeArea.bottom", .equal, "tiny.bottom", plus: 20),
            S.constraint("safeArea.bottom", .equal, "longer.bottom", plus: 20),
        ]
        for spacer in spacers {
            constraints.append(S.constraint("\(spacer).top", .equal, "tiny.top"))
            constraints.append(S.constraint("\(spacer).bottom", .equal, "tiny.bottom"))
        }
        let buttons = [S.button("tiny", "Tiny"), S.button("longer", "A Longer Title")]
        return LayoutDocument(name: "Two Buttons with Equal Spacing",
                              views: useGuides ? buttons : spacers.map { S.view($0) } + buttons,
                              guides: useGuides ? spacers : [], constraints: constraints)
    }

    @Test(arguments: [false, true]) func twoButtonsWithEqualSpacing(useGuides: Bool) throws {
        let layouts = try solve(Self.equalSpacing(useGuides: useGuides), [TestCanvas.portrait, TestCanvas.landscape])
        // Buttons, 15 pt: "Tiny" 4 × 7.5 = 30 wide, "A Longer Title" 14 × 7.5 = 105; both 18 + 6 + 6 = 30 high.
        // Portrait: margins 16..377 (361): 3 × space + 135 = 361 → space 75.3333 (226/3).
        // tiny 91.3333..121.3333, longer 196.6667..301.6667; bottoms 852 − 34 − 20 = 798 → y 768.
        let portrait = layouts[0]
        expectFrame(portrait, "tiny", 274.0 / 3, 768, 30, 30)
        expectFrame(portrait, "longer", 590.0 / 3, 768, 105, 30)
        // Landscape: margins 75..777 (702): space (702 − 135) / 3 = 189; tiny 264, longer 294 + 189 = 483;
        // bottoms 393 − 21 − 20 = 352 → y 322.
        let landscape = layouts[1]
        expectFrame(landscape, "tiny", 264, 322, 30, 30)
        expectFrame(landscape, "longer", 483, 322, 105, 30)
        if useGuides {
            expectGuide(portrait, "centerSpace", 364.0 / 3, 768, 226.0 / 3, 30)
            expectGuide(landscape, "trailingSpace", 588, 322, 189, 30)
            #expect(portrait.view(named: "centerSpace") == nil)
        } else {
            expectFrame(portrait, "centerSpace", 364.0 / 3, 768, 226.0 / 3, 30)
            expectFrame(landscape, "trailingSpace", 588, 322, 189, 30)
        }
    }

    // MARK: A register form from VFL rows

    /// What `V:|-[email]-[confirm]-[register]` and `H:|-[row]-|` for each row read into.
    static let registerForm = LayoutDocument(
        name: "Register form",
        views: [S.textField("email", placeholder: "Email"), S.textField("confirm", placeholder: "Confirm Email"),
                S.button("register", "Register")],
        constraints: [
            S.constraint("email.top", .equal, "superview.topMargin"),
            S.constraint("confirm.top", .equal, "email.bottom", plus: 8),
            S.constraint("register.top", .equal, "confirm.bottom", plus: 8),
        ] + ["email", "confirm", "register"].flatMap { row in
            [S.constraint("\(row).leading", .equal, "superview.leadingMargin"),
             S.constraint("superview.trailingMargin", .equal, "\(row).trailing")]
        })

    @Test func registerFormRows() throws {
        let layouts = try solve(Self.registerForm, [TestCanvas.portrait, TestCanvas.landscape])
        // Fields are 20.6667 + 14 = 34.6667 (104/3) high, the button 30; rows 8 apart from the top margin.
        // Portrait: top margin = safe area top 59; email 59, confirm 59 + 104/3 + 8 = 305/3,
        // register 305/3 + 104/3 + 8 = 433/3. All 16..377 wide (361).
        expectFrame(layouts[0], "email", 16, 59, 361, 104.0 / 3)
        expectFrame(layouts[0], "confirm", 16, 305.0 / 3, 361, 104.0 / 3)
        expectFrame(layouts[0], "register", 16, 433.0 / 3, 361, 30)
        // Landscape: top margin 0; 75..777 (702).
        expectFrame(layouts[1], "email", 75, 0, 702, 104.0 / 3)
        expectFrame(layouts[1], "confirm", 75, 128.0 / 3, 702, 104.0 / 3)
        expectFrame(layouts[1], "register", 75, 256.0 / 3, 702, 30)
    }

    // MARK: Two grey boxes, a button in each, a constraint across them

    static let twoBoxes = LayoutDocument(
        name: "Two boxes",
        views: [S.view("leftBox", subviews: [S.button("ok", "OK")]),
                S.view("rightBox", subviews: [S.button("cancel", "Cancel")])],
        constraints: [
            S.constraint("leftBox.leading", .equal, "superview.leadingMargin"),
            S.constraint("rightBox.leading", .equal, "leftBox.trailing", plus: 8),
            S.constraint("superview.trailingMargin", .equal, "rightBox.trailing"),
            S.constraint("rightBox.width", .equal, "leftBox.width"),
            S.constraint("leftBox.top", .equal, "safeArea.top", plus: 20),
            S.constraint("rightBox.top", .equal, "leftBox.top"),
            S.constraint("leftBox.height", .equal, plus: 200),
            S.constraint("rightBox.height", .equal, plus: 200),
            S.constraint("ok.leading", .equal, "superview.leadingMargin"),
            S.constraint("ok.top", .equal, "superview.topMargin"),
            S.constraint("cancel.trailing", .equal, "superview.trailingMargin"),
            S.constraint("cancel.top", .equal, "ok.bottom", plus: 20),
        ])

    @Test func twoBoxesWithACrossViewConstraint() throws {
        let layouts = try solve(Self.twoBoxes, [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait: 16 + w + 8 + w + 16 = 393 → w = 176.5. Edges 16, 192.5, 200.5, 377 → pixels 48, 577.5→578,
        // 601.5→602, 1131: leftBox 16..192.6667, rightBox 200.6667..377. Top 59 + 20 = 79.
        let portrait = layouts[0]
        expectFrame(portrait, "leftBox", 16, 79, 530.0 / 3, 200)
        expectFrame(portrait, "rightBox", 602.0 / 3, 79, 529.0 / 3, 200)
        // ok: 8 inside leftBox (box margins 8): absolute (24, 87), 15 × 30; in the box (8, 8).
        expectFrame(portrait, "ok", 8, 8, 15, 30)
        expectFrame(portrait, "ok", 24, 87, 15, 30, absolute: true)
        // cancel: trailing 377 − 8 = 369, 45 wide → 324; top 87 + 30 + 20 = 137. In rightBox:
        // 324 − 200.6667 = 123.3333, 137 − 79 = 58.
        expectFrame(portrait, "cancel", 324, 137, 45, 30, absolute: true)
        expectFrame(portrait, "cancel", 370.0 / 3, 58, 45, 30)
        // Landscape: 75..777: 2w = 702 − 8 → w = 347; boxes 75..422 and 430..777 at y 20.
        let landscape = layouts[1]
        expectFrame(landscape, "leftBox", 75, 20, 347, 200)
        expectFrame(landscape, "rightBox", 430, 20, 347, 200)
        expectFrame(landscape, "ok", 83, 28, 15, 30, absolute: true)
        // cancel: 777 − 8 − 45 = 724, y 28 + 30 + 20 = 78; in rightBox (294, 58).
        expectFrame(landscape, "cancel", 294, 58, 45, 30)
    }

    // MARK: Proportional layout

    static let proportional = LayoutDocument(
        name: "Proportional",
        views: [S.view("box")],
        constraints: [
            S.constraint("box.width", .equal, "superview.width", times: 0.5),
            S.constraint("box.height", .equal, "box.width", times: 1.125),
            S.constraint("box.centerX", .equal, "superview.centerX"),
            S.constraint("box.centerY", .equal, "superview.centerY"),
        ])

    @Test func proportionalLayout() throws {
        let layouts = try solve(Self.proportional, [TestCanvas.portrait, TestCanvas.landscape])
        // Portrait: w = 393 / 2 = 196.5, h = 1.125 × 196.5 = 221.0625; centre (196.5, 426):
        // x 98.25..294.75 → pixels 294.75→295, 884.25→884: 98.3333, width 589/3 = 196.3333;
        // y 315.46875..536.53125 → 946.40625→946, 1609.59375→1610: 315.3333, height 664/3 = 221.3333.
        expectFrame(layouts[0], "box", 295.0 / 3, 946.0 / 3, 589.0 / 3, 664.0 / 3)
        // Landscape: w = 426, h = 479.25; centre (426, 196.5): x 213..639; y −43.125..436.125 →
        // −129.375→−129, 1308.375→1308 px: y −43, height 479.
        expectFrame(layouts[1], "box", 213, -43, 426, 479)
        #expect(layouts[1].constraints.allSatisfy { $0.state == .satisfied })
    }
}

/// What results say about each constraint, for drawings and diagnostics.
@Suite struct SolvedConstraintTests {
    @Test func constraintsNameTheirResolvedItemsAndFrames() throws {
        let layout = try solve(AppleExampleTests.simpleLabelAndTextField, TestCanvas.portrait)
        // nameLabel.leading == superview.leadingMargin: the root's margins guide (16, 59, 361, 759).
        let first = layout.constraints[0]
        #expect(first.source == .user)
        #expect(first.firstName == "nameLabel")
        #expect(first.secondName == "margins")
        #expect(first.firstFrame == Rect(x: 16, y: 86, width: 34, height: 62.0 / 3))
        #expect(first.secondFrame == Rect(x: 16, y: 59, width: 361, height: 759))
        #expect(first.spec.origin.text == "nameLabel.leading == superview.leadingMargin")
        // nameField.top == safeArea.top + 20.
        #expect(layout.constraints[3].secondName == "safeArea")
        // Generated hugging constraints name their view only.
        let hugging = try #require(layout.constraints.first { $0.source == .intrinsicSize })
        #expect(hugging.firstName == "nameLabel")
        #expect(hugging.secondName == nil && hugging.secondFrame == nil)
    }
}
