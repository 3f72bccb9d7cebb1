import Testing
@testable import PlumbSolver

/// Cases where a weighted sum of errors and the strict priority order disagree. Each expected value is worked
/// out by hand in the comment above it, for both readings; the solver must give the strict one.
@Suite("Solver: strict priority order")
struct StrictPriorityTests {
    @Test("two violations at 749 do not buy a smaller violation at 750")
    func manyLowerViolations() throws {
        // x == 100 @750, and two constraints y1 == x @749 and y2 == x @749 with y1, y2 pinned at 0.
        // Weighted sum (kiwi: strengths 750 vs 749+749): moving x to 0 costs 750·100 = 75000, keeping it costs
        // 2·749·100 = 149800, so a weighted sum puts x at 0. Strict order: 750 first, x = 100.
        let solver = Solver()
        let x = Variable("x"), y1 = Variable("y1"), y2 = Variable("y2")
        try solver.add(Constraint(Expression(y1), .equal, Expression(0)))
        try solver.add(Constraint(Expression(y2), .equal, Expression(0)))
        try solver.add(Constraint(Expression(x), .equal, Expression(100), priority: 750))
        try solver.add(Constraint(Expression(x), .equal, Expression(y1), priority: 749))
        try solver.add(Constraint(Expression(x), .equal, Expression(y2), priority: 749))
        #expect(abs(solver.value(of: x) - 100) < tolerance)
    }

    @Test("999.5 is its own level above 999, whatever the number of 999 constraints")
    func fractionalLevel() throws {
        // x == 10 @999.5 against five constraints x == 0 @999. Weighted: 5·999 > 999.5, so x = 0.
        // Strict: 999.5 is higher, x = 10.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 999.5))
        for _ in 0..<5 {
            try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 999))
        }
        #expect(abs(solver.value(of: x) - 10) < tolerance)
    }

    @Test("within one level errors add up")
    func errorsAddWithinLevel() throws {
        // Three constraints at one level: x == 0, x == 0, x == 9. Sum of |x - t| is least at the median: x = 0.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(9), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 500))
        #expect(abs(solver.value(of: x)) < tolerance)
    }

    @Test("a huge error at a low level never outweighs a tiny one above it")
    func scaleDoesNotMatter() throws {
        // a == 0 @2 with coefficient 1000 (error 1000·a) against a == 1 @3: weighted 2·1000 > 3 picks a = 0;
        // strict picks a = 1.
        let solver = Solver()
        let a = Variable("a")
        try solver.add(Constraint(Expression(1000 * a), .equal, Expression(0), priority: 2))
        try solver.add(Constraint(Expression(a), .equal, Expression(1), priority: 3))
        #expect(abs(solver.value(of: a) - 1) < tolerance)
    }

    @Test("order of addition does not change a strict-order answer")
    func orderIndependence() throws {
        // The first case's constraints in reverse order.
        let solver = Solver()
        let x = Variable("x"), y1 = Variable("y1"), y2 = Variable("y2")
        try solver.add(Constraint(Expression(x), .equal, Expression(y2), priority: 749))
        try solver.add(Constraint(Expression(x), .equal, Expression(y1), priority: 749))
        try solver.add(Constraint(Expression(x), .equal, Expression(100), priority: 750))
        try solver.add(Constraint(Expression(y2), .equal, Expression(0)))
        try solver.add(Constraint(Expression(y1), .equal, Expression(0)))
        #expect(abs(solver.value(of: x) - 100) < tolerance)
        #expect(abs(solver.value(of: y1)) < tolerance)
    }

    @Test("edit variables above 1000 win over every user level")
    func editAboveRequiredNumber() throws {
        // w == 100 @999 and an edit on w at 2000 suggested 300: the edit wins, w = 300.
        let solver = Solver()
        let w = Variable("w")
        try solver.add(Constraint(Expression(w), .equal, Expression(100), priority: 999))
        try solver.addEditVariable(w, priority: 2000)
        try solver.suggestValue(300, for: w)
        #expect(abs(solver.value(of: w) - 300) < tolerance)
    }
}
