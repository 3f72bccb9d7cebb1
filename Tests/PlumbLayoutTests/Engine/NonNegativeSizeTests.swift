import Testing
@testable import PlumbLayout

/// Every view's (and the scene's own layout guides') width and height stay at or above zero, a
/// required rule UIKit applies without listing it. Layouts that need a negative size are conflicts:
/// one of the written constraints is broken as UIKit chooses (``BreakingChoice``) and kept as close as
/// it can be.
@Suite struct NonNegativeSizeTests {
    typealias S = Scene

    static let canvas = Canvas(name: "narrow", size: Size(width: 320, height: 200))

    @Test func aNegativeWidthConstantIsAConflictOnItsOwn() throws {
        let document = LayoutDocument(views: [S.view("box")], constraints: [
            S.constraint("box.width", .equal, plus: -16),
            S.constraint("box.height", .equal, plus: 10),
            S.constraint("box.leading", .equal, "superview.leading"),
            S.constraint("box.top", .equal, "superview.top"),
        ])
        let layout = try solve(document, Self.canvas)
        // Broken, 'width == -16' is still met as closely as the rule allows: width 0.
        expectFrame(layout, "box", 0, 0, 0, 10)
        #expect(layout.constraints.map(\.state) == [.broken, .satisfied, .satisfied, .satisfied])
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(Self.canvas)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.members.map(\.text)
            == ["box's width cannot be negative: UIKit keeps every view's size ≥ 0", "box.width == -16"])
        #expect(conflict.broken.text == "box.width == -16")
        #expect(conflict.members[0].uikitDescription == nil && conflict.members[0].location == nil)
        #expect(conflict.members[0].source == .implicit)
        #expect(abs(conflict.brokenBy - 16) < 1e-9)
    }

    /// The text field: a label `width >= 400` between the margins of a 320-wide canvas, the
    /// field after it at standard spacing up to the trailing margin (it used to solve to width −120).
    static let squeezedField = LayoutDocument(
        views: [S.label("nameLabel", "Name"), S.textField("nameField", placeholder: "Enter your name")],
        constraints: [
            S.constraint("nameLabel.leading", .equal, "superview.leadingMargin"),
            S.constraint("nameLabel.width", .greaterThanOrEqual, plus: 400),
            S.constraint("nameLabel.top", .equal, "superview.top", plus: 20),
            S.constraint("nameField.leading", .equal, "nameLabel.trailing", plus: 8),
            S.constraint("nameField.trailing", .equal, "superview.trailingMargin"),
            S.constraint("nameField.centerY", .equal, "nameLabel.centerY"),
        ])

    @Test func aFieldSqueezedBelowZeroBreaksTheLabelsOwnWidth() throws {
        let layout = try solve(Self.squeezedField, Self.canvas)
        // The label's width is the member on the deepest view, so it gives way: the field keeps width
        // 0 and ends at the margin, 320 − 16 = 304, and starts there; the label runs from the margin
        // (16) to 304 − 8 = 296: 280 wide, off by 120. Heights: label 20.4 → 21 at 1x; field 34.4 →
        // 35, centred on the label (centre 30.5 → y 13).
        expectFrame(layout, "nameLabel", 16, 20, 280, 21)
        expectFrame(layout, "nameField", 304, 13, 0, 35)
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["nameLabel.width >= 400"])
        let diagnosis = try LayoutDiagnoser(document: Self.squeezedField, textMeasurer: FixedAdvanceTextMeasurer())
            .diagnose(Self.canvas)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.members.map(\.text) == [
            "root.width == 320 (the canvas width: the root view keeps its canvas's size)",
            "margins.width == root.width - 32 (the layout margins)",
            "nameField's width cannot be negative: UIKit keeps every view's size ≥ 0",
            "nameLabel.leading == superview.leadingMargin", "nameField.leading == nameLabel.trailing + 8",
            "nameField.trailing == superview.trailingMargin", "nameLabel.width >= 400",
        ])
        #expect(abs(conflict.brokenBy - 120) < 1e-9)
        // The log lists what UIKit lists: every member but the implicit rule.
        let report = DiagnosisReport(diagnoses: [diagnosis]).text
        #expect(report.components(separatedBy: "<NSLayoutConstraint:").count - 1 == 6)
        #expect(report.contains("note: in conflict: nameField's width cannot be negative: UIKit keeps every view's size ≥ 0\n"))
    }

    @Test func labelAndButtonBetweenTheMarginsOfAZeroWideHeader() throws {
        // header 0 wide at x 20: its margins run from 28 to 12. Label and button can only shrink to 0;
        // of the members on the header, the spacing involves a trailing edge and the greatest constant,
        // so it is broken (as UIKit broke it in a logged header of this shape): the button ends at the
        // trailing margin, −8 in the header (12 on the canvas), 0 wide, and starts 8 + 0 + 8 − (−8) = 24
        // short of its spacing. Nothing written fixes their widths: the rule does.
        let document = LayoutDocument(
            views: [S.view("header", subviews: [S.label("label", "Name"), S.button("button", "Save")])],
            constraints: [
                S.constraint("header.leading", .equal, "superview.leading", plus: 20),
                S.constraint("header.top", .equal, "superview.top", plus: 10),
                S.constraint("header.width", .equal, plus: 0),
                S.constraint("header.height", .equal, plus: 44),
                S.constraint("label.leading", .equal, "superview.leadingMargin"),
                S.constraint("button.leading", .equal, "label.trailing", plus: 8),
                S.constraint("button.trailing", .equal, "superview.trailingMargin"),
                S.constraint("label.centerY", .equal, "header.centerY"),
                S.constraint("button.centerY", .equal, "header.centerY"),
            ])
        let layout = try solve(document, Self.canvas)
        expectFrame(layout, "label", 8, 12, 0, 21, absolute: false)
        expectFrame(layout, "button", -8, 7, 0, 30)
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["button.leading == label.trailing + 8"])
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(Self.canvas)
        let texts = try #require(diagnosis.conflicts.first).members.map(\.text)
        #expect(texts.contains("label's width cannot be negative: UIKit keeps every view's size ≥ 0"))
        #expect(texts.contains("button's width cannot be negative: UIKit keeps every view's size ≥ 0"))
        #expect(texts.contains("header.width == 0"))
    }

    @Test func aSceneGuideCannotBeNegativeEither() throws {
        // H:|[left(300)][gap][right(300)]| on a 320-wide canvas needs the guide 280 pt short. The two
        // widths are the members on the deepest views, with equal constants: the one planned last,
        // right's, gives way, and right fills what is left, 20 pt after a 0-wide gap.
        let document = LayoutDocument(views: [S.view("left"), S.view("right")], guides: ["gap"], constraints: [
            S.constraint("left.leading", .equal, "superview.leading"),
            S.constraint("left.width", .equal, plus: 300),
            S.constraint("gap.leading", .equal, "left.trailing"),
            S.constraint("right.leading", .equal, "gap.trailing"),
            S.constraint("right.width", .equal, plus: 300),
            S.constraint("superview.trailing", .equal, "right.trailing"),
            S.constraint("left.top", .equal, "superview.top"), S.constraint("left.height", .equal, plus: 10),
            S.constraint("right.top", .equal, "superview.top"), S.constraint("right.height", .equal, plus: 10),
            S.constraint("gap.top", .equal, "superview.top"), S.constraint("gap.height", .equal, plus: 10),
        ])
        let layout = try solve(document, Self.canvas)
        expectFrame(layout, "right", 300, 0, 20, 10)
        #expect(layout.guides["gap"] == Rect(x: 300, y: 0, width: 0, height: 10))
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["right.width == 300"])
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(Self.canvas)
        #expect(try #require(diagnosis.conflicts.first).members.map(\.text)
            .contains("gap's width cannot be negative: layout guides keep their size ≥ 0, as views do"))
    }

    @Test func aViewNarrowerThanItsMarginsIsFine() throws {
        // The margins guide of a 10-wide view is −6 wide: derived guides are not held at 0.
        let document = LayoutDocument(views: [S.view("thin")], constraints: [
            S.constraint("thin.leading", .equal, "superview.leading"), S.constraint("thin.top", .equal, "superview.top"),
            S.constraint("thin.width", .equal, plus: 10), S.constraint("thin.height", .equal, plus: 20),
            S.constraint("thin.margins.width", .lessThanOrEqual, plus: 100),
        ])
        let layout = try solve(document, Self.canvas)
        #expect(!layout.constraints.contains { $0.state == .broken })
        #expect(layout.guides["thin.margins"]?.width == -6)
    }
}
