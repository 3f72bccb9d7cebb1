/// Bits in deflate's order (RFC 1951, 3.1.1): each field least significant bit first, packed into bytes from
/// their lowest bit; Huffman codes most significant bit first.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    /// Bits not yet making a whole byte, lowest first.
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    /// Writes the `count` low bits of `value` (at most 32).
    mutating func write(_ value: UInt32, bits count: Int) {
        buffer |= UInt64(value) << UInt64(bufferedBits)
        bufferedBits += count
        while bufferedBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferedBits -= 8
        }
    }

    /// Writes a Huffman code.
    mutating func write(_ code: HuffmanCode) {
        write(code.reversedBits, bits: code.length)
    }

    /// The bits after the last whole byte (fewer than 8), lowest first: what the next writer continues from.
    var pendingBits: (value: UInt32, count: Int) {
        (UInt32(truncatingIfNeeded: buffer), bufferedBits)
    }
}

/// One symbol's code in a canonical Huffman code, as deflate builds them from code lengths.
struct HuffmanCode: Equatable {
    /// The code's bits, most significant first, as RFC 1951 writes them.
    var bits: UInt32
    var length: Int

    /// The bits in the order they are written, first bit lowest.
    var reversedBits: UInt32 {
        var reversed: UInt32 = 0
        for index in 0..<length where bits & (1 << UInt32(index)) != 0 {
            reversed |= 1 << UInt32(length - 1 - index)
        }
        return reversed
    }

    /// The canonical code of every symbol with a nonzero length (RFC 1951, 3.2.2): shorter codes first, and
    /// among codes of one length, in the order of the symbols.
    static func canonical(lengths: [Int]) -> [HuffmanCode?] {
        let longest = lengths.max() ?? 0
        var countOfLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { countOfLength[length] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 2)
        var code: UInt32 = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + UInt32(countOfLength[length - 1])) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return nil }
            defer { next[length] += 1 }
            return HuffmanCode(bits: next[length], length: length)
        }
    }

    /// Code lengths of a Huffman code for `frequencies` (one per symbol; a zero frequency gets no code): the two
    /// least frequent groups merged until one is left, each merge one bit longer for all of both. At least two
    /// symbols must be used, so that the code is complete. Meant for small alphabets (a handful of symbols); the
    /// longest code is at most one less than the number of symbols used.
    static func lengths(frequencies: [Int]) -> [Int] {
        var lengths = [Int](repeating: 0, count: frequencies.count)
        // Each group: its total frequency and its symbols; ties go to the group of the lowest symbol, so the
        // lengths depend on the frequencies alone.
        var groups: [(weight: Int, symbols: [Int])] = frequencies.indices.filter { frequencies[$0] > 0 }
            .map { (frequencies[$0], [$0]) }
        precondition(groups.count >= 2, "a Huffman code of fewer than two symbols")
        while groups.count > 1 {
            groups.sort { ($0.weight, $0.symbols[0]) < ($1.weight, $1.symbols[0]) }
            let first = groups.removeFirst(), second = groups.removeFirst()
            for symbol in first.symbols + second.symbols { lengths[symbol] += 1 }
            groups.append((first.weight + second.weight, (first.symbols + second.symbols).sorted()))
        }
        return lengths
    }

    /// Lengths of a complete code that gives each of `count` symbols (at least two) nearly the same length: the
    /// first symbols one bit shorter than the rest where the count is not a power of two.
    static func flatLengths(count: Int) -> [Int] {
        precondition(count >= 2, "a Huffman code of fewer than two symbols")
        var longest = 0
        while 1 << longest < count { longest += 1 }
        let shorter = (1 << longest) - count
        return (0..<count).map { $0 < shorter ? longest - 1 : longest }
    }
}
