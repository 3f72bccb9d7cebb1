/// Symbol ids by object identity, as an open-addressing hash table on the object's address. The solver
/// looks a variable up every time its value is read, so this avoids the general-purpose hashing of
/// `Dictionary<ObjectIdentifier, Int>`. Objects must stay alive while listed (the solver keeps them).
struct IdentityMap {
    private var keys: [UInt] = []  // 0: empty (no object lives at address 0)
    private var values: [Int32] = []
    private var shift: UInt64 = 64
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    subscript(object: AnyObject) -> Int? {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        if keys.isEmpty { return nil }
        let mask = keys.count - 1
        var index = home(key)
        while true {
            let found = keys[index]
            if found == key { return Int(values[index]) }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Lists `object` with `value`; it must not be listed yet.
    mutating func insert(_ object: AnyObject, _ value: Int) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        place(UInt(bitPattern: ObjectIdentifier(object)), Int32(value))
        count += 1
    }

    private mutating func place(_ key: UInt, _ value: Int32) {
        let mask = keys.count - 1
        var index = home(key)
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = Swift.max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: 0, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { place(key, value) }
    }
}
