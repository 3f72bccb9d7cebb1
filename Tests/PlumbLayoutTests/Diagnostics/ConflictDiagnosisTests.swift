import Testing
@testable import PlumbLayout

/// Conflicts among required constraints: the minimal set, the constraint broken, how far off it is,
/// and the layout finished around it.
@Suite struct ConflictDiagnosisTests {
    typealias F = DiagnosticFixture

    /// Apple's debugging-guide example: a label at least 400 wide inside a 320-wide form, 20 in from
    /// each side. 320 − 40 = 280 < 400: the four constraints conflict, the last added is broken and
    /// still met as closely as possible (280 wide, 120 short).
    static let form = [F.view("form", line: 3, subviews: [F.view("nameLabel", .label, line: 5, intrinsic: Size(width: 40, height: 20))])]
    static let formConstraints = [
        "form.leading == superview.leading", "form.top == superview.top", "form.width == 320", "form.height == 100",
        "nameLabel.leading == form.leading + 20", "nameLabel.trailing == form.trailing - 20",
        "nameLabel.top == form.top", "nameLabel.width >= 400",
    ]

    @Test func findsTheMinimalSetAndTheBrokenConstraint() throws {
        let diagnosis = try F.diagnose(views: Self.form, constraints: Self.formConstraints)
        #expect(diagnosis.hasErrors)
        #expect(diagnosis.conflicts.count == 1)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.members.map(\.text) == ["form.width == 320", "nameLabel.leading == form.leading + 20",
                                                 "nameLabel.trailing == form.trailing - 20", "nameLabel.width >= 400"])
        #expect(conflict.members.map { $0.location?.line } == [12, 14, 15, 17])
        #expect(conflict.broken.text == "nameLabel.width >= 400")
        #expect(abs(conflict.brokenBy - 120) < 1e-6)
        #expect(diagnosis.layout.view(named: "nameLabel")?.frame.width == 280)
        #expect(diagnosis.ambiguities.isEmpty)
    }

    @Test func printsEachConstraintTheWayUIKitLogsIt() throws {
        let conflict = try #require(try F.diagnose(views: Self.form, constraints: Self.formConstraints).conflicts.first)
        let broken = try #require(conflict.broken.uikitDescription)
        #expect(broken.hasPrefix("<NSLayoutConstraint:0x6000"))
        #expect(broken.hasSuffix("'nameLabel'.width >= 400   (active)>"))
        #expect(broken.contains(" UILabel:0x7f"))
        let leading = try #require(conflict.members[1].uikitDescription)
        #expect(leading.contains("'nameLabel'.leading == UIView:0x7f"))
        #expect(leading.hasSuffix("'form'.leading + 20   (active)>"))
    }

    @Test func addressesAreStableAndDistinct() throws {
        let first = try F.diagnose(views: Self.form, constraints: Self.formConstraints)
        let second = try F.diagnose(views: Self.form, constraints: Self.formConstraints)
        #expect(first == second)
        let descriptions = try #require(first.conflicts.first).members.compactMap(\.uikitDescription)
        let addresses = descriptions.map { $0.split(separator: " ")[0] }
        #expect(Set(addresses).count == addresses.count)
        #expect(FakeAddress.view("form").count == 14)
        #expect(FakeAddress.constraint("a.yaml:1:5").count == 14)
        #expect(FakeAddress.view("form") != FakeAddress.view("from"))
    }

    @Test func reportsTheConflictCompilerStyle() throws {
        let report = try F.report(views: Self.form, constraints: Self.formConstraints)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.first == "test.yaml:17:5: error: Unable to simultaneously satisfy constraints on canvas 'phone': "
            + "4 constraints are in conflict; broke 'nameLabel.width >= 400' (still met as closely as possible: off by 120 pt)")
        #expect(lines.filter { $0.hasPrefix("test.yaml:") }.map { String($0.prefix(while: { $0 != " " })) }
            == ["test.yaml:17:5:", "test.yaml:12:5:", "test.yaml:14:5:", "test.yaml:15:5:", "test.yaml:17:5:"])
        #expect(lines.contains("test.yaml:17:5: note: broke: nameLabel.width >= 400"))
        #expect(lines.last == "1 error on 1 canvas")
    }

    @Test func marksConstraintsForDrawing() throws {
        let diagnosis = try F.diagnose(views: Self.form, constraints: Self.formConstraints)
        let marks = diagnosis.constraintMarks
        func mark(_ text: String) -> LayoutDiagnosis.ConstraintMark? {
            guard let index = diagnosis.layout.constraints.firstIndex(where: { $0.spec.equationText == text }) else { return nil }
            return marks[index]
        }
        #expect(mark("nameLabel.width >= 400") == .broken)
        #expect(mark("form.width == 320") == .conflicting)
        #expect(mark("nameLabel.trailing == form.trailing - 20") == .conflicting)
        #expect(mark("form.height == 100") == nil)
        #expect(mark("nameLabel.width <= 40 @251") == .unmet)
    }

    @Test func aLayoutWiderThanItsCanvasBreaksAConstraintAndKeepsTheCanvasSize() throws {
        let diagnosis = try F.diagnose(views: [F.view("panel", line: 3)], constraints: [
            "panel.leading == superview.leading", "panel.trailing == superview.trailing", "panel.width == 500",
            "panel.top == superview.top", "panel.height == 10",
        ])
        #expect(diagnosis.hasErrors)
        // The canvas size is required and planned first, so the constraint of the set added last breaks.
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.members.map(\.text) == ["root.width == 320 (the canvas width: the root view keeps its canvas's size)",
                                                 "panel.leading == superview.leading",
                                                 "panel.trailing == superview.trailing", "panel.width == 500"])
        #expect(conflict.broken.text == "panel.width == 500")
        #expect(abs(conflict.brokenBy - 180) < 1e-6)
        #expect(conflict.members[0].location == nil)
        let canvasWidth = try #require(conflict.members[0].uikitDescription)
        #expect(canvasWidth.contains("'UIView-Encapsulated-Layout-Width' UIView:0x7f"))
        #expect(canvasWidth.hasSuffix(".width == 320   (active)>"))
        #expect(diagnosis.layout.view(named: "root")?.frame.width == 320)
        #expect(diagnosis.layout.view(named: "panel")?.frame.width == 320)
    }

    @Test func aSoundLayoutHasNoProblems() throws {
        let diagnosis = try F.diagnose(views: [F.view("box", line: 3)], constraints: [
            "box.leading == superview.leading + 10", "box.trailing == superview.trailing - 10",
            "box.top == superview.top + 10", "box.height == 50",
        ])
        #expect(!diagnosis.hasErrors)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty && diagnosis.contentPriorityTies.isEmpty)
        #expect(DiagnosisReport(diagnoses: [diagnosis]).text == "no layout problems on 1 canvas\n")
        #expect(DiagnosisReport(diagnoses: [diagnosis]).messagesText == "")
    }
}
