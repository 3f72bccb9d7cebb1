/// The terms of a row: a map from symbol id to coefficient, as an open-addressing hash table with linear
/// probing. The tableau's hot loop is "find this symbol in that row and add to its coefficient"; this does it
/// with one multiplicative hash and, for the short rows of layout work, one or two probes, where the standard
/// dictionary spends most of a pivot hashing.
struct TermMap: Sequence {
    fileprivate struct Slot {
        var key: Int32
        var value: Double
    }

    private static let empty: Int32 = -1
    private var slots: [Slot] = []
    private var shift: Int32 = 64
    private var storedCount: Int32 = 0

    var count: Int { Int(storedCount) }

    init() {}

    /// An empty map with room for `count` terms without growing.
    init(capacity count: Int) {
        if count == 0 { return }
        var capacity = 4
        while capacity * 3 < count * 4 + 4 { capacity *= 2 }
        slots = Array(repeating: Slot(key: TermMap.empty, value: 0), count: capacity)
        shift = Int32(64 - capacity.trailingZeroBitCount)
    }

    /// Stores `value` for a key known to be absent, without the tolerance check of `add`.
    mutating func insertNew(_ key: Int, _ value: Double) {
        _ = insert(key, value, adding: false)
    }

    var isEmpty: Bool { count == 0 }

    private var mask: Int { slots.count - 1 }

    @inline(__always)
    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(truncatingIfNeeded: shift))
    }

    @inline(__always)
    private func slot(of key: Int) -> Int? {
        if slots.isEmpty { return nil }
        var index = home(key)
        let wanted = Int32(truncatingIfNeeded: key)
        while true {
            let found = slots[index].key
            if found == wanted { return index }
            if found == TermMap.empty { return nil }
            index = (index + 1) & mask
        }
    }

    subscript(key: Int) -> Double? {
        get { slot(of: key).map { slots[$0].value } }
        set {
            if let newValue {
                _ = insert(key, newValue, adding: false)
            } else if let index = slot(of: key) {
                remove(at: index)
            }
        }
    }

    /// Adds `amount` to the coefficient of `key` (inserting it at zero first if absent); a sum that cancels
    /// (``Tolerance/cancels(_:_:_:)``: zero, or rounding noise next to the numbers added) removes the term.
    /// Returns whether the key is new and whether it is gone.
    @discardableResult
    mutating func add(_ key: Int, _ amount: Double) -> (inserted: Bool, removed: Bool) {
        let (index, inserted) = insert(key, amount, adding: true)
        let sum = slots[index].value
        if Tolerance.cancels(sum, sum - amount, amount) {
            remove(at: index)
            return (inserted, true)
        }
        return (inserted, false)
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Double? {
        guard let index = slot(of: key) else { return nil }
        let value = slots[index].value
        remove(at: index)
        return value
    }

    mutating func scale(by factor: Double) {
        for index in slots.indices where slots[index].key != TermMap.empty {
            slots[index].value *= factor
        }
    }

    var keys: [Int] { map(\.key) }

    // MARK: Table

    private mutating func insert(_ key: Int, _ value: Double, adding: Bool) -> (index: Int, inserted: Bool) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        var index = home(key)
        let wanted = Int32(truncatingIfNeeded: key)
        while true {
            let found = slots[index].key
            if found == wanted {
                if adding { slots[index].value += value } else { slots[index].value = value }
                return (index, false)
            }
            if found == TermMap.empty {
                slots[index] = Slot(key: wanted, value: value)
                storedCount += 1
                return (index, true)
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(4, old.count * 2)
        slots = Array(repeating: Slot(key: TermMap.empty, value: 0), count: capacity)
        shift = Int32(64 - capacity.trailingZeroBitCount)
        storedCount = 0
        for slot in old where slot.key != TermMap.empty {
            _ = insert(Int(slot.key), slot.value, adding: false)
        }
    }

    /// Backward-shift deletion: later members of the probe run move up so no tombstones are needed.
    private mutating func remove(at removed: Int) {
        var hole = removed
        var next = removed
        slots[hole].key = TermMap.empty
        storedCount -= 1
        while true {
            next = (next + 1) & mask
            let key = slots[next].key
            if key == TermMap.empty { return }
            let natural = home(Int(key))
            let stays = hole <= next ? (hole < natural && natural <= next) : (hole < natural || natural <= next)
            if stays { continue }
            slots[hole] = slots[next]
            slots[next].key = TermMap.empty
            hole = next
        }
    }

    // MARK: Sequence

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Slot]
        fileprivate var index = 0

        mutating func next() -> (key: Int, value: Double)? {
            while index < slots.count {
                let slot = slots[index]
                index += 1
                if slot.key != TermMap.empty { return (Int(slot.key), slot.value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    var underestimatedCount: Int { count }
}
