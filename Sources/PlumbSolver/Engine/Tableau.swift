/// The simplex tableau of an incremental Cassowary solver with symbolic (strictly ordered) weights.
///
/// State, by symbol id:
/// - **rows**: a basic symbol's value as `constant + Σ coefficient·parametric` (parametric symbols are zero);
/// - **columns**: for each symbol, the basic symbols whose rows mention it, so a pivot touches only the rows
///   it changes and a ratio test only the rows that can block;
/// - **definitions**: lazy rows `x := constant + Σ coefficient·symbol` for an external that was new when its
///   constraint arrived; they may mention basic and defined symbols and are expanded only when a tableau row
///   needs them (see `Tableau+Definitions.swift`). This is what keeps chain-like layouts sparse;
/// - **objective**: one ``Weight`` per parametric symbol.
final class Tableau {
    private(set) var kinds: [SymbolKind] = []
    var rows: [Row] = []
    private(set) var isBasic: [Bool] = []
    var columns: [Set<Int>] = []

    var definitions: [Row] = []
    var isDefined: [Bool] = []
    var definitionSequence: [Int] = []
    var definitionReferences: [Int] = []
    /// Definitions in the order made; an entry is stale when its sequence no longer matches the symbol's.
    var definitionOrder: [(symbol: Int, sequence: Int)] = []
    var nextSequence = 0
    var liveDefinitions = 0

    var objective: [Int: Weight] = [:]
    /// Symbols whose objective weight reached the artificial level during phase one.
    var artificialTouched: Set<Int> = []
    /// Parametric symbols whose objective weight changed (maybe improving); the smallest id is tried first (Bland's rule).
    var candidates = MinHeap()
    /// Restricted basic symbols whose rows may have gone negative.
    var infeasible = MinHeap()

    /// Cached values of defined symbols, recomputed after any change.
    var definedValues: [Double] = []
    var valuesAreStale = true

    /// The level above every priority, used for phase one of a row without a subject.
    static let artificialLevel = Double.infinity

    func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        definitions.append(Row())
        isDefined.append(false)
        definitionSequence.append(-1)
        definitionReferences.append(0)
        definedValues.append(0)
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    // MARK: Rows

    func insertRow(_ basic: Int, _ row: Row) {
        for symbol in row.terms.keys { columns[symbol].insert(basic) }
        rows[basic] = row
        isBasic[basic] = true
        valuesAreStale = true
        if kinds[basic].isRestricted && row.constant < 0 { infeasible.push(basic) }
    }

    @discardableResult
    func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]
        for symbol in row.terms.keys { columns[symbol].remove(basic) }
        rows[basic] = Row()
        isBasic[basic] = false
        valuesAreStale = true
        return row
    }

    /// Replaces `symbol` by `row` in every tableau row that mentions it and in the objective.
    func substitute(_ symbol: Int, _ row: Row) {
        let owners = columns[symbol]
        columns[symbol] = []
        for owner in owners {
            guard let coefficient = rows[owner].terms.removeValue(forKey: symbol) else { continue }
            rows[owner].constant += coefficient * row.constant
            for (term, factor) in row.terms {
                let old = rows[owner].terms[term]
                let sum = (old ?? 0) + coefficient * factor
                if Tolerance.isZero(sum) {
                    if old != nil {
                        rows[owner].terms[term] = nil
                        columns[term].remove(owner)
                    }
                } else {
                    rows[owner].terms[term] = sum
                    if old == nil { columns[term].insert(owner) }
                }
            }
            if kinds[owner].isRestricted && rows[owner].constant < 0 { infeasible.push(owner) }
        }
        if let weight = objective.removeValue(forKey: symbol) {
            addToObjective(row, times: weight)
        }
        valuesAreStale = true
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        Stats.pivots += 1
        Stats.pivotRowLength += rows[leaving].terms.count
        Stats.pivotColumn += columns[entering].count
        var row = removeRow(leaving)
        row.terms[leaving] = -1
        row.solve(for: entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    // MARK: Objective

    func addToObjective(_ symbol: Int, _ weight: Weight) {
        var current = objective[symbol] ?? .zero
        current.add(weight, times: 1)
        if current.isZero {
            objective[symbol] = nil
        } else {
            objective[symbol] = current
            candidates.push(symbol)
            if current.components.first?.level == Tableau.artificialLevel { artificialTouched.insert(symbol) }
        }
    }

    /// Adds `weight·row` to the objective (the row's constant only shifts the objective's value, which is not kept).
    func addToObjective(_ row: Row, times weight: Weight) {
        for (symbol, coefficient) in row.terms {
            addToObjective(symbol, weight.scaled(by: coefficient))
        }
    }

    /// The objective weight of `symbol` with `weight` of its value added, whether it is basic or parametric.
    func addSymbolToObjective(_ symbol: Int, _ weight: Weight) {
        if isBasic[symbol] {
            addToObjective(rows[symbol], times: weight)
        } else {
            addToObjective(symbol, weight)
        }
    }

    // MARK: Values

    /// The current value of any symbol: a basic one reads its row, a defined one its definition, others are zero.
    func value(of symbol: Int) -> Double {
        if isBasic[symbol] { return rows[symbol].constant }
        if isDefined[symbol] {
            if valuesAreStale { evaluateDefinitions() }
            return definedValues[symbol]
        }
        return 0
    }
}

enum Stats {
    nonisolated(unsafe) static var pivots = 0
    nonisolated(unsafe) static var pivotRowLength = 0
    nonisolated(unsafe) static var pivotColumn = 0
    static var text: String { "pivots \(pivots) avg row \(Double(pivotRowLength) / Double(max(1, pivots))) avg column \(Double(pivotColumn) / Double(max(1, pivots)))" }
}
public enum PlumbSolverStats { public static var text: String { Stats.text } }
