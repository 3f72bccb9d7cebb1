/// A constraint system solved exactly, for its strict-priority optimum: the solver's second opinion on small
/// systems where the double-precision tableau is in doubt (``Solver/verify()``).
///
/// Every required row holds; then, from the highest level down, each level's total violation (`|e|` for an
/// equality, the excess for an inequality) is made as small as it can be without worsening any level above. A
/// dense simplex over ``Fraction``s with Bland's rule: slow (every number exact, every column scanned) but it
/// cannot round and cannot cycle, so it is meant for a few hundred rows at most.
struct ExactLexicographicProgram {
    enum Relation { case equal, atLeast, atMost }

    /// `Σ coefficient·variable + constant  relation  0`; required when `level` is nil.
    struct Row {
        var terms: [(variable: Int, coefficient: Fraction)]
        var constant: Fraction
        var relation: Relation
        var level: Double?
    }

    let variableCount: Int
    var rows: [Row] = []

    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    /// The values of the variables at a strict-priority optimum (a vertex of the optimal face, the first that
    /// Bland's rule reaches), or nil when the required rows cannot all hold.
    func solve() -> [Fraction]? {
        var tableau = DenseTableau(self)
        guard tableau.reachFeasibility() else { return nil }
        for objective in levelObjectives(tableau) { tableau.minimize(objective) }
        return (0..<variableCount).map { tableau.value(ofColumn: 2 * $0) - tableau.value(ofColumn: 2 * $0 + 1) }
    }

    /// Whether the required rows can all hold at once (the optional ones always can: their errors absorb them).
    func requiredRowsCanHold() -> Bool {
        var required = ExactLexicographicProgram(variableCount: variableCount)
        required.rows = rows.filter { $0.level == nil }
        var tableau = DenseTableau(required)
        return tableau.reachFeasibility()
    }

    /// One objective per level, highest first: the sum of the level's error columns.
    private func levelObjectives(_ tableau: DenseTableau) -> [[Int: Fraction]] {
        var errors: [Double: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            guard let level = row.level else { continue }
            errors[level, default: []] += tableau.errorColumns[index]
        }
        return errors.keys.sorted(by: >).map { level in
            Dictionary(uniqueKeysWithValues: errors[level]!.map { ($0, Fraction.one) })
        }
    }
}

/// The dense tableau of ``ExactLexicographicProgram``. Columns: `x⁺` and `x⁻` for each variable (every column
/// is at zero or above, so a free variable is their difference), then each row's error columns (two for an
/// optional equality, one for an optional inequality) and slack (an inequality), then one artificial column per
/// row for phase one.
private struct DenseTableau {
    /// `cells[i]`: row i, one entry per column, then the right-hand side.
    private var cells: [[Fraction]] = []
    private var basis: [Int] = []
    private var isBasic: [Bool]
    /// Columns held at zero: the artificial ones after phase one, and those a higher level's optimum fixed.
    private var fixed: [Bool]
    /// The reduced costs of the objective being minimized; the last entry is minus its value.
    private var costs: [Fraction] = []
    private let artificialStart: Int
    /// The error columns of each row of the program (none for a required row).
    private(set) var errorColumns: [[Int]] = []
    private var width: Int { fixed.count }

    init(_ program: ExactLexicographicProgram) {
        var next = 2 * program.variableCount
        var layout: [(errors: [Int], slack: Int?)] = []
        for row in program.rows {
            var errors: [Int] = []
            if row.level != nil {
                errors = row.relation == .equal ? [next, next + 1] : [next]
                next += errors.count
            }
            var slack: Int?
            if row.relation != .equal {
                slack = next
                next += 1
            }
            layout.append((errors, slack))
        }
        artificialStart = next
        let width = next + program.rows.count
        fixed = [Bool](repeating: false, count: width)
        isBasic = [Bool](repeating: false, count: width)
        errorColumns = layout.map(\.errors)
        for (index, row) in program.rows.enumerated() {
            // Σ a·(x⁺ − x⁻) + error terms ± slack = −constant.
            var line = [Fraction](repeating: .zero, count: width + 1)
            for term in row.terms {
                line[2 * term.variable] = line[2 * term.variable] + term.coefficient
                line[2 * term.variable + 1] = line[2 * term.variable + 1] - term.coefficient
            }
            let (errors, slack) = layout[index]
            switch row.relation {
            case .equal:
                if errors.count == 2 {
                    line[errors[0]] = .one
                    line[errors[1]] = -.one
                }
            case .atLeast:  // Σ + e − s = −c, s ≥ 0: the row is at least 0 once its error e is counted.
                if let error = errors.first { line[error] = .one }
                line[slack!] = -.one
            case .atMost:  // Σ − e + s = −c.
                if let error = errors.first { line[error] = -.one }
                line[slack!] = .one
            }
            line[width] = -row.constant
            if line[width].signum < 0 { line = line.map { -$0 } }
            line[artificialStart + index] = .one
            cells.append(line)
            basis.append(artificialStart + index)
            isBasic[artificialStart + index] = true
        }
    }

