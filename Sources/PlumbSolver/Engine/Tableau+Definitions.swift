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
    private func isUnmentioned(_ symbol: Int) -> Bool {
        let state = symbols[symbol]
        return state.kind == .external && !state.isBasic && !state.isDefined && definitionReferences[symbol] == 0
            && weight(of: symbol).isZero && !isMentionedByRows(symbol)
    }

    /// What a new constraint row defines instead of becoming a tableau row.
    struct NewDefinition {
        /// The symbol the row defines.
        var symbol: Int
        /// Where among older definitions, or nil for the newest.
        var sequence: Int?
        /// Set when the row takes `symbol`'s definition over from an older constraint (``handOver(for:)``): the
        /// symbol that constraint defines instead.
        var freed: Int?
    }

    /// The symbol the new constraint row `0 = raw` should define, and where, or nil if the row goes to the tableau:
    /// its lowest unmentioned external as the newest definition, else an external that only definitions mention,
    /// placed before them (``placeBeforeUsers(in:)``), else, if `handingOver`, a definition handed over
    /// (``handOver(for:)``).
    ///
    /// One call for the whole row: asked term by term from `SolverCore`, each question paid for an exclusive
    /// access to the core's tableau, and the list of candidates an array.
    mutating func symbolToDefine(in raw: Row, handingOver: Bool) -> NewDefinition? {
        var fresh: Int?
        for (symbol, _) in raw.terms where isUnmentioned(symbol) && (fresh == nil || symbol < fresh!) {
            fresh = symbol
        }
        if let fresh { return NewDefinition(symbol: fresh) }
        if let placed = placeBeforeUsers(in: raw) { return NewDefinition(symbol: placed.symbol, sequence: placed.sequence) }
        guard handingOver, let pair = handOver(for: raw) else { return nil }
        return NewDefinition(symbol: pair.defined, sequence: pair.sequence, freed: pair.freed)
    }

    /// The gap between the sequences of two definitions made one after the other, so that a definition can be
    /// placed between two older ones (``placeBeforeUsers(in:)``).
    static let sequenceSpacing = 1 << 32

    /// Records `symbol := …` from the constraint row `0 = raw`, which mentions `symbol`: as the newest definition,
    /// or at `sequence` (from ``placeBeforeUsers(in:)``) among older ones; `owner` is the constraint it comes from
    /// (``definer``).
    mutating func define(_ symbol: Int, from raw: Row, at sequence: Int? = nil, by owner: ObjectIdentifier) {
        if symbol >= definer.count {
            let count = Swift.max(symbols.count, 2 * definer.count)
            definer.append(contentsOf: repeatElement(nil, count: count - definer.count))
        }
        definer[symbol] = owner
        var row = raw
        row.solve(for: symbol)
        let placed = sequence != nil
        let sequence = sequence ?? nextSequence * Tableau.sequenceSpacing
        for (term, _) in row.terms {
            if definitionReferences[term] == 0 {
                noteFirstReference(to: term, at: sequence)
            } else if placed {
                // The newest definition's sequence is above every other, so only a placed one can be a first.
                firstReference[term] = Swift.min(firstReference[term], sequence)
            }
            definitionReferences[term] += 1
        }
        symbols[symbol].row = storeRow(row)
        symbols[symbol].rowSequence = sequence
        symbols[symbol].isDefined = true
        // A definition placed among older ones is sorted in when the order is next read (`sortDefinitionOrder`):
        // inserting it in place moved half the order each time, as the place is often far back (a constraint
        // on a symbol that only the newest definition mentions, such as `w == 24` after `x + w == W - 16`,
        // sits midway between the start and that definition), which made building `cells` 9% slower.
        if let last = definitionOrder.last, last.sequence > sequence { definitionOrderIsSorted = false }
        definitionOrder.append((symbol, sequence))
        nextSequence += 1
        liveDefinitions += 1
        valuesAreStale = true
    }

    /// Records that the first definition mentioning `term` (which no definition mentions yet) has `sequence`.
    /// `firstReference` grows here rather than with every new symbol: most symbols are never mentioned by one.
    private mutating func noteFirstReference(to term: Int, at sequence: Int) {
        if term >= firstReference.count {
            let count = Swift.max(symbols.count, 2 * firstReference.count)
            firstReference.append(contentsOf: repeatElement(Int.max, count: count - firstReference.count))
        }
        firstReference[term] = sequence
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
        // Most constraints have no such external: look for one before reading the sequences.
        var found = false
        for (symbol, _) in raw.terms where isMentionedOnlyByDefinitions(symbol) {
            found = true
            break
        }
        guard found else { return nil }
        var newestMentioned = -1
        for (symbol, _) in raw.terms where symbols[symbol].isDefined {
            newestMentioned = Swift.max(newestMentioned, symbols[symbol].rowSequence)
        }
        var chosen: (symbol: Int, sequence: Int)?
        for (symbol, _) in raw.terms where isMentionedOnlyByDefinitions(symbol) {
            guard chosen == nil || symbol < chosen!.symbol else { continue }
            let firstUser = firstReference[symbol]
            guard firstUser - newestMentioned >= 2 else { continue }
            chosen = (symbol, newestMentioned + (firstUser - newestMentioned) / 2)
        }
        return chosen
    }

    /// Whether `symbol` is an external that definitions mention and nothing else does (no row, no objective term,
    /// not basic, not defined).
    private func isMentionedOnlyByDefinitions(_ symbol: Int) -> Bool {
        symbols[symbol].kind == .external && definitionReferences[symbol] > 0 && !symbols[symbol].isBasic
            && !symbols[symbol].isDefined && weight(of: symbol).isZero && !isMentionedByRows(symbol)
    }

    /// Removes `symbol`'s definition and makes it basic with the equivalent tableau row.
    mutating func materialize(_ symbol: Int) {
        let definition = expand(row: symbols[symbol].row)
        undefine(symbol)
        insertRow(symbol, definition)
    }

    mutating func undefine(_ symbol: Int) {
        if !standIns.isEmpty { forgetHandOver(of: symbol) }
        for index in symbols[symbol].row.range {
            let term = pool.symbol(at: index)
            definitionReferences[term] -= 1
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

    /// Sorts `definitionOrder` by sequence if a definition was placed among older ones since it was last sorted.
    /// (Two definitions can share a sequence only if neither mentions the other, so their order does not matter.)
    mutating func sortDefinitionOrder() {
        guard !definitionOrderIsSorted else { return }
        definitionOrder.sort { $0.sequence < $1.sequence }
        definitionOrderIsSorted = true
    }

    /// Whether an entry of `definitionOrder` is the symbol's current definition.
    func isLiveDefinition(_ entry: (symbol: Int, sequence: Int)) -> Bool {
        symbols[entry.symbol].isDefined && symbols[entry.symbol].rowSequence == entry.sequence
    }

    /// Recomputes the values of all defined symbols, oldest definition first. (A basic symbol's value is kept;
    /// a parametric one's is zero.)
    mutating func evaluateDefinitions() {
        sortDefinitionOrder()
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
