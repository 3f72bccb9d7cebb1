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
