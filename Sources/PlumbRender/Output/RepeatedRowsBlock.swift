/// A deflate block (RFC 1951, dynamic Huffman codes) of PNG rows that repeat the row above: each row is its
/// filter byte, "up" (2), then nothing but zeros.
///
/// Most rows of a UI picture repeat the one above, and zlib spends most of an encoding reading their zeros a
/// byte at a time; such a block is written without looking at them. Each row is the literal 2, one literal 0,
/// and its other zeros as copies of the byte before (distance 1) of 258 bytes at most; one code for each of
/// these few symbols, so that a row of a 2× iPad picture (5 196 zeros) takes about 6 bytes, as zlib's own
/// coding of it does.
struct RepeatedRowsBlock {
    /// Samples in each row after its filter byte.
    let samplesPerRow: Int
    let rows: Int

    private static let endOfBlock = 256
    private static let filterUp = 2
    /// The length codes' shortest lengths and their extra bits (RFC 1951, 3.2.5): codes 257 to 285.
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                      99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5,
                                          5, 5, 0]
    /// The order the code-length code's lengths are sent in (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// One piece of a row after its filter byte and first zero: a literal zero or a copy of `length` bytes
    /// from one byte back.
    private enum Piece: Hashable {
        case zero
        case copy(length: Int)
    }

    /// Writes the block, not marked as the last one, to `writer`.
    func write(to writer: inout DeflateBitWriter) {
        let pieces = Self.pieces(copying: samplesPerRow - 1)
        // Symbols of the literal/length alphabet, and how often each is written.
        var frequencies = [Int](repeating: 0, count: 286)
        frequencies[Self.filterUp] += rows
        frequencies[0] += rows
        for piece in pieces {
            switch piece {
            case .zero: frequencies[0] += rows
            case .copy(let length): frequencies[Self.lengthCode(of: length).code] += rows
            }
        }
        frequencies[Self.endOfBlock] = 1
        let lengths = HuffmanCode.lengths(frequencies: frequencies)
        let literalCount = max(257, (lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let literalLengths = Array(lengths[0..<literalCount])
        // Two distance codes of one bit (distance 1 and 2), a complete code, of which only distance 1 is used.
        let distanceLengths = [1, 1]
        let literalCodes = HuffmanCode.canonical(lengths: literalLengths)
        let distanceOne = HuffmanCode.canonical(lengths: distanceLengths)[0]!

        writer.write(0, bits: 1)  // not the last block
        writer.write(2, bits: 2)  // dynamic Huffman codes
        writeCodeLengths(literalLengths + distanceLengths, literals: literalCount, distances: distanceLengths.count,
                         to: &writer)

        for _ in 0..<rows {
            writer.write(literalCodes[Self.filterUp]!)
            writer.write(literalCodes[0]!)
            for piece in pieces {
                switch piece {
                case .zero:
                    writer.write(literalCodes[0]!)
                case .copy(let length):
                    let (code, extra, extraBits) = Self.lengthCode(of: length)
                    writer.write(literalCodes[code]!)
                    if extraBits > 0 { writer.write(UInt32(extra), bits: extraBits) }
                    writer.write(distanceOne)
                }
            }
        }
        writer.write(literalCodes[Self.endOfBlock]!)
    }

    /// `count` zeros that follow a zero: copies of 258 bytes, the last copies shortened so that none is shorter
    /// than 3 (deflate's shortest), and literal zeros when fewer than 3 are left in all.
    private static func pieces(copying count: Int) -> [Piece] {
        guard count >= 3 else { return Array(repeating: .zero, count: max(0, count)) }
        var pieces: [Piece] = []
        var left = count
        while left > 258 {
            // 259 or 260 left: one copy of 3 at the end, the rest before it.
            let length = left - 258 < 3 ? left - 3 : 258
            pieces.append(.copy(length: length))
            left -= length
        }
        pieces.append(.copy(length: left))
        return pieces
    }

    /// The length code of a copy of `length` bytes (3 to 258), and its extra bits' value and count.
    private static func lengthCode(of length: Int) -> (code: Int, extra: Int, extraBits: Int) {
        let index = lengthBases.lastIndex { $0 <= length }!
        return (257 + index, length - lengthBases[index], lengthExtraBits[index])
    }

    /// The block's header after its type: the sizes of both alphabets, the code-length code, and the code lengths
    /// of both alphabets in it (runs of zeros as codes 17 and 18).
    private func writeCodeLengths(_ lengths: [Int], literals: Int, distances: Int, to writer: inout DeflateBitWriter) {
        // Code-length symbols with their extra bits.
        var symbols: [(symbol: Int, extra: UInt32, extraBits: Int)] = []
        var index = 0
        while index < lengths.count {
            guard lengths[index] == 0 else {
                symbols.append((lengths[index], 0, 0))
                index += 1
                continue
            }
            var run = 0
            while index + run < lengths.count, lengths[index + run] == 0, run < 138 { run += 1 }
            switch run {
            case 1...2: symbols += Array(repeating: (0, 0, 0), count: run)
            case 3...10: symbols.append((17, UInt32(run - 3), 3))
            default: symbols.append((18, UInt32(run - 11), 7))
            }
            index += run
        }
        let used = Set(symbols.map(\.symbol)).sorted()
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for (symbol, length) in zip(used, HuffmanCode.flatLengths(count: used.count)) { codeLengthLengths[symbol] = length }
        let codeLengthCodes = HuffmanCode.canonical(lengths: codeLengthLengths)
        let sent = max(4, (Self.codeLengthOrder.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)

        writer.write(UInt32(literals - 257), bits: 5)
        writer.write(UInt32(distances - 1), bits: 5)
        writer.write(UInt32(sent - 4), bits: 4)
        for symbol in Self.codeLengthOrder.prefix(sent) { writer.write(UInt32(codeLengthLengths[symbol]), bits: 3) }
        for (symbol, extra, extraBits) in symbols {
            writer.write(codeLengthCodes[symbol]!)
            if extraBits > 0 { writer.write(extra, bits: extraBits) }
        }
    }
}
