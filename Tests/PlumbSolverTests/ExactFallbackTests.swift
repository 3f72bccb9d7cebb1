import Testing
@testable import PlumbSolver

/// The exact fallback's pieces: decimal fractions, the exact strict-priority program, and the solver taking the
/// fallback when the double-precision tableau calls a feasible system unsatisfiable.
@Suite("Solver: the exact fallback for small systems")
struct ExactFallbackTests {
    @Test("a double is read as the shortest decimal that prints as it")
    func shortestDecimal() {
        #expect(Fraction(shortestDecimalOf: 0.1) == Fraction(1, 10))
        #expect(Fraction(shortestDecimalOf: -454.45) == Fraction(-45445, 100))
        #expect(Fraction(shortestDecimalOf: 1.25e-05) == Fraction(125, 10_000_000))
        #expect(Fraction(shortestDecimalOf: 3e20) == Fraction(decimal: "300000000000000000000"))
        #expect(Fraction(shortestDecimalOf: 0) == .zero)
        #expect(Fraction(exactly: 0.1) != Fraction(1, 10))
        #expect(Fraction(exactly: 0.375) == Fraction(3, 8))
    }

    @Test("a fraction rounds to the nearest double", arguments: [0.1, -74.5, 1.0 / 3.0, 2.0 / 3.0, 6.02e23, -1.6e-19, 123456.789])
    func roundTrip(_ value: Double) {
        #expect(Fraction(exactly: value).doubleValue == value)
        #expect(Fraction(shortestDecimalOf: value).doubleValue == value)
    }

    static let fourLevels = {
        var program = ExactLexicographicProgram(variableCount: 2)
        program.rows = [
            .init(terms: [(0, .one), (1, .one)], constant: Fraction(-10), relation: .equal, level: nil),
            .init(terms: [(0, .one)], constant: Fraction(-20), relation: .equal, level: 750),
            .init(terms: [(1, .one)], constant: Fraction(-5), relation: .equal, level: 500),
            .init(terms: [(0, .one)], constant: Fraction(-15), relation: .atMost, level: 900),
        ]
        return program
    }()

    /// x + y == 10 required, x == 20 @750, y == 5 @500, x <= 15 @900. By hand: @900 holds with x <= 15, then
    /// @750 is least at x = 15 (off by 5), then y = 10 - 15 = -5 and @500 is off by 10.
    @Test("the exact program meets each level in turn, highest first")
    func strictPriority() throws {
        let values = try #require(Self.fourLevels.solve())
        #expect(values == [Fraction(15), Fraction(-5)])
    }

    /// The same system as above: phase one alone takes a pivot per row, so a budget of none gives up, and the
    /// infeasible pair below is called infeasible, not given up on, within its budget.
    @Test("the exact program gives up when its pivot budget runs out")
    func pivotBudget() {
        var program = Self.fourLevels
        #expect(program.solution() == .solved([Fraction(15), Fraction(-5)]))
        program.pivotsPerRow = 0
        #expect(program.solution() == .gaveUp)
        #expect(program.solve() == nil)

        var infeasible = ExactLexicographicProgram(variableCount: 1)
        infeasible.rows = [
            .init(terms: [(0, .one)], constant: Fraction(-2), relation: .atLeast, level: nil),
            .init(terms: [(0, .one)], constant: Fraction(-1), relation: .atMost, level: nil),
        ]
        #expect(infeasible.solution() == .infeasible)
    }

    @Test("the exact program finds required rows that cannot hold together")
    func infeasible() {
        var program = ExactLexicographicProgram(variableCount: 1)
        program.rows = [
            .init(terms: [(0, .one)], constant: Fraction(-2), relation: .atLeast, level: nil),
            .init(terms: [(0, .one)], constant: Fraction(-1), relation: .atMost, level: nil),
        ]
        #expect(program.solve() == nil)
        #expect(!program.requiredRowsCanHold())
    }

    /// Fuzzer seed 2316 (two digits) in small: 454.45 / 6.1 and 305.45 / 4.1 are both 74.5 in decimal, but not in
    /// double, where the second row was called unsatisfiable.
    @Test("two parallel required rows that agree in decimal are both accepted")
    func parallelRowsAgreeInDecimal() throws {
        let v = Variable("v")
        let solver = Solver()
        try solver.add(Constraint(6.1 * v - 454.45, .equal))
        try solver.add(Constraint(4.1 * v - 305.45, .equal))
        try solver.add(Constraint(Expression(v), .equal, Expression(10), priority: 500))
        try solver.verify()
        #expect(abs(solver.value(of: v) - 74.5) < 1e-12)
        #expect(solver.inconsistencies() == [])
    }

    @Test("a contradiction in decimal is still unsatisfiable")
    func realConflictStillRefused() throws {
        let v = Variable("v")
        let solver = Solver()
        try solver.add(Constraint(6.1 * v - 454.45, .equal))
        #expect(throws: SolverError.self) { try solver.add(Constraint(4.1 * v - 305.46, .equal)) }
    }
}
