/// A binary min-heap of symbols ordered by a key; duplicates allowed. Walks over the tableau's rows pop
/// symbols in the order their rows were made with it (the key is a row's or a definition's sequence); the
/// simplex pops symbols by id (the key is the symbol); the basis check pops columns by their entries left.
struct KeyedHeap {
    private var keys: [Int] = []
    private var symbols: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }

    mutating func push(_ symbol: Int, key: Int) {
        keys.append(key)
        symbols.append(Int32(truncatingIfNeeded: symbol))
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if keys[parent] <= keys[child] { break }
            keys.swapAt(parent, child)
            symbols.swapAt(parent, child)
            child = parent
        }
    }

    /// Pushes `symbol` keyed by itself.
    mutating func push(_ symbol: Int) { push(symbol, key: symbol) }

    /// The symbol with the smallest key.
    mutating func pop() -> Int? { popEntry()?.symbol }

    /// The symbol with the smallest key, and that key (for a heap whose stale entries are skipped by key).
    mutating func popEntry() -> (symbol: Int, key: Int)? {
        guard let top = symbols.first, let topKey = keys.first else { return nil }
        let lastKey = keys.removeLast()
        let lastSymbol = symbols.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            symbols[0] = lastSymbol
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < keys.count && keys[left] < keys[smallest] { smallest = left }
                if right < keys.count && keys[right] < keys[smallest] { smallest = right }
                if smallest == parent { break }
                keys.swapAt(parent, smallest)
                symbols.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (Int(top), topKey)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
    }
}
