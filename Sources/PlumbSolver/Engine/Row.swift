/// A linear form `constant + Σ coefficient·symbol` over symbol ids; as a tableau row it is the value of its basic symbol.
struct Row {
    var constant: Double
    var terms: TermMap

    init(constant: Double = 0) {
        self.constant = constant
        self.terms = TermMap()
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        terms.add(symbol, coefficient)
    }

    /// Adds `factor·other`.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.terms {
            terms.add(symbol, coefficient * factor)
        }
    }

    mutating func negate() {
        constant = -constant
        terms.scale(by: -1)
    }

    /// Turns `0 = row` into `subject = …`: divides by minus the subject's coefficient and drops the subject.
    mutating func solve(for subject: Int) {
        let coefficient = terms.removeValue(forKey: subject) ?? 1
        let factor = -1 / coefficient
        constant *= factor
        terms.scale(by: factor)
    }
}

/// The tableau rows by basic symbol. Only basic symbols have rows, so rows live in a dense store reached
/// through a small per-symbol slot; a symbol without a row reads as the empty row.
struct RowTable {
    private var slotOfSymbol: [Int32] = []
    private var store: [Row] = []
    private var freeSlots: [Int32] = []
    private static let empty = Row()

    mutating func grow() { slotOfSymbol.append(-1) }

    subscript(symbol: Int) -> Row {
        @inline(__always) get {
            let slot = slotOfSymbol[symbol]
            return slot < 0 ? RowTable.empty : store[Int(slot)]
        }
        _modify {
            var slot = slotOfSymbol[symbol]
            if slot < 0 {
                if let free = freeSlots.popLast() {
                    slot = free
                } else {
                    slot = Int32(store.count)
                    store.append(Row())
                }
                slotOfSymbol[symbol] = slot
            }
            yield &store[Int(slot)]
        }
    }

    /// Runs `body` on `symbol`'s row in place (the symbol must have one).
    @inline(__always)
    mutating func update<Result>(_ symbol: Int, _ body: (inout Row) -> Result) -> Result {
        body(&store[Int(slotOfSymbol[symbol])])
    }

    /// The coefficient of `term` in `symbol`'s row, read in place.
    @inline(__always)
    func coefficient(of term: Int, in symbol: Int) -> Double? {
        let slot = slotOfSymbol[symbol]
        return slot < 0 ? nil : store[Int(slot)].terms[term]
    }

    /// Takes `symbol`'s row out, leaving it without one.
    mutating func remove(_ symbol: Int) -> Row {
        let slot = slotOfSymbol[symbol]
        guard slot >= 0 else { return Row() }
        let row = store[Int(slot)]
        store[Int(slot)] = Row()
        freeSlots.append(slot)
        slotOfSymbol[symbol] = -1
        return row
    }
}
