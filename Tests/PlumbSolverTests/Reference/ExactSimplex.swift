/// Linear programs over non-negative variables solved exactly and lexicographically: a dense tableau of
/// ``Rational``s, phase one with an artificial variable per row, Bland's rule throughout (slow, and it cannot
/// cycle). It shares nothing with PlumbSolver but the idea.
struct ExactLinearProgram {
    enum Relation { case equal, atMost, atLeast }

    struct Row {
        var coefficients: [Int: Rational]
        var relation: Relation
        var bound: Rational
    }

    /// Variables `0..<variableCount`, each at least zero.
    var variableCount: Int
    var rows: [Row] = []

    /// Minimizes each objective in turn, each over the optima of those before it; returns their least values,
    /// or nil when no point satisfies the rows.
    ///
    /// After an objective is minimized, every column whose reduced cost is positive must stay at zero for it to
    /// stay minimal (the objective is its minimum plus those costs times those columns), so those columns are
    /// fixed at zero and the next objective starts from the same basis.
    func minimizeInTurn(_ objectives: [[Int: Rational]]) -> [Rational]? {
        var tableau = Tableau(program: self)
        guard tableau.reachFeasibility() else { return nil }
        return objectives.map { tableau.minimize($0) }
    }

    private struct Tableau {
        /// `cells[i]` is row i: one entry per column, then the right-hand side.
        var cells: [[Rational]]
        var basis: [Int]
        /// The reduced costs of the objective being minimized; the last entry is minus its value.
        var costs: [Rational] = []
        /// Columns held at zero: artificial ones after phase one, and those an earlier objective fixed.
        var fixed: [Bool]
        let artificialStart: Int
        var width: Int { fixed.count }

        init(program: ExactLinearProgram) {
            let slackCount = program.rows.filter { $0.relation != .equal }.count
            artificialStart = program.variableCount + slackCount
            let width = artificialStart + program.rows.count
            fixed = [Bool](repeating: false, count: width)
            cells = []
            basis = []
            var slack = program.variableCount
            for (index, row) in program.rows.enumerated() {
                var cells = [Rational](repeating: .zero, count: width + 1)
                for (column, coefficient) in row.coefficients { cells[column] = cells[column] + coefficient }
                switch row.relation {
                case .equal: break
                case .atMost: cells[slack] = .one; slack += 1
                case .atLeast: cells[slack] = -.one; slack += 1
                }
                cells[width] = row.bound
                if row.bound.signum < 0 { cells = cells.map { -$0 } }
                cells[artificialStart + index] = .one
                self.cells.append(cells)
                basis.append(artificialStart + index)
            }
        }

        /// Phase one: drives the artificial variables to zero; false when they cannot all reach it.
        mutating func reachFeasibility() -> Bool {
            var objective: [Int: Rational] = [:]
            for column in artificialStart..<width { objective[column] = .one }
            guard minimize(objective).isZero else { return false }
            for column in artificialStart..<width { fixed[column] = true }
            // An artificial variable still basic (at zero) leaves for any free column of its row, or the row says
            // nothing about the free columns and goes.
            var row = 0
            while row < cells.count {
                if basis[row] >= artificialStart {
                    if let column = (0..<width).first(where: { !fixed[$0] && !cells[row][$0].isZero }) {
                        pivot(row: row, column: column)
                    } else {
                        cells.remove(at: row)
                        basis.remove(at: row)
                        continue
                    }
                }
                row += 1
            }
            return true
        }

        /// Minimizes `objective` from the current feasible basis, then fixes the columns it prices above zero.
        mutating func minimize(_ objective: [Int: Rational]) -> Rational {
            costs = [Rational](repeating: .zero, count: width + 1)
            for (column, cost) in objective { costs[column] = cost }
            for (row, basic) in basis.enumerated() {
                guard let cost = objective[basic], !cost.isZero else { continue }
                for index in costs.indices where !cells[row][index].isZero {
                    costs[index] = costs[index] - cost * cells[row][index]
                }
            }
            while let entering = (0..<width).first(where: { !fixed[$0] && costs[$0].signum < 0 && !basis.contains($0) }) {
                var leaving: Int?
                var best = Rational.zero
                for row in cells.indices where cells[row][entering].signum > 0 {
                    let ratio = cells[row][width] / cells[row][entering]
                    if leaving == nil || ratio < best || (ratio == best && basis[row] < basis[leaving!]) {
                        leaving = row
                        best = ratio
                    }
                }
                guard let leaving else { preconditionFailure("the reference's objective is unbounded") }
                pivot(row: leaving, column: entering)
            }
            for column in 0..<width where costs[column].signum > 0 { fixed[column] = true }
            return -costs[width]
        }

        private mutating func pivot(row: Int, column: Int) {
            let pivot = cells[row][column]
            cells[row] = cells[row].map { $0.isZero ? $0 : $0 / pivot }
            let nonzero = cells[row].indices.filter { !cells[row][$0].isZero }
            for other in cells.indices where other != row {
                let factor = cells[other][column]
                if factor.isZero { continue }
                for index in nonzero {
                    cells[other][index] = cells[other][index] - factor * cells[row][index]
                }
            }
            if !costs.isEmpty {
                let factor = costs[column]
                if !factor.isZero {
                    for index in nonzero { costs[index] = costs[index] - factor * cells[row][index] }
                }
            }
            basis[row] = column
        }
    }
}
