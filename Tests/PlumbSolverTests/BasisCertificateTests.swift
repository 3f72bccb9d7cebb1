import Testing
@testable import PlumbSolver

/// The check of the tableau's final basis (``BasisCertificate``) and its number type with rigorous error bounds.
@Suite("Solver: the check of the final basis")
struct BasisCertificateTests {
    @Test("arithmetic that rounds nothing keeps a zero bound, so its signs are known")
    func exactArithmeticStaysExact() {
        let three = BoundedDouble(constraintNumber: 3)
        let half = BoundedDouble(constraintNumber: 0.5)
        let sum = three * half - BoundedDouble(constraintNumber: 1.125) - BoundedDouble(constraintNumber: 0.375)
        #expect(sum.value == 0)
        #expect(sum.bound == 0)
        #expect(sum.knownSign == 0)
        #expect((three / BoundedDouble(integer: 4)).knownSign == 1)
    }

    @Test("a decimal that is not a binary fraction carries its rounding, and a sum that cancels has no known sign")
    func roundingIsBounded() {
        let tenth = BoundedDouble(constraintNumber: 0.1)
        #expect(tenth.bound > 0)
        // 0.1 + 0.2 - 0.3 is exactly zero in decimal, 5.6e-17 in double: the bound covers it.
        let left = tenth + BoundedDouble(constraintNumber: 0.2) - BoundedDouble(constraintNumber: 0.3)
        #expect(left.value != 0)
        #expect(abs(left.value) <= left.bound)
        #expect(left.knownSign == nil)
        // In fractions the same sum is known to be zero.
        let exact = Fraction(constraintNumber: 0.1) + Fraction(constraintNumber: 0.2) - Fraction(constraintNumber: 0.3)
        #expect(exact.knownSign == 0)
        // 1/3·3 - 1: each step's rounding is in the bound.
        let third = BoundedDouble(integer: 1) / BoundedDouble(integer: 3)
        let back = third * BoundedDouble(integer: 3) - BoundedDouble(integer: 1)
        #expect(abs(back.value) <= back.bound)
        #expect(back.bound < 1e-15)
    }

    @Test("a division by a number whose bound reaches zero has no known sign")
    func divisionByUncertainZero() {
        let noise = BoundedDouble(value: 1e-17, bound: 1e-16)
        #expect((BoundedDouble(integer: 1) / noise).knownSign == nil)
    }

    /// x + y == 10 required, x == 20 @750, y == 5 @500, x <= 15 @900 (``ExactFallbackTests`` solves it by hand:
    /// x = 15, y = -5): the tableau's basis is certified without fractions, and the answer is the tableau's own.
    @Test("a right answer is certified in doubles and left as the tableau's")
    func rightAnswerCertified() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, Expression(10)))
        try solver.add(Constraint(Expression(x), .equal, Expression(20), priority: 750))
        try solver.add(Constraint(Expression(y), .equal, Expression(5), priority: 500))
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(15), priority: 900))
        try solver.verify()
        #expect(solver.certifiedAnswers == 1)
        #expect(solver.exactCertificates == 0)
        #expect(solver.exactAnswers == 0)
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == -5)
        var certificate = BasisCertificate<Fraction>(core: solver.core, offsets: [:])
        if case .optimal = certificate.check() {} else { Issue.record("the exact check does not certify the basis") }
    }

    /// The tableau's basis, optimal for one suggestion, checked against another: its values break an inequality,
    /// and both checks refuse it.
    @Test("a basis that is not optimal for the constraints as stated is refused")
    func wrongBasisRefused() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(Constraint(x - y, .greaterThanOrEqual, Expression(0)))
        try solver.add(Constraint(Expression(y), .equal, Expression(50), priority: 500))
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(100, for: x)
        try solver.verify()
        #expect(solver.value(of: y) == 50)
        // The basis for x = 100 (y at 50, the inequality slack) read against a suggestion of x = 10: x - y >= 0
        // forces y down to 10, the slack is below zero.
        let edit = try #require(solver.core.records.compactMap { $0 }.first { $0.level == 750 })
        var certificate = BasisCertificate<Fraction>(core: solver.core, offsets: [edit.constraint: -10])
        if case .optimal = certificate.check() { Issue.record("an infeasible basis was certified") }
        var fast = BasisCertificate<BoundedDouble>(core: solver.core, offsets: [edit.constraint: -10])
        if case .optimal = fast.check() { Issue.record("an infeasible basis was certified in doubles") }
    }
}
