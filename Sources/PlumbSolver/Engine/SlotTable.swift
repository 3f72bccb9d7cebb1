/// Values held by a few symbols out of many: the values live in a dense store reached through a small
/// per-symbol slot, so a symbol without one costs four bytes, and the slots of removed values are reused.
/// A symbol without a value reads as the table's `empty` value.
///
/// The tableau keeps its rows by basic symbol (``RowTable``) and its lazy definitions by defined external
/// (``DefinitionTable``) this way.
struct SlotTable<Element> {
    private var slotOfSymbol: [Int32] = []
    /// The values, reached by `slot(of:)`; read in place in hot loops.
    private(set) var store: [Element] = []
    private var freeSlots: [Int32] = []
    /// What a symbol without a value reads as, and what a new slot starts from.
    private let empty: Element

    init(empty: Element) {
        self.empty = empty
    }

    /// Makes room for one more symbol, without a value.
    mutating func grow() { slotOfSymbol.append(-1) }

    /// Where `symbol`'s value is in `store`, or -1.
    @inline(__always)
    func slot(of symbol: Int) -> Int { Int(slotOfSymbol[symbol]) }

    /// The value of `symbol`; the empty value if it has none. Modifying gives it one.
    subscript(symbol: Int) -> Element {
        @inline(__always) get {
            let slot = slotOfSymbol[symbol]
            return slot < 0 ? empty : store[Int(slot)]
        }
        _modify {
            var slot = slotOfSymbol[symbol]
            if slot < 0 {
                if let free = freeSlots.popLast() {
                    slot = free
                } else {
                    slot = Int32(store.count)
                    store.append(empty)
                }
                slotOfSymbol[symbol] = slot
            }
            yield &store[Int(slot)]
        }
    }

    /// Runs `body` on `symbol`'s value in place (the symbol must have one).
    @inline(__always)
    mutating func update<Result>(_ symbol: Int, _ body: (inout Element) -> Result) -> Result {
        body(&store[Int(slotOfSymbol[symbol])])
    }

    /// Runs `body` on the value at `slot` of `store` in place.
    @inline(__always)
    mutating func update<Result>(atSlot slot: Int, _ body: (inout Element) -> Result) -> Result {
        body(&store[slot])
    }

    /// Takes `symbol`'s value out, leaving it without one; the empty value if it had none.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Element {
        let slot = slotOfSymbol[symbol]
        guard slot >= 0 else { return empty }
        let value = store[Int(slot)]
        store[Int(slot)] = empty
        freeSlots.append(slot)
        slotOfSymbol[symbol] = -1
        return value
    }
}

/// The tableau rows by basic symbol: only basic symbols have rows; a symbol without one reads as the empty row.
typealias RowTable = SlotTable<Row>

extension SlotTable where Element == Row {
    init() { self.init(empty: Row()) }

    /// The coefficient of `term` in `symbol`'s row, read in place.
    @inline(__always)
    func coefficient(of term: Int, in symbol: Int) -> Double? {
        let slot = slot(of: symbol)
        return slot < 0 ? nil : store[slot].terms[term]
    }
}

/// The lazy definitions by symbol: only externals are ever defined; a symbol without one reads as an empty definition.
typealias DefinitionTable = SlotTable<Definition>

extension SlotTable where Element == Definition {
    init() { self.init(empty: Definition()) }

    /// The value last evaluated for a defined symbol.
    @inline(__always)
    func value(of symbol: Int) -> Double { store[slot(of: symbol)].value }

    mutating func setValue(_ value: Double, atSlot slot: Int) { update(atSlot: slot) { $0.value = value } }
}
