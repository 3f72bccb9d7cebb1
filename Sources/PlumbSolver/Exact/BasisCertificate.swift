/// A number ``BasisCertificate`` can compute with: exact (``Fraction``) or a double with a rigorous error bound
/// (``BoundedDouble``).
protocol CertifyingNumber {
    static var zero: Self { get }
    /// A coefficient or constant as the constraint states it (read as the shortest decimal that prints as it).
    init(constraintNumber: Double)
    init(integer: Int)
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
    /// -1, 0 or 1 when the sign of the exact number is known; nil when rounding may hide it.
    var knownSign: Int? { get }
    /// How good a pivot the number makes (larger is better); only compared between numbers of known nonzero sign.
    var pivotSize: Double { get }
    var doubleValue: Double { get }
    /// The number as a double known to be its exact value, or nil (always nil for a fraction).
    var exactDouble: Double? { get }
    /// The number nearest to `fraction`.
    init(nearest fraction: Fraction)
}

extension Fraction: CertifyingNumber {
    init(constraintNumber number: Double) { self.init(shortestDecimalOf: number) }
    init(integer: Int) { self.init(integer) }
    var knownSign: Int? { signum }
    /// Any nonzero fraction is an exact pivot: the first row found is taken.
    var pivotSize: Double { 1 }
    var exactDouble: Double? { nil }
    init(nearest fraction: Fraction) { self = fraction }
}

/// A check of the basis the double-precision tableau ended with, against the constraints as they were stated:
/// the answer is right when that basis, solved afresh from the original coefficients, is feasible (every slack
/// and error at zero or above, every dummy at zero) and optimal level by level (every non-basic column's reduced
/// costs, read from the highest level down, first nonzero positive; a free column's all zero). That is the
/// optimality test of a strict-priority (preemptive) linear program, and it is what the tableau's own weights
/// claim; here it is computed from the constraints, not from the tableau's rows and weights, which carry the
/// rounding of every pivot since.
///
/// With ``BoundedDouble`` the check costs one dense elimination in doubles and is rigorous: it answers
/// `.uncertain` when a sign it needs is within its error bound. With ``Fraction`` it is exact (and slower).
/// When every coefficient of the elimination in doubles was exact (layouts' coefficients are 1, -1, 0.5 and their
/// like) and only a sign of the constants' column is lost (a value that is exactly zero, from constants such as
/// 106.66666666666667 that are not binary fractions), the elimination's own steps are replayed on that column
/// alone in fractions, which decides the sign as the whole check in fractions would, for a fraction of its cost.
/// A variable's value whose sign is lost within its bound (not exactly 0, but maybe exactly 0) is made in fractions
/// too, so that a variable a row pins to zero is answered as 0, not as a rounding's width from it.
/// A basis that is optimal but degenerate can fail the test (`.notOptimal`); the caller then solves exactly.
struct BasisCertificate<Number: CertifyingNumber> {
    enum Outcome {
        /// The basis is feasible and optimal; each basic symbol's value at it (parametric ones are zero).
        case optimal([Int: Number])
        /// The basis is singular, infeasible, or some column still improves a level (the reason, in words): the
        /// tableau's answer is wrong.
        case notOptimal(String)
        /// A sign the test needs is lost in rounding (``BoundedDouble`` only).
        case uncertain
    }

    private var cells: [[Number]]
    /// The tableau symbol of each column.
    private let symbolOfColumn: [Int]
    private let kinds: [SymbolKind]
    /// The columns of the tableau's basic and defined symbols.
    private let basicColumns: [Int]
    /// Each level and its error columns, highest level first.
    private let levelColumns: [(level: Double, errors: [Int])]
    /// The columns each row mentions as stated.
    private let statedColumns: [[Int]]
    /// Each row's constant and edit offset as stated, for the constants' column in fractions.
    private let statedConstants: [(constant: Double, offset: Double)]
    /// Whether every coefficient so far, stated or computed, is exact (``CertifyingNumber/exactDouble``).
    private var coefficientsExact: Bool
    /// The elimination's steps in order while ``coefficientsExact``: row `row` less `factor` times row `pivot`.
    private var steps: [(row: Int, pivot: Int, factor: Double)] = []
    private var width: Int { symbolOfColumn.count }

