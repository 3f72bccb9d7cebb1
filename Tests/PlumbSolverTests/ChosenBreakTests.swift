import Testing
@testable import PlumbSolver

/// ``Solver/addBreakingConflicts(_:choosing:)``: the caller picks the member of a conflict that gives way,
/// as UIKit's engine asks its delegate.
@Suite("Solver: breaking the member the caller chooses")
struct ChosenBreakTests {
    /// x == 10, then x == 20 with the first chosen: x == 10 is taken out and kept at 1100, x is 20.
    @Test("an earlier member chosen is broken, and the newcomer holds")
    func earlierMemberBreaks() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(Expression(x), .equal, Expression(10))
        let second = Constraint(Expression(x), .equal, Expression(20))
        try solver.add(first)
        let conflicts = try solver.addBreakingConflicts(second) { set in
            #expect(set == [first, second])
            return first
        }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === first)
        #expect(conflicts.first?.conflictingSet == [first, second])
        #expect(solver.brokenConstraints == [first])
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        #expect(solver.contains(first) && solver.contains(second))
        try solver.verify()
    }

    /// Choosing the newcomer is the behaviour of ``Solver/addBreakingConflicts(_:)``: x stays 10.
    @Test("choosing the newcomer breaks the newcomer")
    func newcomerBreaks() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(Expression(x), .equal, Expression(10))
        let second = Constraint(Expression(x), .equal, Expression(20))
        try solver.add(first)
        let conflicts = try solver.addBreakingConflicts(second) { _ in second }
        #expect(conflicts.map(\.broken) == [second])
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    /// x == 10 and y == 10, then x + y == 30 twice over: the first conflict breaks x == 10 (x becomes
    /// 20); removing the chosen member is enough, so there is no second conflict, and y stays 10.
    @Test("a broken earlier member is kept as close as it can be")
    func brokenMemberStaysClose() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pinX = Constraint(Expression(x), .equal, Expression(10))
        let pinY = Constraint(Expression(y), .equal, Expression(10))
        let sum = Constraint(x + y, .equal, Expression(30))
        try solver.add(pinX)
        try solver.add(pinY)
        let conflicts = try solver.addBreakingConflicts(sum) { _ in pinX }
        #expect(conflicts.map(\.broken) == [pinX])
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        #expect(abs(solver.value(of: y) - 10) < 1e-9)
        // Removed later, the broken member takes nothing with it.
        try solver.remove(pinX)
        #expect(solver.brokenConstraints.isEmpty)
        #expect(abs(solver.value(of: x) + solver.value(of: y) - 30) < 1e-9)
    }
}
