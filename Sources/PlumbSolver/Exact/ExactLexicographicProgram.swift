/// A constraint system solved exactly, for its strict-priority optimum: the solver's second opinion on small
/// systems where the double-precision tableau is in doubt (``Solver/verify()``).
///
/// Every required row holds; then, from the highest level down, each level's total violation (`|e|` for an
/// equality, the excess for an inequality) is made as small as it can be without worsening any level above. A
/// simplex over ``Fraction``s with Bland's rule, its rows kept sparse: slow (every number exact, every column
/// scanned for the entering one) but it cannot round and cannot cycle. It gives up (nil) after a number of
/// pivots proportional to its rows (``pivotBudget``), so that no system, however awkward its numbers, keeps it
/// busy for long.
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

    /// How many pivots a solve may take per row: Bland's rule takes a few per row on the systems seen (phase one
    /// one per row, then the levels' objectives), so fifty is far more than a solvable system needs.
    var pivotsPerRow = 50
    /// The most pivots a solve may take.
    var pivotBudget: Int { pivotsPerRow * (rows.count + 10) }

    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    enum Outcome: Equatable {
        /// The values of the variables at a strict-priority optimum.
        case solved([Fraction])
        /// The required rows cannot all hold.
        case infeasible
        /// The pivot budget ran out first.
        case gaveUp
    }

    /// The values of the variables at a strict-priority optimum (a vertex of the optimal face, the first that
    /// Bland's rule reaches), or nil when the required rows cannot all hold or the pivot budget ran out.
    func solve() -> [Fraction]? {
        guard case .solved(let values) = solution() else { return nil }
        return values
    }

    /// The strict-priority optimum, or why there is none.
    func solution() -> Outcome {
        var tableau = SparseTableau(self, pivotBudget: pivotBudget)
        guard let feasible = tableau.reachFeasibility() else { return .gaveUp }
        guard feasible else { return .infeasible }
        for objective in levelObjectives(tableau) {
            guard tableau.minimize(objective) else { return .gaveUp }
        }
        let values = tableau.values()
        return .solved((0..<variableCount).map { (values[2 * $0] ?? .zero) - (values[2 * $0 + 1] ?? .zero) })
    }

    /// Whether the required rows can all hold at once (the optional ones always can: their errors absorb them);
    /// a solve that runs out of pivots says they can.
    func requiredRowsCanHold() -> Bool {
        var required = ExactLexicographicProgram(variableCount: variableCount)
        required.rows = rows.filter { $0.level == nil }
        var tableau = SparseTableau(required, pivotBudget: required.pivotBudget)
        return tableau.reachFeasibility() ?? true
    }

    /// One objective per level, highest first: the sum of the level's error columns.
    private func levelObjectives(_ tableau: SparseTableau) -> [[Int: Fraction]] {
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

/// The tableau of ``ExactLexicographicProgram``, its rows sparse. Columns: `x⁺` and `x⁻` for each variable
/// (every column is at zero or above, so a free variable is their difference), then each row's error columns
/// (two for an optional equality, one for an optional inequality) and slack (an inequality), then one artificial
/// column per row for phase one.
private struct SparseTableau {
    /// Each row's entries by column (no zero entries), and its right-hand side.
    private var entries: [[Int: Fraction]] = []
    private var rightHandSides: [Fraction] = []
    /// The rows each column has an entry in.
    private var rowsOfColumn: [Set<Int>]
    /// Each row's basic column; -1 for a row dropped as implied by the others.
    private var basis: [Int] = []
    private var isBasic: [Bool]
    /// Columns held at zero: the artificial ones after phase one, and those a higher level's optimum fixed.
    private var fixed: [Bool]
    /// The reduced costs of the objective being minimized.
    private var costs: [Fraction] = []
    private let artificialStart: Int
    /// The error columns of each row of the program (none for a required row).
    private(set) var errorColumns: [[Int]] = []
    private var pivotsLeft: Int
    private var width: Int { fixed.count }

    init(_ program: ExactLexicographicProgram, pivotBudget: Int) {
        pivotsLeft = pivotBudget
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
        rowsOfColumn = [Set<Int>](repeating: [], count: width)
        errorColumns = layout.map(\.errors)
        for (index, row) in program.rows.enumerated() {
            // Σ a·(x⁺ − x⁻) + error terms ± slack = −constant.
            var line: [Int: Fraction] = [:]
            for term in row.terms {
                line[2 * term.variable] = (line[2 * term.variable] ?? .zero) + term.coefficient
                line[2 * term.variable + 1] = (line[2 * term.variable + 1] ?? .zero) - term.coefficient
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
            var rightHandSide = -row.constant
            if rightHandSide.signum < 0 {
                line = line.mapValues { -$0 }
                rightHandSide = -rightHandSide
            }
            line = line.filter { !$0.value.isZero }
            line[artificialStart + index] = .one
            for column in line.keys { rowsOfColumn[column].insert(index) }
            entries.append(line)
            rightHandSides.append(rightHandSide)
            basis.append(artificialStart + index)
            isBasic[artificialStart + index] = true
        }
    }

    /// Phase one: drives the artificial columns to zero; false when they cannot all reach it, nil when the pivot
    /// budget ran out.
    mutating func reachFeasibility() -> Bool? {
        var objective: [Int: Fraction] = [:]
        for column in artificialStart..<width { objective[column] = .one }
        guard minimize(objective) else { return nil }
        guard objectiveValue.isZero else { return false }
        for column in artificialStart..<width { fixed[column] = true }
        // An artificial column still basic (at zero) leaves for the lowest other column of its row; a row with
        // none is implied by the others and goes.
        for row in basis.indices where basis[row] >= artificialStart {
            if let column = entries[row].keys.filter({ $0 < artificialStart && !fixed[$0] }).min() {
                pivot(row: row, column: column)
            } else {
                isBasic[basis[row]] = false
                basis[row] = -1
                for column in entries[row].keys { rowsOfColumn[column].remove(row) }
                entries[row] = [:]
                rightHandSides[row] = .zero
            }
        }
        return true
    }

    /// The value of the objective being minimized at the current basis.
    private var objectiveValue: Fraction = .zero

    /// Minimizes `objective` from the current feasible basis, then fixes at zero every column it prices above
    /// zero: the objective is its minimum plus those prices times those columns, so they must stay at zero for
    /// the objectives below it. False when the pivot budget ran out.
    mutating func minimize(_ objective: [Int: Fraction]) -> Bool {
        costs = [Fraction](repeating: .zero, count: width)
        objectiveValue = .zero
        for (column, cost) in objective { costs[column] = cost }
        for (row, basic) in basis.enumerated() where basic >= 0 {
            guard let cost = objective[basic], !cost.isZero else { continue }
            for (index, entry) in entries[row] { costs[index] = costs[index] - cost * entry }
            objectiveValue = objectiveValue + cost * rightHandSides[row]
        }
        pricedBelowZero.removeAll()
        for column in 0..<width where costs[column].signum < 0 { pricedBelowZero.push(column) }
        // Bland's rule: the lowest entering column, and among rows tied in the ratio test the lowest basic column.
        while let entering = nextEntering() {
            var leaving: Int?
            var best = Fraction.zero
            for row in rowsOfColumn[entering] where entries[row][entering]!.signum > 0 {
                let ratio = rightHandSides[row] / entries[row][entering]!
                if leaving == nil || ratio < best || (ratio == best && basis[row] < basis[leaving!]) {
                    leaving = row
                    best = ratio
                }
            }
            // Every objective here is a sum of columns at zero or above, so it is bounded below.
            guard let leaving else { preconditionFailure("an exact objective without a lower bound") }
            guard pivotsLeft > 0 else { return false }
            pivot(row: leaving, column: entering)
        }
        for column in 0..<width where !isBasic[column] && costs[column].signum > 0 { fixed[column] = true }
        return true
    }

    /// Every column whose reduced cost went below zero since the objective was set (stale entries included:
    /// a column is pushed again each time its cost is updated below zero).
    private var pricedBelowZero = KeyedHeap()

    /// The lowest column that would improve the objective: not fixed, not basic, priced below zero.
    private mutating func nextEntering() -> Int? {
        while let column = pricedBelowZero.pop() {
            if !fixed[column] && !isBasic[column] && costs[column].signum < 0 { return column }
        }
        return nil
    }

    /// Each basic column's value (the others are zero).
    func values() -> [Int: Fraction] {
        var values: [Int: Fraction] = [:]
        for (row, column) in basis.enumerated() where column >= 0 { values[column] = rightHandSides[row] }
        return values
    }

    private mutating func pivot(row: Int, column: Int) {
        pivotsLeft -= 1
        let pivot = entries[row][column]!
        if pivot != .one {
            entries[row] = entries[row].mapValues { $0 / pivot }
            rightHandSides[row] = rightHandSides[row] / pivot
        }
        let pivotRow = entries[row]
        let pivotRightHandSide = rightHandSides[row]
        for other in rowsOfColumn[column] where other != row {
            let factor = entries[other][column]!
            for (index, entry) in pivotRow {
                let updated = (entries[other][index] ?? .zero) - factor * entry
                if updated.isZero {
                    if entries[other].removeValue(forKey: index) != nil { rowsOfColumn[index].remove(other) }
                } else {
                    if entries[other].updateValue(updated, forKey: index) == nil { rowsOfColumn[index].insert(other) }
                }
            }
            rightHandSides[other] = rightHandSides[other] - factor * pivotRightHandSide
        }
        let factor = costs.isEmpty ? .zero : costs[column]
        if !factor.isZero {
            for (index, entry) in pivotRow {
                costs[index] = costs[index] - factor * entry
                if costs[index].signum < 0 { pricedBelowZero.push(index) }
            }
            objectiveValue = objectiveValue + factor * pivotRightHandSide
        }
        isBasic[basis[row]] = false
        basis[row] = column
        isBasic[column] = true
    }
}