    /// The constraints `core` holds, each row `expression ± marker ∓ error == 0` (see
    /// ``SolverCore/standing(of:offset:)``), with `offsets` added to constants (an edit's suggested value).
    init(core: SolverCore, offsets: [Constraint: Double]) {
        let records = core.records.compactMap { $0 }.sorted { $0.order < $1.order }
        var columnOfSymbol: [Int: Int] = [:]
        var symbolOfColumn: [Int] = []
        func column(_ symbol: Int) -> Int {
            if let column = columnOfSymbol[symbol] { return column }
            columnOfSymbol[symbol] = symbolOfColumn.count
            symbolOfColumn.append(symbol)
            return symbolOfColumn.count - 1
        }
        var entries: [[(column: Int, number: Number)]] = []
        var constants: [Number] = []
        var statedConstants: [(constant: Double, offset: Double)] = []
        var errorsByLevel: [Double: [Int]] = [:]
        for record in records {
            var entry: [(column: Int, number: Number)] = []
            for term in record.constraint.expression.terms {
                guard let symbol = core.symbol(of: term.variable) else { continue }
                entry.append((column(symbol), Number(constraintNumber: term.coefficient)))
            }
            let sign = Int(core.markerCoefficient(of: record))
            entry.append((column(record.marker), Number(integer: sign)))
            if let other = record.other { entry.append((column(other), Number(integer: -sign))) }
            if let level = record.level {
                for error in [record.marker, record.other].compactMap({ $0 }) where core.tableau.symbols[error].kind == .error {
                    errorsByLevel[level, default: []].append(column(error))
                }
            }
            entries.append(entry)
            let constant = record.constraint.expression.constant
            let offset = offsets[record.constraint] ?? 0
            // expression == 0 with the constant moved to the right: Σ a·x = -(constant + offset), each read apart.
            constants.append(Number(integer: 0) - Number(constraintNumber: constant) - Number(constraintNumber: offset))
            statedConstants.append((constant, offset))
        }
        cells = entries.indices.map { row in
            var line = [Number](repeating: .zero, count: symbolOfColumn.count + 1)
            for (column, number) in entries[row] { line[column] = line[column] + number }
            line[symbolOfColumn.count] = constants[row]
            return line
        }
        self.symbolOfColumn = symbolOfColumn
        self.statedConstants = statedConstants
        let statedColumns = entries.map { entry in Array(Set(entry.map(\.column))).sorted() }
        self.statedColumns = statedColumns
        coefficientsExact = statedColumns.indices.allSatisfy { [cells] row in
            statedColumns[row].allSatisfy { cells[row][$0].exactDouble != nil }
        }
        kinds = symbolOfColumn.map { core.tableau.symbols[$0].kind }
        basicColumns = symbolOfColumn.indices.filter {
            core.tableau.symbols[symbolOfColumn[$0]].isBasic || core.tableau.symbols[symbolOfColumn[$0]].isDefined
        }
        levelColumns = errorsByLevel.keys.sorted(by: >).map { ($0, errorsByLevel[$0]!) }
    }

