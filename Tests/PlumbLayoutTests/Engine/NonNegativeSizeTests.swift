import Testing
@testable import PlumbLayout

/// Every view's (and the scene's own layout guides') width and height stay at or above zero, a
/// required rule UIKit applies without listing it. Layouts that need a negative size are conflicts:
/// the constraint of the set added last is broken and kept as close as it can be.
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

    @Test func aFieldSqueezedBelowZeroBreaksTheConstraintAddedLast() throws {
        let layout = try solve(Self.squeezedField, Self.canvas)
        // Label from the margin (16), 400 wide; the field starts 8 later at 424 and keeps width 0;
        // its trailing edge should be at 320 − 16 = 304: off by 120. Heights: label 20.4 → 21 at 1x;
        // field 34.4 → 35, centred on the label (centre 30.5 → y 13).
        expectFrame(layout, "nameLabel", 16, 20, 400, 21)
        expectFrame(layout, "nameField", 424, 13, 0, 35)
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["nameField.trailing == superview.trailingMargin"])
        let diagnosis = try LayoutDiagnoser(document: Self.squeezedField, textMeasurer: FixedAdvanceTextMeasurer())
            .diagnose(Self.canvas)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.members.map(\.text) == [
            "root.width == 320 (the canvas width: the root view keeps its canvas's size)",
            "margins.width == root.width - 32 (the layout margins)",
            "nameField's width cannot be negative: UIKit keeps every view's size ≥ 0",
            "nameLabel.leading == superview.leadingMargin", "nameLabel.width >= 400",
            "nameField.leading == nameLabel.trailing + 8", "nameField.trailing == superview.trailingMargin",
        ])
        #expect(abs(conflict.brokenBy - 120) < 1e-9)
        // The log lists what UIKit lists: every member but the implicit rule.
        let report = DiagnosisReport(diagnoses: [diagnosis]).text
        #expect(report.components(separatedBy: "<NSLayoutConstraint:").count - 1 == 6)
        #expect(report.contains("note: in conflict: nameField's width cannot be negative: UIKit keeps every view's size ≥ 0\n"))
    }

    @Test func labelAndButtonBetweenTheMarginsOfAZeroWideHeader() throws {
        // header 0 wide at x 20: its margins run from 28 to 12. Label and button can only shrink to 0,
        // so the trailing constraint (added last) is broken: button.trailing = 28 + 0 + 8 + 0 = 36,
        // off by 24 from 12. Nothing written fixes their widths: the rule does.
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
        expectFrame(layout, "button", 16, 7, 0, 30)
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["button.trailing == superview.trailingMargin"])
        let diagnosis = try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(Self.canvas)
        let texts = try #require(diagnosis.conflicts.first).members.map(\.text)
        #expect(texts.contains("label's width cannot be negative: UIKit keeps every view's size ≥ 0"))
        #expect(texts.contains("button's width cannot be negative: UIKit keeps every view's size ≥ 0"))
        #expect(texts.contains("header.width == 0"))
    }

    @Test func aSceneGuideCannotBeNegativeEither() throws {
        // H:|[left(300)][gap][right(300)]| on a 320-wide canvas needs the guide 280 pt short.
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
        expectFrame(layout, "right", 300, 0, 300, 10)
        #expect(layout.guides["gap"] == Rect(x: 300, y: 0, width: 0, height: 10))
        let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
        #expect(broken == ["superview.trailing == right.trailing"])
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
