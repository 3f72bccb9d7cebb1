import Testing
@testable import PlumbSolver

/// Values are compared to 1e-9: every expected value below is exact in binary floating point or a short sum.
let tolerance = 1e-9

@Suite("Solver: required constraints and optional levels")
struct SolverBasicsTests {
    @Test("a fixed chain of required equalities gives the sums computed by hand")
    func requiredChain() throws {
        // x0 = 16; x(i+1) = x(i) + w + 8 with w = 40: by hand x(i) = 16 + 48·i.
        let solver = Solver()
        let xs = (0..<5).map { Variable("x\($0)") }
        let width = Variable("w")
        try solver.add(Constraint(Expression(xs[0]), .equal, Expression(16)))
        try solver.add(Constraint(Expression(width), .equal, Expression(40)))
        for i in 1..<5 {
            try solver.add(Constraint(Expression(xs[i]), .equal, xs[i - 1] + width + 8))
        }
        for i in 0..<5 {
            #expect(abs(solver.value(of: xs[i]) - Double(16 + 48 * i)) < tolerance)
        }
    }

    @Test("an inequality holds and an optional equality is met when nothing stops it")
    func inequalityAndOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(10)))
        try solver.add(Constraint(Expression(x), .equal, Expression(4), priority: 500))
        // x >= 10 is required, so x == 4 @500 is violated as little as possible: x = 10.
        #expect(abs(solver.value(of: x) - 10) < tolerance)
        try solver.add(Constraint(Expression(x), .equal, Expression(30), priority: 200))
        // The @200 pull does not move x further from 4 (priority 500 wins): still 10.
        #expect(abs(solver.value(of: x) - 10) < tolerance)
    }

    @Test("removing constraints restores the earlier solution")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = Constraint(Expression(x), .equal, Expression(5), priority: 250)
        let strong = Constraint(Expression(x), .equal, Expression(50), priority: 750)
        let floor = Constraint(Expression(x), .greaterThanOrEqual, Expression(70))
        try solver.add(weak)
        #expect(abs(solver.value(of: x) - 5) < tolerance)
        try solver.add(strong)
        #expect(abs(solver.value(of: x) - 50) < tolerance)
        try solver.add(floor)
        #expect(abs(solver.value(of: x) - 70) < tolerance)
        try solver.remove(floor)
        #expect(abs(solver.value(of: x) - 50) < tolerance)
        try solver.remove(strong)
        #expect(abs(solver.value(of: x) - 5) < tolerance)
        #expect(solver.contains(weak))
        #expect(!solver.contains(strong))
    }

    @Test("the middle of two points (Cassowary paper's example)")
    func midpoint() throws {
        // Badros, Borning & Stuckey 2001, §2: xm = (xl + xr)/2, xl + 10 <= xr, xl >= -10, xr <= 100.
        let solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.add(Constraint(Expression(2 * middle), .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.add(Constraint(Expression(left), .greaterThanOrEqual, Expression(-10)))
        try solver.add(Constraint(Expression(right), .lessThanOrEqual, Expression(100)))
        try solver.addEditVariable(middle, priority: 900)
        try solver.suggestValue(0, for: middle)
        // With xm pulled to 0 the paper's answer: any xl, xr with xl + xr = 0 inside the bounds; check the relations.
        #expect(abs(solver.value(of: middle)) < tolerance)
        #expect(abs(solver.value(of: left) + solver.value(of: right)) < tolerance)
        #expect(solver.value(of: left) + 10 <= solver.value(of: right) + tolerance)
        try solver.suggestValue(95, for: middle)
        // xr <= 100 and xl + 10 <= xr: xm = 95 needs xl + xr = 190 → xl = 90, xr = 100 is the only choice.
        #expect(abs(solver.value(of: middle) - 95) < tolerance)
        #expect(abs(solver.value(of: left) - 90) < tolerance)
        #expect(abs(solver.value(of: right) - 100) < tolerance)
    }

    @Test("an unknown variable reads as zero")
    func unknownVariable() {
        #expect(Solver().value(of: Variable("nobody")) == 0)
    }
}
