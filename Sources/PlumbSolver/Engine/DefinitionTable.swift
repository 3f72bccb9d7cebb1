/// The definitions by symbol. Only externals are ever defined, so definitions live in a dense store reached
/// through a small per-symbol slot rather than taking a full entry for every symbol.
struct DefinitionTable {
    private var slotOfSymbol: [Int32] = []
    /// The definitions, reached by `slot(of:)`; read in place in hot loops.
    private(set) var store: [Definition] = []
    private var freeSlots: [Int32] = []

    /// Where `symbol`'s definition is in `store`, or -1.
    @inline(__always)
    func slot(of symbol: Int) -> Int { Int(slotOfSymbol[symbol]) }

    /// The value last evaluated for a defined symbol.
    @inline(__always)
    func value(of symbol: Int) -> Double { store[slot(of: symbol)].value }

    mutating func setValue(_ value: Double, atSlot slot: Int) { store[slot].value = value }

    mutating func grow() { slotOfSymbol.append(-1) }

    /// The definition of `symbol`; an empty one if it has none. Setting gives it one.
    subscript(symbol: Int) -> Definition {
        get {
            let slot = slotOfSymbol[symbol]
            return slot < 0 ? Definition() : store[Int(slot)]
        }
        _modify {
            var slot = slotOfSymbol[symbol]
            if slot < 0 {
                if let free = freeSlots.popLast() {
                    slot = free
                } else {
                    slot = Int32(store.count)
                    store.append(Definition())
                }
                slotOfSymbol[symbol] = slot
            }
            yield &store[Int(slot)]
        }
    }

    mutating func remove(_ symbol: Int) {
        let slot = slotOfSymbol[symbol]
        guard slot >= 0 else { return }
        store[Int(slot)] = Definition()
        freeSlots.append(slot)
        slotOfSymbol[symbol] = -1
    }
}
