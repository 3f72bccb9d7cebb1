import Testing
@testable import PlumbSolver

@Suite("Solver: ambiguity")
struct AmbiguityTests {
    @Test("a view pinned on the left with a fixed width is determined; without the width it is not")
    func widthAmbiguity() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.add(Constraint(Expression(x), .equal, Expression(16)))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(w))
        let width = Constraint(Expression(w), .equal, Expression(100))
        try solver.add(width)
        #expect(!solver.isAmbiguous(w))
        try solver.remove(width)
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(40)))
        // w >= 40 alone leaves w anywhere from 40 up.
        #expect(solver.isAmbiguous(w))
    }

    @Test("equal hugging on two views sharing a space is ambiguous; unequal is not")
    func huggingAmbiguity() throws {
        // a + b == 300 (required), a <= 100 @250 and b <= 100 @250: 100 of excess split any way at level 250.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(Constraint(a + b, .equal, Expression(300)))
        try solver.add(Constraint(Expression(a), .lessThanOrEqual, Expression(100), priority: 250))
        try solver.add(Constraint(Expression(b), .lessThanOrEqual, Expression(100), priority: 250))
        #expect(solver.isAmbiguous(a))
        #expect(solver.isAmbiguous(b))
        // With b's hugging raised to 251 the excess goes to a: b = 100, a = 200, both determined.
        let strict = Solver()
        try strict.add(Constraint(a + b, .equal, Expression(300)))
        try strict.add(Constraint(Expression(a), .lessThanOrEqual, Expression(100), priority: 250))
        try strict.add(Constraint(Expression(b), .lessThanOrEqual, Expression(100), priority: 251))
        #expect(abs(strict.value(of: b) - 100) < tolerance)
        #expect(abs(strict.value(of: a) - 200) < tolerance)
        #expect(!strict.isAmbiguous(a))
        #expect(!strict.isAmbiguous(b))
    }

    @Test("a variable the solver has never seen is ambiguous")
    func unknown() {
        #expect(Solver().isAmbiguous(Variable("nobody")))
    }
}
