import Testing
@testable import PlumbLayout

/// Diagnosis probes the engine's own solver when one pass settled it with nothing broken; every
/// other layout gets a private solver. Either way the diagnosis must be what a private solver gives.
@Suite struct ProbeSolverReuseTests {
    typealias F = DiagnosticFixture

    private func diagnoses(views: [ViewNode], constraints: [String], canvas: Canvas = F.canvas)
        throws -> (reusing: LayoutDiagnosis, rebuilding: LayoutDiagnosis, reused: Int) {
        let document = LayoutDocument(name: "test", views: views, constraints: F.constraints(constraints))
        let reusing = LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let rebuilding = LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        rebuilding.reusesEngineSolver = false
        let first = try reusing.diagnose(canvas)
        let second = try rebuilding.diagnose(canvas)
        #expect(rebuilding.reusedSolvers == 0)
        return (first, second, reusing.reusedSolvers)
    }

    @Test func aDeterminedLayoutIsProbedOnTheEnginesSolver() throws {
        let result = try diagnoses(views: [F.view("title", .label, line: 3), F.view("box", line: 4)], constraints: [
            "title.leading == superview.leadingMargin", "title.top == superview.top + 20",
            "box.leading == title.trailing + 8", "box.trailing == superview.trailingMargin",
            "box.top == title.bottom + 8", "box.height == 40",
        ])
        #expect(result.reused == 1)
        #expect(result.reusing == result.rebuilding)
        #expect(result.reusing.ambiguities.isEmpty && result.reusing.conflicts.isEmpty)
    }

    @Test func anAmbiguousLayoutWithATieGetsTheSameRangesAndTies() throws {
        // Two labels between the margins with nothing to share the width: a hugging tie, and a box
        // free to move between the margins.
        let result = try diagnoses(views: [F.view("left", .label, line: 3), F.view("right", .label, line: 4),
                                           F.view("box", line: 5)], constraints: [
            "left.leading == superview.leadingMargin", "right.leading == left.trailing + 8",
            "right.trailing == superview.trailingMargin", "left.top == superview.top + 20",
            "right.top == left.top", "box.width == 40", "box.height == 40", "box.top == left.bottom + 8",
            "box.leading >= superview.leadingMargin", "box.trailing <= superview.trailingMargin",
        ])
        #expect(result.reused == 1)
        #expect(!result.reusing.ambiguities.isEmpty)
        #expect(!result.reusing.contentPriorityTies.isEmpty)
        #expect(result.reusing == result.rebuilding)
    }

    @Test func aConflictIsDiagnosedOnAPrivateSolver() throws {
        let result = try diagnoses(views: [F.view("box", line: 3)], constraints: [
            "box.leading == superview.leading", "box.top == superview.top", "box.height == 10",
            "box.width == 100", "box.width == 120",
        ])
        #expect(result.reused == 0)
        #expect(result.reusing.conflicts.count == 1)
        #expect(result.reusing == result.rebuilding)
    }

    @Test func aLayoutSettledInTwoPassesIsDiagnosedOnAPrivateSolver() throws {
        // A multi-line label wraps at its solved width: the second pass changes its height.
        var label = F.view("body", .label, line: 3)
        label.properties.text = String(repeating: "word ", count: 40)
        label.properties.lines = 0
        let result = try diagnoses(views: [label], constraints: [
            "body.leading == superview.leadingMargin", "body.trailing == superview.trailingMargin",
            "body.top == superview.top + 20",
        ])
        #expect(result.reusing.layout.passes > 1)
        #expect(result.reused == 0)
        #expect(result.reusing == result.rebuilding)
    }
}