    /// Phase one: drives the artificial columns to zero; false when they cannot all reach it.
    mutating func reachFeasibility() -> Bool {
        var objective: [Int: Fraction] = [:]
        for column in artificialStart..<width { objective[column] = .one }
        minimize(objective)
        guard costs[width].isZero else { return false }
        for column in artificialStart..<width { fixed[column] = true }
        // An artificial column still basic (at zero) leaves for any other column of its row; a row with none is
        // implied by the others and goes.
        var row = 0
        while row < cells.count {
            if basis[row] >= artificialStart {
                if let column = (0..<artificialStart).first(where: { !fixed[$0] && !cells[row][$0].isZero }) {
                    pivot(row: row, column: column)
                } else {
                    isBasic[basis[row]] = false
                    cells.remove(at: row)
                    basis.remove(at: row)
                    continue
                }
            }
            row += 1
        }
        return true
    }

    /// Minimizes `objective` from the current feasible basis, then fixes at zero every column it prices above
    /// zero: the objective is its minimum plus those prices times those columns, so they must stay at zero for
    /// the objectives below it.
    mutating func minimize(_ objective: [Int: Fraction]) {
        costs = [Fraction](repeating: .zero, count: width + 1)
        for (column, cost) in objective { costs[column] = cost }
        for (row, basic) in basis.enumerated() {
            guard let cost = objective[basic], !cost.isZero else { continue }
            for index in costs.indices where !cells[row][index].isZero {
                costs[index] = costs[index] - cost * cells[row][index]
            }
        }
        // Bland's rule: the lowest entering column, and among rows tied in the ratio test the lowest basic column.
        while let entering = (0..<width).first(where: { !fixed[$0] && !isBasic[$0] && costs[$0].signum < 0 }) {
            var leaving: Int?
            var best = Fraction.zero
            for row in cells.indices where cells[row][entering].signum > 0 {
                let ratio = cells[row][width] / cells[row][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[row] < basis[leaving!]) {
                    leaving = row
                    best = ratio
                }
            }
            // Every objective here is a sum of columns at zero or above, so it is bounded below.
            guard let leaving else { preconditionFailure("an exact objective without a lower bound") }
            pivot(row: leaving, column: entering)
        }
        for column in 0..<width where !isBasic[column] && costs[column].signum > 0 { fixed[column] = true }
    }

    func value(ofColumn column: Int) -> Fraction {
        guard isBasic[column], let row = basis.firstIndex(of: column) else { return .zero }
        return cells[row][width]
    }

    private mutating func pivot(row: Int, column: Int) {
        let pivot = cells[row][column]
        cells[row] = cells[row].map { $0.isZero ? $0 : $0 / pivot }
        let nonzero = cells[row].indices.filter { !cells[row][$0].isZero }
        for other in cells.indices where other != row {
            let factor = cells[other][column]
            if factor.isZero { continue }
            for index in nonzero { cells[other][index] = cells[other][index] - factor * cells[row][index] }
        }
        let factor = costs.isEmpty ? .zero : costs[column]
        if !factor.isZero {
            for index in nonzero { costs[index] = costs[index] - factor * cells[row][index] }
        }
        isBasic[basis[row]] = false
        basis[row] = column
        isBasic[column] = true
    }
}
