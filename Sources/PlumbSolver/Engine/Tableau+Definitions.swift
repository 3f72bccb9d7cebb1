// Lazy definitions.
//
// When a constraint mentions an external that nothing else mentions yet (the usual case while a layout is
// being built: `v5.x == v4.x + v4.w + 8` introduces `v5.x`), the constraint can be solved for that external
// without touching the tableau: `v5.x := v4.x + v4.w + 8`. The definition keeps `v4.x` and `v4.w` as they
// are instead of substituting their rows, so rows do not grow along chains of views. It stays a valid
// identity whatever the basis, so it is never rewritten by pivots; values are read through it in the
// order definitions were made (a definition only mentions symbols older than its own).
//
// A tableau row must never mention a defined symbol: `expand` replaces definitions (and basic symbols)
// until only parametric symbols remain.

extension Tableau {
    /// Whether `symbol` is an external that no row, definition or objective term mentions.
    mutating func isUnmentioned(_ symbol: Int) -> Bool {
        kinds[symbol] == .external && !isBasic[symbol] && !isDefined[symbol] && definitionReferences[symbol] == 0
            && weight(of: symbol).isZero && owners(of: symbol).isEmpty
    }

    /// Records `symbol := …` from the constraint row `0 = raw`, which mentions `symbol`.
    mutating func define(_ symbol: Int, from raw: Row) {
        var row = raw
        row.solve(for: symbol)
        for (term, _) in row.terms { definitionReferences[term] += 1 }
        definitions[symbol] = Definition(row)
        definitions[symbol].sequence = nextSequence
        isDefined[symbol] = true
        definitionOrder.append((symbol, nextSequence))
        nextSequence += 1
        liveDefinitions += 1
        valuesAreStale = true
    }

    /// Removes `symbol`'s definition and makes it basic with the equivalent tableau row.
    mutating func materialize(_ symbol: Int) {
        let definition = definitions[symbol]
        undefine(symbol)
        insertRow(symbol, expand(definition.row))
    }

    private mutating func undefine(_ symbol: Int) {
        for term in definitions[symbol].terms { definitionReferences[term.symbol] -= 1 }
        definitions.remove(symbol)
        isDefined[symbol] = false
        liveDefinitions -= 1
        valuesAreStale = true
        if definitionOrder.count > 2 * liveDefinitions + 64 {
            definitionOrder.removeAll { !isDefined[$0.symbol] || definitions[$0.symbol].sequence != $0.sequence }
        }
    }

    /// `raw` rewritten over parametric symbols only: basic symbols become their rows, defined symbols their
    /// (recursively expanded) definitions. Definitions are visited newest first, each once, so shared
    /// ancestors cost nothing extra.
    func expand(_ raw: Row) -> Row {
        var result = Row(constant: raw.constant)
        var pending: [Int: Double] = [:]
        var queue = MinHeap()  // negated definition sequences: newest first
        var symbolOfSequence: [Int: Int] = [:]

        func place(_ symbol: Int, _ coefficient: Double) {
            if isDefined[symbol] {
                if let sum = pending[symbol] {
                    pending[symbol] = sum + coefficient
                } else {
                    pending[symbol] = coefficient
                    queue.push(-definitions[symbol].sequence)
                    symbolOfSequence[definitions[symbol].sequence] = symbol
                }
            } else if isBasic[symbol] {
                result.add(rows[symbol], times: coefficient)
            } else {
                result.add(symbol, coefficient)
            }
        }

        for (symbol, coefficient) in raw.terms { place(symbol, coefficient) }
        while let negatedSequence = queue.pop() {
            guard let symbol = symbolOfSequence[-negatedSequence],
                let coefficient = pending.removeValue(forKey: symbol),
                !Tolerance.isZero(coefficient)  // cancelled, as `x` in `x + w - (x + 8)`: nothing to walk
            else { continue }
            let definition = definitions[symbol]
            result.constant += coefficient * definition.constant
            for (term, factor) in definition.terms { place(term, coefficient * factor) }
        }
        return result
    }

    /// Recomputes the values of all defined symbols, oldest definition first.
    mutating func evaluateDefinitions() {
        for (symbol, sequence) in definitionOrder where isDefined[symbol] {
            let slot = definitions.slot(of: symbol)
            guard definitions.store[slot].sequence == sequence else { continue }
            var sum = definitions.store[slot].constant
            for (term, coefficient) in definitions.store[slot].terms {
                if isBasic[term] {
                    sum += coefficient * rows[term].constant
                } else if isDefined[term] {
                    sum += coefficient * definitions.value(of: term)
                }
            }
            definitions.setValue(sum, atSlot: slot)
        }
        valuesAreStale = false
    }
}
