import Testing
@testable import PlumbSolver

@Suite("Solver: edit variables and re-solving")
struct EditVariableTests {
    /// A row of three views between the margins of a canvas of width W:
    /// a.x == 16, b.x == a.x + a.w + 8, c.x == b.x + b.w + 8, c.x + c.w == W - 16, widths equal (required),
    /// each width >= 40 @750. By hand: 3w + 16 + 16 + 16 = W → w = (W - 48) / 3.
    private func row() throws -> (Solver, Variable, [Variable], [Variable]) {
        let solver = Solver()
        let canvas = Variable("W")
        try solver.addEditVariable(canvas, priority: 2000)
        let xs = ["a", "b", "c"].map { Variable("\($0).x") }
        let ws = ["a", "b", "c"].map { Variable("\($0).w") }
        try solver.add(Constraint(Expression(xs[0]), .equal, Expression(16)))
        for i in 1..<3 {
            try solver.add(Constraint(Expression(xs[i]), .equal, xs[i - 1] + ws[i - 1] + 8))
            try solver.add(Constraint(Expression(ws[i]), .equal, Expression(ws[0])))
        }
        try solver.add(Constraint(xs[2] + ws[2], .equal, canvas - 16))
        for w in ws { try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(40), priority: 750)) }
        return (solver, canvas, xs, ws)
    }

    @Test("a sequence of canvas widths re-solves to the hand-computed widths", arguments: [
        [390.0, 844, 1024, 390], [320, 2000, 168, 169, 10_000],
    ])
    func widths(sequence: [Double]) throws {
        let (solver, canvas, xs, ws) = try row()
        for width in sequence {
            try solver.suggestValue(width, for: canvas)
            // Below W = 168 the @750 minimum (40) cannot hold for all three, but the canvas (2000) still wins.
            let expected = (width - 48) / 3
            for w in ws { #expect(abs(solver.value(of: w) - expected) < 1e-7) }
            #expect(abs(solver.value(of: xs[2]) - (16 + 2 * (expected + 8))) < 1e-7)
            #expect(abs(solver.value(of: canvas) - width) < 1e-7)
        }
    }

    @Test("an edit below a required constraint only goes as far as allowed")
    func clampedEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(100)))
        try solver.addEditVariable(x, priority: 999)
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-20, -20), (100, 100)] {
            try solver.suggestValue(suggested, for: x)
            #expect(abs(solver.value(of: x) - expected) < tolerance)
        }
    }

    @Test("removing an edit variable lets lower levels take over")
    func removeEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(7), priority: 10))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(70, for: x)
        #expect(abs(solver.value(of: x) - 70) < tolerance)
        try solver.removeEditVariable(x)
        #expect(abs(solver.value(of: x) - 7) < tolerance)
    }

    @Test("no drift after thousands of suggests, additions and removals")
    func noDrift() throws {
        let (solver, canvas, _, ws) = try row()
        let extra = Variable("extra")
        var state: UInt64 = 12345
        for step in 0..<3000 {
            // A small deterministic linear congruential sequence of widths between 100 and 1100.
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let width = 100 + Double((state >> 33) % 1000)
            try solver.suggestValue(width, for: canvas)
            let pull = Constraint(Expression(extra), .equal, ws[0] * 0.5 + Double(step % 7), priority: 300)
            try solver.add(pull)
            try solver.remove(pull)
        }
        try solver.suggestValue(390, for: canvas)
        for w in ws { #expect(abs(solver.value(of: w) - 114) < 1e-9) }
    }
}

@Suite("Solver: dump")
struct DumpTests {
    @Test("a small solver's dump lists objective, rows, definitions and edits")
    func smallDump() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(Expression(x), .equal, Expression(10)))
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, x + 5))
        try solver.add(Constraint(Expression(y), .equal, Expression(0), priority: 250))
        let text = solver.dump()
        // y is defined from x (both were new when their constraints arrived); y == 0 @250 is violated by 15,
        // the positive error e4 being basic with value 15. Dummies may carry objective weight; they never enter.
        #expect(abs(solver.value(of: y) - 15) < tolerance)
        #expect(text == """
            objective:
              d1: -1@250
              s3: 1@250
              e5: 2@250
            rows:
              e4 = 15 - d1 + s3 + e5
            definitions:
              x := 10 - d1
              y := 5 + x + s3
            edit variables:
            constraints: 3

            """)
    }
}
