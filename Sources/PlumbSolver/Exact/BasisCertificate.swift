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
/// With ``BoundedDouble`` the check costs one sparse elimination in doubles and is rigorous: it answers
/// `.uncertain` when a sign it needs is within its error bound. With ``Fraction`` it is exact (and slower).
/// Rows are kept as their entries alone, so the check grows with the entries and their fill, not with rows ×
/// symbols: the near-triangular bases of layouts factor in about the time of a solve at any size.
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

    /// A row of the elimination: its entries by column and the columns in the order they were listed (an entry
    /// that cancels to zero stays listed). Its constant is kept apart (``constants()``), so that a factored basis
    /// can be solved again for new constants.
    private struct Row {
        var columns: [Int]
        var entries: [Int: Number]

        subscript(column: Int) -> Number { entries[column] ?? .zero }
    }

    private var rows: [Row]
    /// The tableau symbol of each column.
    private let symbolOfColumn: [Int]
    private let kinds: [SymbolKind]
    /// The columns of the tableau's basic and defined symbols.
    private let basicColumns: [Int]
    /// Each level and its error columns, highest level first.
    private let levelColumns: [(level: Double, errors: [Int])]
    /// Each row's constraint and constant as stated, and the edit offset added to it (a suggested value).
    private let constraints: [Constraint]
    private let statedConstants: [Double]
    private var offsets: [Double]
    /// Whether every coefficient so far, stated or computed, is exact (``CertifyingNumber/exactDouble``).
    private var coefficientsExact: Bool
    /// The elimination's steps in order: row `row` less `factor` times row `pivot`.
    private var steps: [(row: Int, pivot: Int, factor: Number)] = []
    /// The factored basis: each basic column with the row it was pivoted on, in pivot order.
    private var pivots: [(row: Int, column: Int)] = []
    private var isBasic: [Bool]
    /// Whether ``check()`` found the basis optimal: then ``checkAgain(offsets:)`` needs only its constants.
    private(set) var isFactoredOptimal = false
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
        var rows: [Row] = []
        var errorsByLevel: [Double: [Int]] = [:]
        var coefficientsExact = true
        for record in records {
            var entries: [Int: Number] = [:]
            func add(_ number: Number, at column: Int) { entries[column] = (entries[column] ?? .zero) + number }
            for term in record.constraint.expression.terms {
                guard let symbol = core.symbol(of: term.variable) else { continue }
                add(Number(constraintNumber: term.coefficient), at: column(symbol))
            }
            let sign = Int(core.markerCoefficient(of: record))
            add(Number(integer: sign), at: column(record.marker))
            if let other = record.other { add(Number(integer: -sign), at: column(other)) }
            if let level = record.level {
                for error in [record.marker, record.other].compactMap({ $0 }) where core.tableau.symbols[error].kind == .error {
                    errorsByLevel[level, default: []].append(column(error))
                }
            }
            if coefficientsExact { coefficientsExact = entries.values.allSatisfy { $0.exactDouble != nil } }
            // Stated terms that cancel to zero are not listed.
            entries = entries.filter { $0.value.knownSign != 0 }
            rows.append(Row(columns: entries.keys.sorted(), entries: entries))
        }
        self.rows = rows
        self.symbolOfColumn = symbolOfColumn
        constraints = records.map(\.constraint)
        statedConstants = records.map(\.constraint.expression.constant)
        self.offsets = records.map { offsets[$0.constraint] ?? 0 }
        self.coefficientsExact = coefficientsExact
        kinds = symbolOfColumn.map { core.tableau.symbols[$0].kind }
        basicColumns = symbolOfColumn.indices.filter {
            core.tableau.symbols[symbolOfColumn[$0]].isBasic || core.tableau.symbols[symbolOfColumn[$0]].isDefined
        }
        isBasic = [Bool](repeating: false, count: symbolOfColumn.count)
        for column in basicColumns { isBasic[column] = true }
        levelColumns = errorsByLevel.keys.sorted(by: >).map { ($0, errorsByLevel[$0]!) }
    }

    /// The bookkeeping of the elimination's order: each column's entries in the rows not yet pivoted, the rows
    /// that list each column, and the basic columns left, by their entries (stale heap entries are skipped).
    private struct Order {
        var count: [Int]
        var rowsOfColumn: [[Int]]
        var remaining: [Bool]
        var heap = KeyedHeap()
        let width: Int

        /// Counts an entry of `column` in a row not yet pivoted, gained (+1) or lost (-1).
        mutating func change(_ column: Int, by amount: Int) {
            count[column] += amount
            if remaining[column] { heap.push(column, key: count[column] * width + column) }
        }

        /// The remaining basic column with the fewest entries in the rows left (the lowest column among equals).
        mutating func next() -> Int? {
            while let (column, key) = heap.popEntry() {
                if remaining[column] && key == count[column] * width + column { return column }
            }
            return nil
        }
    }

    /// Solves the basis afresh and tests it.
    ///
    /// Gaussian elimination forward only, in a sparse order (the basic column with the fewest entries left, then
    /// the row with the fewest entries among good pivots), so that the near-triangular bases of layouts factor
    /// with little fill; then the constants' column along the elimination's steps and back substitution for the
    /// values, and each level's costs swept through the factored rows in pivot order for the reduced costs.
    mutating func check() -> Outcome {
        guard basicColumns.count <= rows.count else { return .notOptimal("more basic symbols than rows") }
        if let failure = factor() { return failure }
        let feasible = feasibleValues()
        guard case .optimal = feasible else { return feasible }
        if let failure = optimalityFailure() { return failure }
        isFactoredOptimal = true
        return feasible
    }

    /// Tests the basis ``check()`` found optimal again for new edit offsets (suggested values): optimality does
    /// not depend on the constants, so only the constants' column is eliminated again along the same steps and
    /// solved, and the values tested for feasibility, as ``check()`` would for the same offsets.
    mutating func checkAgain(offsets: [Constraint: Double]) -> Outcome {
        precondition(isFactoredOptimal, "only a basis found optimal is checked again")
        self.offsets = constraints.map { offsets[$0] ?? 0 }
        return feasibleValues()
    }

    /// The forward elimination, and the test that every row it left without a basic column is zero throughout
    /// (the constants aside): returns why the basis fails, or nil.
    private mutating func factor() -> Outcome? {
        var order = Order(
            count: [Int](repeating: 0, count: width), rowsOfColumn: [[Int]](repeating: [], count: width),
            remaining: isBasic, width: width)
        for row in rows.indices {
            for column in rows[row].columns {
                order.count[column] += 1
                order.rowsOfColumn[column].append(row)
            }
        }
        for column in basicColumns { order.heap.push(column, key: order.count[column] * width + column) }
        var assigned = [Bool](repeating: false, count: rows.count)
        for _ in basicColumns {
            guard let column = order.next() else { break }
            // Threshold pivoting: among rows whose entry is at least a tenth of the largest, the shortest row (the
            // first among equals).
            var largest = 0.0
            var uncertain = false
            for row in order.rowsOfColumn[column] where !assigned[row] {
                guard let sign = rows[row][column].knownSign else {
                    uncertain = true
                    continue
                }
                if sign != 0 { largest = max(largest, rows[row][column].pivotSize) }
            }
            var best: Int?
            for row in order.rowsOfColumn[column] where !assigned[row] {
                let entry = rows[row][column]
                guard entry.knownSign.map({ $0 != 0 }) == true, entry.pivotSize >= 0.1 * largest else { continue }
                if let chosen = best {
                    let (length, chosenLength) = (rows[row].columns.count, rows[chosen].columns.count)
                    if length < chosenLength || (length == chosenLength && row < chosen) { best = row }
                } else {
                    best = row
                }
            }
            // No row left for a basic column: the basis is singular, or its pivot is lost in rounding.
            guard let pivotRow = best else {
                return uncertain ? .uncertain : .notOptimal("singular at symbol \(symbolOfColumn[column])")
            }
            order.remaining[column] = false
            eliminate(column, below: pivotRow, assigned: assigned, order: &order)
            assigned[pivotRow] = true
            for other in rows[pivotRow].columns { order.change(other, by: -1) }
            pivots.append((pivotRow, column))
        }
        // A row left without a basic column must be implied by the others: zero throughout (its constant is
        // tested with the values).
        for row in rows.indices where !assigned[row] {
            if let column = rows[row].columns.first(where: { rows[row][$0].knownSign != 0 }) {
                return rows[row][column].knownSign == nil ? .uncertain : .notOptimal("a row left over is not implied by the others")
            }
        }
        return nil
    }

    /// Each row's constant, stated and offset, moved to the right (`Σ a·x = -(constant + offset)`, each read
    /// apart) and carried along the elimination's steps, in `N` (each step's factor made one by `factor`).
    private func constants<N: CertifyingNumber>(factor: (Number) -> N) -> [N] {
        var constants = zip(statedConstants, offsets).map { constant, offset in
            N(integer: 0) - N(constraintNumber: constant) - N(constraintNumber: offset)
        }
        for step in steps {
            constants[step.row] = constants[step.row] - factor(step.factor) * constants[step.pivot]
        }
        return constants
    }

    /// Each pivoted column's value for the eliminated `constants`, by back substitution (each pivot row mentions
    /// only the basic columns pivoted after it), in `N` (each entry of the factored rows made one by `entry`).
    private func solution<N: CertifyingNumber>(for constants: [N], entry: (Number) -> N) -> [N] {
        var solution = [N](repeating: .zero, count: width)
        for (row, column) in pivots.reversed() {
            var rest = constants[row]
            for other in rows[row].columns where other != column && isBasic[other] && solution[other].knownSign != 0 {
                rest = rest - entry(rows[row][other]) * solution[other]
            }
            solution[column] = rest / entry(rows[row][column])
        }
        return solution
    }

    /// The factored basis solved for the current constants, and tested for feasibility: `.optimal` with the
    /// values when feasible (optimality is tested apart).
    private func feasibleValues() -> Outcome {
        let constants = constants { $0 }
        // The constants' column in fractions, made at the first sign of it lost in rounding (see above).
        var exact: (rows: [Fraction], solution: [Fraction])?
        func exactConstants() -> (rows: [Fraction], solution: [Fraction])? {
            guard coefficientsExact else { return nil }
            if exact == nil { exact = replayedConstants() }
            return exact
        }
        var pivoted = [Bool](repeating: false, count: rows.count)
        for (row, _) in pivots { pivoted[row] = true }
        // A row left over holds only if its constant is zero too.
        for row in rows.indices where !pivoted[row] {
            switch constants[row].knownSign {
            case 0?:
                continue
            case nil:
                guard let exact = exactConstants() else { return .uncertain }
                if exact.rows[row].isZero { continue }
            default:
                break
            }
            return .notOptimal("a row left over is not implied by the others")
        }
        let solution = solution(for: constants) { $0 }
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
        return .optimal(values)
    }

    /// Optimality: each level's reduced costs over the non-basic columns, highest level first. A column whose
    /// first nonzero reduced cost is positive is settled: the levels below cannot outweigh it. Returns why the
    /// basis is not optimal (or `.uncertain`), or nil.
    private func optimalityFailure() -> Outcome? {
        var decided = isBasic
        for (column, kind) in kinds.enumerated() where kind == .dummy { decided[column] = true }
        for (level, errors) in levelColumns {
            var costs = [Number](repeating: .zero, count: width)
            for column in errors { costs[column] = costs[column] + Number(integer: 1) }
            for (row, column) in pivots where costs[column].knownSign != 0 {
                let factor = costs[column] / rows[row][column]
                for other in rows[row].columns where other != column { costs[other] = costs[other] - factor * rows[row][other] }
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
        return nil
    }

    /// The constants' column solved in fractions along the elimination's own steps, every coefficient of which was
    /// exact: each row's constant after elimination, and each pivoted column's value by back substitution.
    private func replayedConstants() -> (rows: [Fraction], solution: [Fraction]) {
        // Every factor and entry was exact: each is the fraction its double is.
        let exactly = { (number: Number) in Fraction(exactly: number.exactDouble!) }
        let constants = constants(factor: exactly)
        return (constants, solution(for: constants, entry: exactly))
    }


    /// Clears `column` from every row not yet pivoted that lists it, with the row `pivot`.
    private mutating func eliminate(_ column: Int, below pivot: Int, assigned: [Bool], order: inout Order) {
        let pivotEntry = rows[pivot][column]
        let pivotTerms = rows[pivot].columns.filter { $0 != column }.map { ($0, rows[pivot][$0]) }
        for row in order.rowsOfColumn[column] where !assigned[row] && row != pivot {
            let entry = rows[row][column]
            if entry.knownSign == 0 { continue }
            let factor = entry / pivotEntry
            steps.append((row, pivot, factor))
            if coefficientsExact, factor.exactDouble == nil { coefficientsExact = false }
            for (index, pivotNumber) in pivotTerms {
                let product = factor * pivotNumber
                if let number = rows[row].entries[index] {
                    rows[row].entries[index] = number - product
                } else {
                    rows[row].entries[index] = Number.zero - product
                    rows[row].columns.append(index)
                    order.rowsOfColumn[index].append(row)
                    order.change(index, by: 1)
                }
                if coefficientsExact, rows[row].entries[index]!.exactDouble == nil { coefficientsExact = false }
            }
            // The pivot's column is cleared exactly, whatever the rounding of the factor says.
            rows[row].entries[column] = .zero
        }
    }
}
