/// Symbol ids by object identity, as an open-addressing hash table on the object's address. The solver
/// looks a variable up every time its value is read, so this avoids the general-purpose hashing of
/// `Dictionary<ObjectIdentifier, Int>`. Objects must stay alive while listed (the solver keeps them).
struct IdentityMap {
    /// Address and value side by side, so a lookup reads one cache line.
    private struct Slot {
        var key: UInt  // 0: empty (no object lives at address 0)
        var value: Int32
    }

    private var slots: [Slot] = []
    private var shift: UInt64 = 64
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    subscript(object: AnyObject) -> Int? {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        if slots.isEmpty { return nil }
        let mask = slots.count - 1
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key { return Int(slots[index].value) }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Lists `object` with `value`; it must not be listed yet.
    mutating func insert(_ object: AnyObject, _ value: Int) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        place(UInt(bitPattern: ObjectIdentifier(object)), Int32(value))
        count += 1
    }

    private mutating func place(_ key: UInt, _ value: Int32) {
        let mask = slots.count - 1
        var index = home(key)
        while slots[index].key != 0 { index = (index + 1) & mask }
        slots[index] = Slot(key: key, value: value)
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(16, slots.count * 2)
        slots = Array(repeating: Slot(key: 0, value: 0), count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for slot in old where slot.key != 0 { place(slot.key, slot.value) }
    }
}