    /// Solves the basis afresh and tests it.
    ///
    /// Gaussian elimination forward only, in a sparse order (the basic column with the fewest entries left, then
    /// the row with the fewest entries among good pivots), so that the near-triangular bases of layouts factor
    /// with little fill; then back substitution for the values, and each level's costs swept through the factored
    /// rows in pivot order for the reduced costs.
    mutating func check() -> Outcome {
        guard basicColumns.count <= cells.count else { return .notOptimal("more basic symbols than rows") }
        var nonzeros = cells.indices.map { row in statedColumns[row].filter { cells[row][$0].knownSign != 0 } }
        // Whether a column is in its row's list of `nonzeros` (an entry that cancels to zero stays listed).
        var listed = cells.indices.map { row in
            var flags = [Bool](repeating: false, count: width)
            for column in nonzeros[row] { flags[column] = true }
            return flags
        }
        var assigned = [Bool](repeating: false, count: cells.count)
        var remaining = [Bool](repeating: false, count: width)
        for column in basicColumns { remaining[column] = true }
        var pivots: [(row: Int, column: Int)] = []
        var isBasic = [Bool](repeating: false, count: width)
        for column in basicColumns { isBasic[column] = true }
        // Each remaining column's entries in the rows not yet pivoted, kept as rows are pivoted and fill appears
        // (an entry that cancels to zero still counts: the count only orders the columns).
        var count = [Int](repeating: 0, count: width)
        for row in cells.indices { for column in nonzeros[row] { count[column] += 1 } }
        for _ in basicColumns {
            // The remaining basic column with the fewest entries in the rows left.
            var chosen: Int?
            for column in basicColumns where remaining[column] {
                if chosen == nil || count[column] < count[chosen!] || (count[column] == count[chosen!] && column < chosen!) {
                    chosen = column
                }
            }
            guard let column = chosen else { break }
            // Threshold pivoting: among rows whose entry is at least a tenth of the largest, the shortest row.
            var largest = 0.0
            var uncertain = false
            for row in cells.indices where !assigned[row] {
                guard let sign = cells[row][column].knownSign else {
                    uncertain = true
                    continue
                }
                if sign != 0 { largest = max(largest, cells[row][column].pivotSize) }
            }
            var best: Int?
            for row in cells.indices where !assigned[row] && cells[row][column].knownSign.map({ $0 != 0 }) == true {
                guard cells[row][column].pivotSize >= 0.1 * largest else { continue }
                if best == nil || nonzeros[row].count < nonzeros[best!].count { best = row }
            }
            // No row left for a basic column: the basis is singular, or its pivot is lost in rounding.
            guard let pivotRow = best else {
                return uncertain ? .uncertain : .notOptimal("singular at symbol \(symbolOfColumn[column])")
            }
            eliminate(column, below: pivotRow, assigned: assigned, nonzeros: &nonzeros, listed: &listed, count: &count)
            assigned[pivotRow] = true
            for other in nonzeros[pivotRow] { count[other] -= 1 }
            remaining[column] = false
            pivots.append((pivotRow, column))
        }
        // The constants' column in fractions, made at the first sign of it lost in rounding (see above).
        var exact: (rows: [Fraction], solution: [Fraction])?
        func exactConstants() -> (rows: [Fraction], solution: [Fraction])? {
            guard coefficientsExact else { return nil }
            if exact == nil { exact = replayedConstants(pivots: pivots, nonzeros: nonzeros, isBasic: isBasic) }
            return exact
        }
        // A row left without a basic column must be implied by the others: zero throughout.
        for row in cells.indices where !assigned[row] {
            for column in nonzeros[row] + [width] where cells[row][column].knownSign != 0 {
                if cells[row][column].knownSign == nil {
                    guard column == width, let exact = exactConstants() else { return .uncertain }
                    if exact.rows[row].isZero { continue }
                }
                return .notOptimal("a row left over is not implied by the others")
            }
        }
        // Back substitution: each pivot row mentions only the basic columns pivoted after it.
        var solution = [Number](repeating: .zero, count: width)
        for (row, column) in pivots.reversed() {
            var rest = cells[row][width]
            for other in nonzeros[row] where other != column && isBasic[other] && solution[other].knownSign != 0 {
                rest = rest - cells[row][other] * solution[other]
            }
            solution[column] = rest / cells[row][column]
        }
        // Feasibility: a restricted basic symbol at zero or above, a dummy at zero; a sign lost within its bound is
        // left to the exact check (the bound may be far larger than a rounding, in an ill-conditioned basis).
        var values: [Int: Number] = [:]
        for (_, column) in pivots {
            let value = solution[column]
            values[symbolOfColumn[column]] = value
            if kinds[column] == .external {
                // A variable's value may be the answer: one a rounding's width from a zero it may exactly be
                // breaks every required row that pins it there (`-0.84·v1 == 0` holds at v1 = 0 and at no double
                // near it, however small, since a row is judged relative to its own terms), so such a value is
                // made in fractions (fuzzer seed 34313). A value of exactly 0 breaks no such row and stays.
                if value.knownSign == nil, value.doubleValue != 0, exactConstants() == nil { return .uncertain }
                continue
            }
            guard let sign = value.knownSign ?? exactConstants()?.solution[column].signum else { return .uncertain }
            switch kinds[column] {
            case .external:
                break
            case .dummy:
                if sign != 0 { return .notOptimal("dummy \(symbolOfColumn[column]) at \(value.doubleValue)") }
            case .slack, .error, .artificial:
                if sign < 0 { return .notOptimal("\(kinds[column]) \(symbolOfColumn[column]) at \(value.doubleValue)") }
            }
        }
        // Values from fractions once any was needed, every one of them, as the whole check in fractions gives them.
        if let exact {
            for (_, column) in pivots { values[symbolOfColumn[column]] = Number(nearest: exact.solution[column]) }
        }
        // Optimality: each level's reduced costs over the non-basic columns, highest level first. A column whose
        // first nonzero reduced cost is positive is settled: the levels below cannot outweigh it.
        var decided = isBasic
        for (column, kind) in kinds.enumerated() where kind == .dummy { decided[column] = true }
        for (level, errors) in levelColumns {
            var costs = [Number](repeating: .zero, count: width)
            for column in errors { costs[column] = costs[column] + Number(integer: 1) }
            for (row, column) in pivots where costs[column].knownSign != 0 {
                let factor = costs[column] / cells[row][column]
                for other in nonzeros[row] where other != column { costs[other] = costs[other] - factor * cells[row][other] }
                costs[column] = .zero
            }
            var uncertain = false
            for column in 0..<width where !decided[column] {
                guard let sign = costs[column].knownSign else {
                    uncertain = true
                    continue
                }
                if sign == 0 { continue }
                if sign < 0 || kinds[column] == .external {
                    return .notOptimal("\(kinds[column]) \(symbolOfColumn[column]) improves level \(level) at \(costs[column].doubleValue)")
                }
                decided[column] = true
            }
            if uncertain { return .uncertain }
        }
        return .optimal(values)
    }

