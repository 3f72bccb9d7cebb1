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
    var rows = RowTable()
    private(set) var isBasic: [Bool] = []
    private var columns: [[Int32]] = []

    var definitions = DefinitionTable()
    var isDefined: [Bool] = []
    var definitionReferences: [Int32] = []
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

    /// Whether the values kept in definitions need evaluating again.
    var valuesAreStale = true

    /// Marks for de-duplicating column entries: `seen[owner] == stamp` once met in the current pass.
    private var seen: [Int32] = []
    private var stamp: Int32 = 0
    /// The same for tidying a column while a pass is under way.
    private var tidySeen: [Int32] = []
    private var tidyStamp: Int32 = 0
    /// A column's length after it was last tidied; it is tidied again once it has grown well past that.
    private var tidyLength: [Int32] = []

    /// The level above every priority, used for phase one of a row without a subject.
    static let artificialLevel = Double.infinity

    /// Ids of released symbols, handed out again so that adding and removing constraints forever does not
    /// grow the tableau.
    private var released: [Int] = []

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = released.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        kinds.append(kind)
        rows.grow()
        isBasic.append(false)
        columns.append([])
        definitions.grow()
        isDefined.append(false)
        definitionReferences.append(0)
        objective.append(.zero)
        seen.append(0)
        tidySeen.append(0)
        tidyLength.append(0)
        candidates.grow()
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    // MARK: Columns

    /// The basic symbols whose rows mention `symbol`, each once; the column is tidied on the way.
    mutating func owners(of symbol: Int) -> [Int] {
        tidy(symbol)
        return columns[symbol].map { Int($0) }
    }

    /// The length of `symbol`'s column as it stands (stale entries included): a cheap upper bound on the number
    /// of rows mentioning it.
    func columnLength(of symbol: Int) -> Int { columns[symbol].count }

    /// Notes that `owner`'s row now mentions `symbol`.
    private mutating func addToColumn(_ symbol: Int, _ owner: Int) {
        columns[symbol].append(Int32(truncatingIfNeeded: owner))
        if columns[symbol].count > 2 * Int(tidyLength[symbol]) + 8 { tidy(symbol) }
    }

    /// Drops stale and repeated entries from a column.
    private mutating func tidy(_ symbol: Int) {
        tidyStamp &+= 1
        var live: [Int32] = []
        live.reserveCapacity(columns[symbol].count)
        for entry in columns[symbol] {
            let owner = Int(entry)
            guard tidySeen[owner] != tidyStamp && isBasic[owner] && rows.coefficient(of: symbol, in: owner) != nil else {
                continue
            }
            tidySeen[owner] = tidyStamp
            live.append(entry)
        }
        columns[symbol] = live
        tidyLength[symbol] = Int32(live.count)
    }

    // MARK: Rows

    mutating func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        isBasic[basic] = true
        for (symbol, _) in row.terms { addToColumn(symbol, basic) }
        valuesAreStale = true
        if kinds[basic].isRestricted && row.constant < 0 { infeasible.push(basic) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        let row = rows.remove(basic)
        isBasic[basic] = false
        valuesAreStale = true
        return row
    }

    /// Drops `symbol` from every row and the objective and frees its id (for a constraint's own symbols when
    /// the constraint goes). Other columns may still list it as an owner; those entries are checked when read.
    mutating func release(_ symbol: Int) {
        precondition(kinds[symbol] != .external && !isDefined[symbol], "only a constraint's own symbols are released")
        if isBasic[symbol] { removeRow(symbol) }
        for owner in owners(of: symbol) { rows[owner].terms[symbol] = nil }
        columns[symbol] = []
        tidyLength[symbol] = 0
        objective[symbol] = .zero
        released.append(symbol)
    }

    /// Replaces `symbol` by `row` in every tableau row that mentions it and in the objective.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        let owners = columns[symbol]
        columns[symbol] = []
        tidyLength[symbol] = 0
        stamp &+= 1
        var inserted: [Int] = []
        for entry in owners {
            let owner = Int(entry)
            guard seen[owner] != stamp && isBasic[owner] else { continue }
            seen[owner] = stamp
            inserted.removeAll(keepingCapacity: true)
            let constant: Double? = rows.update(owner) { target in
                guard let coefficient = target.terms.removeValue(forKey: symbol) else { return nil }
                target.constant += coefficient * row.constant
                for (term, factor) in row.terms {
                    let change = target.terms.add(term, coefficient * factor)
                    if change.inserted && !change.removed { inserted.append(term) }
                }
                return target.constant
            }
            guard let constant else { continue }
            for term in inserted { addToColumn(term, owner) }
            if kinds[owner].isRestricted && constant < 0 { infeasible.push(owner) }
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
            return definitions.value(of: symbol)
        }
        return 0
    }
}

