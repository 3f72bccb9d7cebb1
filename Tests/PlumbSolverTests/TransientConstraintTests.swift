import Testing
@testable import PlumbSolver

/// A transient constraint (``Solver/addTransient(_:)``) solves like any other, but the walks it causes through
/// the tableau's rows do not count towards compressing them: the diagnoser's push over every variable, added
/// and removed, then mirrored, used to leave every row of a chain stored expanded (issue 21's `scroll` shape,
/// quadratic in memory and time).
@Suite("Engine: transient constraints")
struct TransientConstraintTests {
    /// Rows of two items in a content view, as the `scroll` shape: the second item on the first one's centre line
    /// (stated first, so the first item's top becomes a definition over the second's), each first item's top 12
    /// below the one above, every height at least zero and kept near 20 by a compression resistance (750) and a
    /// hugging (250), and the last item's bottom fixing the content's height. A mirror of each second item's top
    /// (`m.y == d.y`) is a second definition mentioning `d.y`, so the row's top constraint cannot take over the
    /// first item's definition (`HandOverTests`): each top constraint becomes a tableau row through the row above
    /// it, a chain, as in layouts where the hand-over does not apply.
    private struct Column {
        let solver = Solver()
        var variables: [Variable] = []

        init(rows: Int) throws {
            let content = Variable("content.h")
            try solver.add(Constraint(Expression(content), .greaterThanOrEqual, Expression(0)))
            var tops: [Variable] = [], heights: [Variable] = []
            for row in 0..<rows {
                for item in ["t", "d"] {
                    tops.append(Variable("\(item)\(row).y"))
                    heights.append(Variable("\(item)\(row).h"))
                    try solver.add(Constraint(Expression(heights.last!), .greaterThanOrEqual, Expression(0)))
                }
            }
            for row in 0..<rows {
                let (t, d) = (2 * row, 2 * row + 1)
                try solver.add(Constraint(tops[t] + 0.5 * heights[t], .equal, tops[d] + 0.5 * heights[d]))
                try solver.add(Constraint(Expression(Variable("m\(row).y")), .equal, Expression(tops[d])))
                let above = row == 0 ? Expression(8) : tops[t - 2] + heights[t - 2] + 12
                try solver.add(Constraint(Expression(tops[t]), .equal, above))
            }
            try solver.add(Constraint(tops[2 * rows - 2] + heights[2 * rows - 2], .equal, content - 8))
            for height in heights {
                try solver.add(Constraint(Expression(height), .lessThanOrEqual, Expression(20), priority: 250))
                try solver.add(Constraint(Expression(height), .greaterThanOrEqual, Expression(20), priority: 750))
            }
            variables = [content] + tops + heights
        }

        /// Terms kept in the tableau's rows and definitions.
        var storedTerms: Int { solver.core.tableau.pool.live }

        /// A push of every variable below every level, one way and then mirrored, as the diagnoser's first round.
        func push(transient: Bool) throws {
            for direction in [1.0, -1.0] {
                var terms: [Term] = []
                var target = 0.0
                for (index, variable) in variables.enumerated() {
                    let coefficient = (index % 3 == 0 ? -1.0 : 1.0) * (1 + Double(index % 7) / 7)
                    terms.append(Term(variable, coefficient))
                    target += coefficient * solver.value(of: variable)
                }
                let push = Constraint(
                    Expression(terms: terms, constant: -(target + direction * 5000)), .equal, priority: 0.0001)
                if transient { try solver.addTransient(push) } else { try solver.add(push) }
                try solver.remove(push)
            }
        }
    }

    @Test("pushes over a chain leave its rows as they were, and the values the same")
    func pushesLeaveRowsUncompressed() throws {
        let rows = 150
        let transient = try Column(rows: rows)
        let lasting = try Column(rows: rows)
        let before = transient.storedTerms
        #expect(lasting.storedTerms == before)
        let values = transient.variables.map { transient.solver.value(of: $0) }

        try transient.push(transient: true)
        try lasting.push(transient: false)

        // Pushed as ordinary constraints, the chained rows are stored expanded: each holds the heights above it
        // (at 300 rows, 46 000 more terms; transient, 600).
        #expect(lasting.storedTerms > before + 25 * rows)
        #expect(transient.storedTerms <= before + 4 * rows)
        for (index, variable) in transient.variables.enumerated() {
            #expect(abs(transient.solver.value(of: variable) - values[index]) < tolerance)
            #expect(abs(lasting.solver.value(of: lasting.variables[index]) - values[index]) < tolerance)
        }
        // The layout is determined: every height 20, the content 8 + rows·20 + (rows − 1)·12 + 8 tall.
        let content = 16 + 20 * Double(rows) + 12 * Double(rows - 1)
        #expect(abs(transient.solver.value(of: transient.variables[0]) - content) < tolerance)
        #expect(transient.solver.inconsistencies().isEmpty)
        #expect(!transient.solver.core.isTransient(Constraint(Expression(0), .equal, Expression(0))))
    }

    @Test("a transient constraint solves as an ordinary one while it is there, and goes like one")
    func transientSolvesLikeAdd() throws {
        let x = Variable("x"), y = Variable("y")
        for transient in [false, true] {
            let solver = Solver()
            try solver.add(Constraint(x + y, .equal, Expression(100)))
            try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(10)))
            let push = Constraint(Expression(x), .equal, Expression(70), priority: 1)
            if transient { try solver.addTransient(push) } else { try solver.add(push) }
            #expect(solver.contains(push))
            #expect(abs(solver.value(of: x) - 70) < tolerance && abs(solver.value(of: y) - 30) < tolerance)
            #expect(solver.core.isTransient(push) == transient)
            #expect(throws: SolverError.self) { try solver.addTransient(push) }
            try solver.remove(push)
            #expect(!solver.contains(push))
            #expect(!solver.core.isTransient(push))
            #expect(solver.inconsistencies().isEmpty)
        }
    }
}