    /// The constants' column solved in fractions along the elimination's own steps, every coefficient of which was
    /// exact: each row's constant after elimination, and each pivoted column's value by back substitution.
    private func replayedConstants(pivots: [(row: Int, column: Int)], nonzeros: [[Int]], isBasic: [Bool])
        -> (rows: [Fraction], solution: [Fraction]) {
        var constants = statedConstants.map {
            Fraction.zero - Fraction(constraintNumber: $0.constant) - Fraction(constraintNumber: $0.offset)
        }
        for step in steps {
            constants[step.row] = constants[step.row] - Fraction(exactly: step.factor) * constants[step.pivot]
        }
        var solution = [Fraction](repeating: .zero, count: width)
        for (row, column) in pivots.reversed() {
            var rest = constants[row]
            for other in nonzeros[row] where other != column && isBasic[other] && !solution[other].isZero {
                rest = rest - Fraction(exactly: cells[row][other].exactDouble!) * solution[other]
            }
            solution[column] = rest / Fraction(exactly: cells[row][column].exactDouble!)
        }
        return (constants, solution)
    }

    /// Clears `column` from every row not yet pivoted, with the row `pivot`.
    private mutating func eliminate(
        _ column: Int, below pivot: Int, assigned: [Bool], nonzeros: inout [[Int]], listed: inout [[Bool]],
        count: inout [Int]
    ) {
        let pivotEntry = cells[pivot][column]
        let pivotTerms = nonzeros[pivot].filter { $0 != column }
        for row in cells.indices where !assigned[row] && row != pivot {
            let entry = cells[row][column]
            if entry.knownSign == 0 { continue }
            let factor = entry / pivotEntry
            if coefficientsExact {
                if let exactFactor = factor.exactDouble { steps.append((row, pivot, exactFactor)) } else { coefficientsExact = false }
            }
            for index in pivotTerms {
                cells[row][index] = cells[row][index] - factor * cells[pivot][index]
                if coefficientsExact, cells[row][index].exactDouble == nil { coefficientsExact = false }
                if !listed[row][index] {
                    listed[row][index] = true
                    nonzeros[row].append(index)
                    count[index] += 1
                }
            }
            cells[row][width] = cells[row][width] - factor * cells[pivot][width]
            // The pivot's column is cleared exactly, whatever the rounding of the factor says.
            cells[row][column] = .zero
        }
    }
}
