import Testing
@testable import PlumbSolver

@Suite("Solver: conflicting required constraints")
struct ConflictTests {
    /// x == 10, y == 20 (unrelated), x <= 5: the minimal set is {x == 10, x <= 5}.
    @Test("the error names the minimal mutually exclusive set, not every constraint")
    func minimalSet() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(Expression(x), .equal, Expression(10))
        let other = Constraint(Expression(y), .equal, Expression(20))
        let cap = Constraint(Expression(x), .lessThanOrEqual, Expression(5))
        try solver.add(pin)
        try solver.add(other)
        #expect {
            try solver.add(cap)
        } throws: { error in
            guard case SolverError.unsatisfiable(let constraint, let set) = error else { return false }
            return constraint === cap && set == [pin, cap]
        }
        do {
            try solver.add(cap)
        } catch {
            #expect(error.description == "unsatisfiable constraint x - 5 <= 0; mutually exclusive set: {x - 10 == 0}, {x - 5 <= 0}")
        }
        // The solver is unchanged: the failed constraint is not in it and values are as before.
        #expect(!solver.contains(cap))
        #expect(abs(solver.value(of: x) - 10) < tolerance)
        #expect(abs(solver.value(of: y) - 20) < tolerance)
    }

    /// A chain a -> b -> c -> d with gaps of 10, d <= a + 25 contradicts the sum 30; e == a is in the same
    /// component but not in the conflict.
    @Test("a conflict through a chain names every link of the chain and nothing else")
    func chainConflict() throws {
        let solver = Solver()
        let names = ["a", "b", "c", "d"]
        let v = names.map { Variable($0) }
        let e = Variable("e")
        var links: [Constraint] = []
        let anchor = Constraint(Expression(v[0]), .equal, Expression(0))
        try solver.add(anchor)
        for i in 1..<4 {
            let link = Constraint(Expression(v[i]), .equal, v[i - 1] + 10)
            links.append(link)
            try solver.add(link)
        }
        let bystander = Constraint(Expression(e), .equal, Expression(v[0]))
        try solver.add(bystander)
        let squeeze = Constraint(Expression(v[3]), .lessThanOrEqual, v[0] + 25)
        var caught: [Constraint]?
        do {
            try solver.add(squeeze)
        } catch {
            if case .unsatisfiable(_, let set) = error { caught = set }
        }
        #expect(caught == links + [squeeze])
    }

    @Test("the same conflict found through a phase-one row (inequalities only)")
    func inequalityConflict() throws {
        // x >= 10, y >= x + 5, y <= 12: 10 + 5 > 12. A fourth inequality z >= 0 is unrelated.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let floor = Constraint(Expression(x), .greaterThanOrEqual, Expression(10))
        let gap = Constraint(Expression(y), .greaterThanOrEqual, x + 5)
        let unrelated = Constraint(Expression(z), .greaterThanOrEqual, Expression(0))
        let ceiling = Constraint(Expression(y), .lessThanOrEqual, Expression(12))
        try solver.add(floor)
        try solver.add(unrelated)
        try solver.add(gap)
        var caught: [Constraint]?
        do {
            try solver.add(ceiling)
        } catch {
            if case .unsatisfiable(_, let set) = error { caught = set }
        }
        #expect(caught == [floor, gap, ceiling])
        #expect(abs(solver.value(of: y) - 15) < tolerance)
    }

    @Test("breaking a conflict keeps the newcomer as an error term above every user priority")
    func breaking() throws {
        // w == 100 and w == 60 (both required) conflict; the newer one (w == 60) is broken and kept at 1100.
        // A user constraint w == 0 @999 must not pull w: the broken one (1100) still outranks it, but the
        // required w == 100 holds exactly, so w = 100.
        let solver = Solver()
        let w = Variable("w"), v = Variable("v")
        let first = Constraint(Expression(w), .equal, Expression(100))
        let second = Constraint(Expression(w), .equal, Expression(60))
        try solver.add(first)
        let conflict = try solver.addBreakingConflicts(second)
        #expect(conflict?.conflictingSet == [first, second])
        #expect(conflict?.broken === second)
        #expect(solver.brokenConstraints == [second])
        #expect(abs(solver.value(of: w) - 100) < tolerance)
        // The broken constraint outranks user priorities: v == w - 40 is @1100-broken's partner test.
        try solver.add(Constraint(Expression(v), .equal, Expression(w), priority: 999))
        try solver.remove(first)
        // With `first` gone, the broken w == 60 (1100) beats v-linked pulls at 999: w = 60.
        #expect(abs(solver.value(of: w) - 60) < tolerance)
        try solver.remove(second)
        #expect(solver.brokenConstraints.isEmpty)
    }

    @Test("addBreakingConflicts without a conflict returns nil")
    func noConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(try solver.addBreakingConflicts(Constraint(Expression(x), .equal, Expression(3))) == nil)
        #expect(abs(solver.value(of: x) - 3) < tolerance)
    }
}

@Suite("Solver: misuse is a clear error")
struct SolverErrorTests {
    @Test("duplicate and unknown constraints")
    func duplicateAndUnknown() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(Expression(x), .equal, Expression(1))
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.add(constraint) }
        let stranger = Constraint(Expression(x), .equal, Expression(2))
        #expect(throws: SolverError.self) { try solver.remove(stranger) }
        do {
            try solver.remove(stranger)
        } catch {
            #expect(error.description == "unknown constraint x - 2 == 0")
        }
        do {
            try solver.add(constraint)
        } catch {
            #expect(error.description == "duplicate constraint x - 1 == 0")
        }
    }

    @Test("edit variables: duplicate, unknown, required priority")
    func editMisuse() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 400) }
        let y = Variable("y")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, priority: Solver.required) }
        do {
            try solver.removeEditVariable(y)
        } catch {
            #expect(error.description == "unknown edit variable y")
        }
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test("NaN and infinity are rejected at the door", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(terms: [Term(x, value)]), .equal)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(x) + value, .equal)) }
        try solver.addEditVariable(x, priority: 100)
        #expect(throws: SolverError.self) { try solver.suggestValue(value, for: x) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(x), .equal, priority: value)) }
        #expect(solver.dump().hasSuffix("constraints: 1\n"))
    }

    @Test("priorities must be positive", arguments: [0.0, -1.0])
    func badPriority(priority: Double) {
        let solver = Solver()
        do {
            try solver.add(Constraint(Expression(Variable("x")), .equal, priority: priority))
            Issue.record("accepted priority \(priority)")
        } catch {
            guard case .invalidPriority(let value) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(value == priority)
        }
    }
}
