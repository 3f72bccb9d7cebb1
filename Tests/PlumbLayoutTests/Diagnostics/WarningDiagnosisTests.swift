import Foundation
import Testing
@testable import PlumbLayout

/// Mixed leading/left, unmet optional constraints with --verbose, and the JSON form.
@Suite struct WarningDiagnosisTests {
    typealias F = DiagnosticFixture

    @Test func leadingMixedWithRightOnOneViewIsAWarning() throws {
        let diagnosis = try F.diagnose(views: [F.view("box", line: 3)], constraints: [
            "box.leading == superview.leading + 20", "box.right == superview.right - 20",
            "box.top == superview.top", "box.height == 10",
        ])
        #expect(diagnosis.warnings.map(\.message) == [
            "'box' is placed horizontally with left/right here and with leading/trailing in "
            + "'box.leading == superview.leading + 20' (at test.yaml:10:5): in right-to-left text leading and trailing "
            + "swap sides but left and right do not, so these constraints pull apart; use one pair throughout.",
        ])
        #expect(diagnosis.warnings.first?.origin?.location?.line == 11)
    }

    @Test func unmetOptionalConstraintsAreReportedOnlyWhenVerbose() throws {
        let views = [F.view("box", line: 3)]
        let constraints = ["box.leading == superview.leading", "box.top == superview.top", "box.height == 10",
                           "box.width <= 100", "box.width == 150 @750"]
        let diagnosis = try F.diagnose(views: views, constraints: constraints)
        #expect(diagnosis.unmetConstraints.map(\.constraint.text) == ["box.width == 150 @high"])
        #expect(diagnosis.unmetConstraints.map(\.by) == [50])
        #expect(try F.report(views: views, constraints: constraints) == "no layout problems on 1 canvas\n")
        #expect(try F.report(views: views, constraints: constraints, verbose: true)
            == "test.yaml:14:5: note: optional constraint not met on canvas 'phone': box.width == 150 @high, off by 50 pt\n"
            + "no layout problems on 1 canvas\n")
    }

    @Test func sceneWarningsArePrintedOncePerReport() throws {
        let document = LayoutDocument(name: "t", views: [F.view("box", line: 3)], constraints: F.constraints([
            "box.leading == superview.leading", "box.right == superview.right", "box.top == superview.top", "box.height == 1",
        ]))
        let canvases = [F.canvas, Canvas(name: "wide", size: Size(width: 600, height: 400))]
        let diagnoses = try document.diagnose(canvases: canvases) { _ in FixedAdvanceTextMeasurer() }
        let text = DiagnosisReport(diagnoses: diagnoses).text
        #expect(text.split(separator: "\n").filter { $0.contains("warning:") }.count == 1)
        #expect(text.hasSuffix("1 warning on 2 canvases\n"))
    }

    @Test func jsonIsValidAndCarriesTheConflict() throws {
        let diagnosis = try F.diagnose(views: ConflictDiagnosisTests.form, constraints: ConflictDiagnosisTests.formConstraints)
        let json = DiagnosisReport(diagnoses: [diagnosis]).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["hasErrors"] as? Bool == true)
        let canvases = try #require(object["canvases"] as? [[String: Any]])
        let conflicts = try #require(canvases.first?["conflicts"] as? [[String: Any]])
        let broken = try #require(conflicts.first?["broken"] as? [String: Any])
        #expect(broken["constraint"] as? String == "nameLabel.width >= 400")
        #expect(broken["location"] as? String == "test.yaml:17:5")
        #expect(conflicts.first?["brokenBy"] as? Double == 120)
    }
}
