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

    /// The gap between the sequences of two definitions made one after the other, so that a definition can be
    /// placed between two older ones (``placeBeforeUsers(in:)``).
    static let sequenceSpacing = 1 << 32

    /// Records `symbol := …` from the constraint row `0 = raw`, which mentions `symbol`: as the newest definition,
    /// or at `sequence` (from ``placeBeforeUsers(in:)``) among older ones.
    mutating func define(_ symbol: Int, from raw: Row, at sequence: Int? = nil) {
        var row = raw
        row.solve(for: symbol)
        let sequence = sequence ?? nextSequence * Tableau.sequenceSpacing
        for (term, _) in row.terms {
            definitionReferences[term] += 1
            firstReference[term] = Swift.min(firstReference[term], sequence)
        }
        symbols[symbol].row = storeRow(row)
        symbols[symbol].rowSequence = sequence
        symbols[symbol].isDefined = true
        if let last = definitionOrder.last, last.sequence > sequence {
            // Stale entries keep their places, so the order stays sorted by sequence; the place is near the end.
            var index = definitionOrder.count
            while index > 0 && definitionOrder[index - 1].sequence > sequence { index -= 1 }
            definitionOrder.insert((symbol, sequence), at: index)
        } else {
            definitionOrder.append((symbol, sequence))
        }
        nextSequence += 1
        liveDefinitions += 1
        valuesAreStale = true
    }

    /// For a constraint row `0 = raw` with no unmentioned external: an external of `raw` that only definitions
    /// mention (no row, no objective term, not basic, not defined), with a sequence at which its definition would
    /// come after every definition `raw` mentions and before every definition that mentions it; nil if none.
    ///
    /// Such an external is as free as an unmentioned one: nothing constrains it but the definitions of symbols that
    /// are themselves free, so defining it satisfies the new constraint and moves no row. Without this, a
    /// constraint between two views already placed by definitions (a row's `top` after its baseline made the
    /// label's `y` a definition over the field's `y`) became a tableau row, and in a chain of such rows each one's
    /// expansion held the markers of all the rows before it: quadratic time and memory (issue 21's form).
    ///
    /// The order check also rules out cycles: a definition mentioned by `raw` that depends on the candidate has a
    /// sequence at or after the candidate's first user.
    mutating func placeBeforeUsers(in raw: Row) -> (symbol: Int, sequence: Int)? {
        var newestMentioned = -1
        for (symbol, _) in raw.terms where symbols[symbol].isDefined {
            newestMentioned = Swift.max(newestMentioned, symbols[symbol].rowSequence)
        }
        var chosen: (symbol: Int, sequence: Int)?
        for (symbol, _) in raw.terms where symbols[symbol].kind == .external && definitionReferences[symbol] > 0 {
            let state = symbols[symbol]
            guard !state.isBasic && !state.isDefined, chosen == nil || symbol < chosen!.symbol else { continue }
            let firstUser = firstReference[symbol]
            guard firstUser - newestMentioned >= 2, weight(of: symbol).isZero, !isMentionedByRows(symbol) else {
                continue
            }
            chosen = (symbol, newestMentioned + (firstUser - newestMentioned) / 2)
        }
        return chosen
    }

    /// Removes `symbol`'s definition and makes it basic with the equivalent tableau row.
    mutating func materialize(_ symbol: Int) {
        let definition = expand(row: symbols[symbol].row)
        undefine(symbol)
        insertRow(symbol, definition)
    }

    private mutating func undefine(_ symbol: Int) {
        for index in symbols[symbol].row.range {
            let term = pool.symbol(at: index)
            definitionReferences[term] -= 1
            if definitionReferences[term] == 0 { firstReference[term] = Int.max }
        }
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
