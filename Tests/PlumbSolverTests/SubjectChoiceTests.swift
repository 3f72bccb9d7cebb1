import Testing
@testable import PlumbSolver

/// A new constraint row without a free variable may be made basic in an existing slack that costs nothing
/// (`Tableau+Subject.swift`), instead of in its own error followed by pivots. These cases reach that choice,
/// and the cases where it must be refused, in both orders of addition; the expected values are worked out by
/// hand in the comments.
@Suite("Engine: subjects that need no pivot")
struct SubjectChoiceTests {
    /// A parent `p` at x = 0 with width 100, and a child `r` inside it with a left inset of at least 10.
    private struct Nest {
        let solver = Solver()
        let px = Variable("p.x"), pw = Variable("p.w"), rx = Variable("r.x"), rw = Variable("r.w")

        init() throws {
            try solver.add(Constraint(Expression(px), .equal, Expression(0)))
            try solver.add(Constraint(Expression(pw), .equal, Expression(100)))
            try solver.add(Constraint(Expression(rx), .greaterThanOrEqual, px + 10))
            try solver.add(Constraint(rx + rw, .lessThanOrEqual, px + pw))
        }

        func halfWidth() -> Constraint { Constraint(Expression(rw), .equal, Expression(0.5 * pw), priority: 500) }
        func offset(_ inset: Double) -> Constraint { Constraint(Expression(rx), .equal, px + inset, priority: 300) }
    }

    @Test("a slack takes up an optional constraint that can hold", arguments: [false, true])
    func slackAbsorbs(widthFirst: Bool) throws {
        // r.w == 0.5·p.w @500 and r.x == p.x + 20 @300 fit together: r.x = 20, r.w = 50, right slack 30.
        let nest = try Nest()
        let pair = [nest.halfWidth(), nest.offset(20)]
        for constraint in widthFirst ? pair : pair.reversed() { try nest.solver.add(constraint) }
        #expect(abs(nest.solver.value(of: nest.rx) - 20) < tolerance)
        #expect(abs(nest.solver.value(of: nest.rw) - 50) < tolerance)
    }

    @Test("a slack is not used when another row would go below zero", arguments: [false, true])
    func slackWouldOverflow(widthFirst: Bool) throws {
        // r.x == p.x + 60 @300 wants the left slack at 50, but with r.w = 50 (@500, the higher level) the right
        // slack 40 − left slack would go to −10. Width first: the left slack is refused because of the right
        // slack's row; offset first: the right slack would have to be −10 itself. Either way the offset gives:
        // r.w = 50, r.x = 50 (an error of 10 at 300).
        let nest = try Nest()
        let pair = [nest.halfWidth(), nest.offset(60)]
        for constraint in widthFirst ? pair : pair.reversed() { try nest.solver.add(constraint) }
        #expect(abs(nest.solver.value(of: nest.rw) - 50) < tolerance)
        #expect(abs(nest.solver.value(of: nest.rx) - 50) < tolerance)
    }

    @Test("a required equality over slacks holds when it can and is refused when it cannot")
    func requiredOverSlacks() throws {
        // 0 <= x <= 100 leaves only slacks; x == 30 fits (lower slack 30, upper slack 70) while x == 130 would
        // need the upper slack at −30, so it is unsatisfiable with the upper bound.
        let solver = Solver()
        let x = Variable("x")
        let floor = Constraint(Expression(x), .greaterThanOrEqual, Expression(0))
        let ceiling = Constraint(Expression(x), .lessThanOrEqual, Expression(100))
        try solver.add(floor)
        try solver.add(ceiling)
        let fits = Constraint(Expression(x), .equal, Expression(30))
        try solver.add(fits)
        #expect(abs(solver.value(of: x) - 30) < tolerance)

        try solver.remove(fits)
        let tooFar = Constraint(Expression(x), .equal, Expression(130))
        var caught: [Constraint]?
        do {
            try solver.add(tooFar)
        } catch {
            if case .unsatisfiable(_, let set) = error { caught = set }
        }
        #expect(caught == [ceiling, tooFar])
    }
}
