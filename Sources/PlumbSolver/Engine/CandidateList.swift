/// The symbols that may improve the objective: each listed once in order of arrival; while Bland's rule is
/// in use, also in a min-heap by id (which may hold stale entries).
struct CandidateList {
    private var symbols: [Int] = []
    private var listed: [Bool] = []
    private var byIdentifier: KeyedHeap?

    mutating func grow() { listed.append(false) }

    mutating func push(_ symbol: Int) {
        byIdentifier?.push(symbol)
        if !listed[symbol] {
            listed[symbol] = true
            symbols.append(symbol)
        }
    }

    /// Stops keeping the heap for Bland's rule.
    mutating func endBland() { byIdentifier = nil }

    /// The smallest symbol for which `isImproving` holds, dropping from the heap the smaller ones that do not.
    mutating func smallest(where isImproving: (Int) -> Bool) -> Int? {
        if byIdentifier == nil {
            var heap = KeyedHeap()
            for symbol in symbols { heap.push(symbol) }
            byIdentifier = heap
        }
        while let symbol = byIdentifier!.pop() {
            if isImproving(symbol) {
                byIdentifier!.push(symbol)
                return symbol
            }
        }
        return nil
    }

    /// Visits symbols in order, dropping those for which `keep` is false, until `limit` have been kept;
    /// the symbols after that stay listed without a visit.
    mutating func retain(upTo limit: Int = .max, _ keep: (Int) -> Bool) {
        var kept = 0
        var index = 0
        while index < symbols.count && kept < limit {
            let symbol = symbols[index]
            if keep(symbol) {
                symbols[kept] = symbol
                kept += 1
            } else {
                listed[symbol] = false
            }
            index += 1
        }
        let rest = symbols.count - index
        if index != kept {
            for offset in 0..<rest { symbols[kept + offset] = symbols[index + offset] }
            symbols.removeLast(index - kept)
        }
    }
}
