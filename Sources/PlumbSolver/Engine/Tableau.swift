/// The simplex tableau of an incremental Cassowary solver with symbolic (strictly ordered) weights.
///
/// State, by symbol id:
/// - **rows**: a basic symbol's value as `constant + Σ coefficient·parametric` (parametric symbols are zero);
/// - **columns**: for each symbol, the basic symbols whose rows may mention it, so a pivot touches only the
///   rows it changes and a ratio test only the rows that can block. Entries are appended when a row gains
///   the symbol and checked against the row when read, so a stale or repeated entry costs nothing but a look;
///   `owners(of:)` tidies a column as it reads it;
/// - **definitions**: lazy rows `x := constant + Σ coefficient·symbol` for an external that was new when its
///   constraint arrived; they may mention basic and defined symbols and are expanded only when a tableau row
///   needs them (see `Tableau+Definitions.swift`). This is what keeps chain-like layouts sparse;
/// - **objective**: one ``Weight`` per parametric symbol (zero for the others).
///
/// A value type, so its hot loops run without dynamic exclusivity checks.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    var rows: [Row] = []
    private(set) var isBasic: [Bool] = []
    private(set) var columns: [[Int]] = []

    var definitions: [Definition] = []
    var isDefined: [Bool] = []
    var definitionSequence: [Int] = []
    var definitionReferences: [Int] = []
    /// Definitions in the order made; an entry is stale when its sequence no longer matches the symbol's.
    var definitionOrder: [(symbol: Int, sequence: Int)] = []
    var nextSequence = 0
    var liveDefinitions = 0

    private(set) var objective: [Weight] = []
    /// Symbols whose objective weight reached the artificial level during phase one.
    var artificialTouched: [Int] = []
    /// Parametric symbols whose objective weight changed since they were last looked at: maybe improving.
    var candidates = CandidateList()
    /// Restricted basic symbols whose rows may have gone negative.
    var infeasible = MinHeap()

    /// Cached values of defined symbols, recomputed after any change.
    var definedValues: [Double] = []
    var valuesAreStale = true

    /// Marks for de-duplicating column entries: `seen[owner] == stamp` once met in the current pass.
    private var seen: [Int] = []
    private var stamp = 0

    /// The level above every priority, used for phase one of a row without a subject.
    static let artificialLevel = Double.infinity

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        definitions.append(Definition())
        isDefined.append(false)
        definitionSequence.append(-1)
        definitionReferences.append(0)
        definedValues.append(0)
        objective.append(.zero)
        seen.append(0)
        candidates.grow()
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    // MARK: Columns

    /// The basic symbols whose rows mention `symbol`, each once; the column is tidied on the way.
    mutating func owners(of symbol: Int) -> [Int] {
        stamp += 1
        var live: [Int] = []
        live.reserveCapacity(columns[symbol].count)
        for owner in columns[symbol] where seen[owner] != stamp && isBasic[owner] && rows[owner].terms[symbol] != nil {
            seen[owner] = stamp
            live.append(owner)
        }
        columns[symbol] = live
        return live
    }

    // MARK: Rows

    mutating func insertRow(_ basic: Int, _ row: Row) {
        for (symbol, _) in row.terms { columns[symbol].append(basic) }
        rows[basic] = row
        isBasic[basic] = true
        valuesAreStale = true
        if kinds[basic].isRestricted && row.constant < 0 { infeasible.push(basic) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]
        rows[basic] = Row()
        isBasic[basic] = false
        valuesAreStale = true
        return row
    }

    /// Drops `symbol` from every row and the objective (for symbols that are leaving the system).
    mutating func erase(_ symbol: Int) {
        if isBasic[symbol] { removeRow(symbol) }
        for owner in owners(of: symbol) { rows[owner].terms[symbol] = nil }
        columns[symbol] = []
        objective[symbol] = .zero
    }

    /// Replaces `symbol` by `row` in every tableau row that mentions it and in the objective.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        let owners = columns[symbol]
        columns[symbol] = []
        stamp += 1
        for owner in owners where seen[owner] != stamp && isBasic[owner] {
            seen[owner] = stamp
            guard let coefficient = rows[owner].terms.removeValue(forKey: symbol) else { continue }
            rows[owner].constant += coefficient * row.constant
            for (term, factor) in row.terms {
                let change = rows[owner].terms.add(term, coefficient * factor)
                if change.inserted && !change.removed { columns[term].append(owner) }
            }
            if kinds[owner].isRestricted && rows[owner].constant < 0 { infeasible.push(owner) }
        }
        let weight = objective[symbol]
        if !weight.isZero {
            objective[symbol] = .zero
            addToObjective(row, times: weight)
        }
        valuesAreStale = true
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.terms[leaving] = -1
        row.solve(for: entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    // MARK: Objective

    func weight(of symbol: Int) -> Weight { objective[symbol] }

    /// Adds `factor·weight` to the objective weight of the parametric `symbol`.
    mutating func addToObjective(_ symbol: Int, _ weight: Weight, times factor: Double = 1) {
        objective[symbol].add(weight, times: factor)
        if !objective[symbol].isZero {
            candidates.push(symbol)
            if objective[symbol].topLevel == Tableau.artificialLevel { artificialTouched.append(symbol) }
        }
    }

    /// Adds `weight·row` to the objective (the row's constant only shifts the objective's value, which is not kept).
    mutating func addToObjective(_ row: Row, times weight: Weight) {
        for (symbol, coefficient) in row.terms {
            addToObjective(symbol, weight, times: coefficient)
        }
    }

    /// Adds `weight` times the value of `symbol` to the objective, whether it is basic or parametric.
    mutating func addSymbolToObjective(_ symbol: Int, _ weight: Weight) {
        if isBasic[symbol] {
            addToObjective(rows[symbol], times: weight)
        } else {
            addToObjective(symbol, weight)
        }
    }

    /// Removes the artificial level from every objective weight (after phase one).
    mutating func dropArtificialLevel() {
        for symbol in artificialTouched where !objective[symbol].isZero {
            objective[symbol].remove(level: Tableau.artificialLevel)
            if !objective[symbol].isZero { candidates.push(symbol) }
        }
        artificialTouched = []
    }

    /// Symbols with a non-zero objective weight, in id order.
    var objectiveSymbols: [Int] { objective.indices.filter { !objective[$0].isZero } }

    // MARK: Values

    /// The current value of any symbol: a basic one reads its row, a defined one its definition, others are zero.
    mutating func value(of symbol: Int) -> Double {
        if isBasic[symbol] { return rows[symbol].constant }
        if isDefined[symbol] {
            if valuesAreStale { evaluateDefinitions() }
            return definedValues[symbol]
        }
        return 0
    }
}

