// Lazy definitions.
//
// When a constraint mentions an external that nothing else mentions yet (the usual case while a layout is
// being built: `v5.x == v4.x + v4.w + 8` introduces `v5.x`), the constraint can be solved for that external
// without touching the tableau: `v5.x := v4.x + v4.w + 8`. The definition keeps `v4.x` and `v4.w` as they
// are instead of substituting their rows, so rows do not grow along chains of views. It stays a valid
// identity whatever the basis, so it is never rewritten by pivots; values are read through it in the
// order definitions were made (a definition only mentions symbols older than its own).
//
// A tableau row must never mention a defined symbol: `expand` (in `Tableau.swift`) replaces definitions and
// basic symbols until only parametric symbols remain.

extension Tableau {
    /// Whether `symbol` is an external that no row, definition or objective term mentions.
    ///
    /// `mutating` although it changes nothing: `SolverCore` calls it through its stored `tableau` once per term
    /// of every new constraint, and a non-mutating call there reads the whole tableau out first (retaining
    /// every array), which made building `nested` 40% slower.
    mutating func isUnmentioned(_ symbol: Int) -> Bool {
        let state = symbols[symbol]
        return state.kind == .external && !state.isBasic && !state.isDefined && definitionReferences[symbol] == 0
            && weight(of: symbol).isZero && !isMentionedByRows(symbol)
    }

    /// Records `symbol := …` from the constraint row `0 = raw`, which mentions `symbol`.
    mutating func define(_ symbol: Int, from raw: Row) {
        var row = raw
        row.solve(for: symbol)
        for (term, _) in row.terms { definitionReferences[term] += 1 }
        symbols[symbol].row = storeRow(row)
        symbols[symbol].rowSequence = nextSequence
        symbols[symbol].isDefined = true
        definitionOrder.append((symbol, nextSequence))
        nextSequence += 1
        liveDefinitions += 1
        valuesAreStale = true
    }

    /// Removes `symbol`'s definition and makes it basic with the equivalent tableau row.
    mutating func materialize(_ symbol: Int) {
        let definition = expand(row: symbols[symbol].row)
        undefine(symbol)
        insertRow(symbol, definition)
    }

    private mutating func undefine(_ symbol: Int) {
        for index in symbols[symbol].row.range { definitionReferences[pool.symbol(at: index)] -= 1 }
        pool.free(symbols[symbol].row)
        symbols[symbol].row = RowRef()
        symbols[symbol].isDefined = false
        liveDefinitions -= 1
        valuesAreStale = true
        if definitionOrder.count > 2 * liveDefinitions + 64 {
            var order = definitionOrder
            order.removeAll { !isLiveDefinition($0) }
            definitionOrder = order
        }
    }

    /// Whether an entry of `definitionOrder` is the symbol's current definition.
    func isLiveDefinition(_ entry: (symbol: Int, sequence: Int)) -> Bool {
        symbols[entry.symbol].isDefined && symbols[entry.symbol].rowSequence == entry.sequence
    }

    /// Recomputes the values of all defined symbols, oldest definition first. (A basic symbol's value is kept;
    /// a parametric one's is zero.)
    mutating func evaluateDefinitions() {
        for entry in definitionOrder where isLiveDefinition(entry) {
            let row = symbols[entry.symbol].row
            var sum = row.constant
            for index in row.range {
                sum = Tolerance.sum(sum, pool.coefficient(at: index) * symbols[pool.symbol(at: index)].value)
            }
            symbols[entry.symbol].value = sum
        }
        valuesAreStale = false
    }
}
