import Testing
@testable import PlumbSolver

/// A constraint whose symbols are all defined already may take over an older constraint's definition
/// (`Tableau.handOver(for:)`): issue 21's `scroll` shape, where each row's baseline (`t.y + a == d.y + b`) makes the
/// label's top a definition over the other label's, and the row's top (`t.y == u.y + u.h + 12`) then became a
/// tableau row holding the expansion of every row above it. These cases check that the chain stays short, that the
/// values are those of the plain path, that the hand-over is declined where the plain path would choose another
/// subject, and that removing and adding the constraints again gives the same layout.
@Suite("Engine: definitions handed over to a newer constraint")
struct HandOverTests {
    /// Rows of two labels in the `scroll` order: sizes at least zero first, then each row's baseline, then its top
    /// 12 below the row above (the first at 8), the last row's bottom 8 above the content's, and every height held
    /// at 20 by a hugging (250) and a compression resistance (750).
    private struct Column {
        let solver = Solver()
        let content = Variable("content.h")
        var tops: [Variable] = [], heights: [Variable] = []
        var baselines: [Constraint] = [], topConstraints: [Constraint] = []

        init(rows: Int, topFirst: Bool = false) throws {
            try solver.add(Constraint(Expression(content), .greaterThanOrEqual, Expression(0)))
            for row in 0..<rows {
                for item in ["t", "d"] {
                    tops.append(Variable("\(item)\(row).y"))
                    heights.append(Variable("\(item)\(row).h"))
                    try solver.add(Constraint(Expression(heights.last!), .greaterThanOrEqual, Expression(0)))
                }
            }
            for row in 0..<rows {
                let (t, d) = (2 * row, 2 * row + 1)
                let above = row == 0 ? Expression(8) : tops[t - 2] + heights[t - 2] + 12
                baselines.append(Constraint(tops[t] + 0.5 * heights[t], .equal, tops[d] + 0.5 * heights[d]))
                topConstraints.append(Constraint(Expression(tops[t]), .equal, above))
                for constraint in topFirst ? [topConstraints[row], baselines[row]] : [baselines[row], topConstraints[row]] {
                    try solver.add(constraint)
                }
            }
            try solver.add(Constraint(tops[2 * rows - 2] + heights[2 * rows - 2], .equal, content - 8))
            for height in heights {
                try solver.add(Constraint(Expression(height), .lessThanOrEqual, Expression(20), priority: 250))
                try solver.add(Constraint(Expression(height), .greaterThanOrEqual, Expression(20), priority: 750))
            }
        }

        /// Terms kept in the tableau's rows and definitions.
        var storedTerms: Int { solver.core.tableau.pool.live }

        /// Each top is 32 below the one above; both labels of a row share a centre line, so with equal heights
        /// equal tops.
        func expectLayout(rows: Int) {
            for row in [0, 1, rows / 2, rows - 1] {
                let top = 8 + 32 * Double(row)
                #expect(abs(solver.value(of: tops[2 * row]) - top) < tolerance)
                #expect(abs(solver.value(of: tops[2 * row + 1]) - top) < tolerance)
            }
            #expect(abs(solver.value(of: content) - (16 + 20 * Double(rows) + 12 * Double(rows - 1))) < tolerance)
            #expect(solver.inconsistencies().isEmpty)
        }
    }

    @Test("a chain of rows added baseline first keeps its rows short, with the values of the other order")
    func chainStaysShort() throws {
        let rows = 150
        let baselineFirst = try Column(rows: rows)
        let topFirst = try Column(rows: rows, topFirst: true)
        // Before, row i's top constraint was a tableau row holding the terms of every row above it (95 700 terms
        // stored at 300 rows).
        #expect(baselineFirst.storedTerms <= topFirst.storedTerms + 4 * rows)
        // Every row's pair is handed over, the first one's too (its top, `t0.y == 8`, mentions nothing else).
        #expect(baselineFirst.solver.core.tableau.standIns.count == rows)
        baselineFirst.expectLayout(rows: rows)
        topFirst.expectLayout(rows: rows)
        for (index, top) in baselineFirst.tops.enumerated() {
            #expect(baselineFirst.solver.value(of: top) == topFirst.solver.value(of: topFirst.tops[index]))
        }
        #expect(!baselineFirst.solver.isAmbiguous(baselineFirst.tops[2 * rows - 1]))
    }

    @Test("removing a handed-over pair's constraints and adding them again gives the same layout")
    func removeAndAddAgain() throws {
        let rows = 40
        let column = try Column(rows: rows)
        for row in [rows / 2, 1, rows - 1] {
            try column.solver.remove(column.topConstraints[row])
            #expect(column.solver.isAmbiguous(column.tops[2 * row]))
            try column.solver.add(column.topConstraints[row])
            column.expectLayout(rows: rows)

            try column.solver.remove(column.baselines[row])
            #expect(column.solver.isAmbiguous(column.tops[2 * row + 1]))
            try column.solver.add(column.baselines[row])
            column.expectLayout(rows: rows)
        }
    }

    @Test("the hand-over is declined where the expansion holds another free external, which the plain path may choose")
    func declinedWithAnotherFreeExternal() throws {
        let q = Variable("q"), r = Variable("r"), p = Variable("p"), s = Variable("s")
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // p and s are definitions over q and r, which nothing else mentions: free, and older than y.
        try solver.add(Constraint(Expression(p), .equal, q + r))
        try solver.add(Constraint(Expression(s), .equal, q - r))
        // x := y + 5, then x == p: every symbol is defined; the plain path makes q (the oldest free external of
        // the expansion y + 5 − q − r) basic, leaving y at zero. Handing x's definition over would free y instead
        // and leave q at zero: another solution of this ambiguous system.
        try solver.add(Constraint(Expression(x), .equal, y + 5))
        try solver.add(Constraint(Expression(x), .equal, Expression(p)))
        #expect(solver.core.tableau.standIns.isEmpty)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: q) == 5)
        #expect(solver.value(of: x) == 5)
        #expect(solver.inconsistencies().isEmpty)
    }
}
