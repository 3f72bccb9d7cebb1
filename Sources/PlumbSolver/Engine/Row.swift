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
        constant = Tolerance.sum(constant, other.constant * factor)
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

/// Where a row the tableau keeps (a basic symbol's row or a definition) lies in its ``TermPool``: its
/// constant and a range of the pool's terms. Kept rows never change their terms in place, except to drop one.
struct RowRef {
    var constant: Double = 0
    var start: Int32 = 0
    var count: Int32 = 0

    var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
}

/// The terms of every row the tableau keeps, one after another: a row costs its terms and nothing else (no
/// allocation of its own), rows made together lie together, and a walk reads them without reference counting.
/// Symbols and coefficients are kept in two arrays, twelve bytes a term. A replaced row's terms stay behind as
/// dead space until the tableau compacts the pool.
struct TermPool {
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    /// Terms no row refers to any more.
    private(set) var dead = 0

    var count: Int { symbols.count }
    var live: Int { count - dead }

    @inline(__always)
    func symbol(at index: Int) -> Int { Int(symbols[index]) }

    @inline(__always)
    func coefficient(at index: Int) -> Double { coefficients[index] }

    /// Appends `row`'s terms; returns where they are.
    mutating func store(_ row: Row) -> RowRef {
        let start = count
        for (symbol, coefficient) in row.terms {
            symbols.append(Int32(truncatingIfNeeded: symbol))
            coefficients.append(coefficient)
        }
        return RowRef(constant: row.constant, start: Int32(start), count: Int32(count - start))
    }

    /// Appends the terms of `other` in `range`; returns where they start.
    mutating func append(_ range: Range<Int>, of other: TermPool) -> Int32 {
        let start = count
        symbols.append(contentsOf: other.symbols[range])
        coefficients.append(contentsOf: other.coefficients[range])
        return Int32(start)
    }

    mutating func reserveCapacity(_ count: Int) {
        symbols.reserveCapacity(count)
        coefficients.reserveCapacity(count)
    }

    /// The row at `ref` as a ``Row``, for changing it.
    func row(at ref: RowRef) -> Row {
        var row = Row(constant: ref.constant)
        row.terms = TermMap(capacity: Int(ref.count))
        for index in ref.range { row.terms.insertNew(symbol(at: index), coefficients[index]) }
        return row
    }

    /// The coefficient of `symbol` in the row at `ref`, if it mentions it.
    func coefficient(of symbol: Int, at ref: RowRef) -> Double? {
        let wanted = Int32(truncatingIfNeeded: symbol)
        return ref.range.first { symbols[$0] == wanted }.map { coefficients[$0] }
    }

    /// Marks the terms at `ref` as dead.
    mutating func free(_ ref: RowRef) {
        dead += Int(ref.count)
    }

    /// Drops `symbol`'s term from the row at `ref` in place.
    mutating func removeTerm(_ symbol: Int, at ref: inout RowRef) {
        let wanted = Int32(truncatingIfNeeded: symbol)
        guard let index = ref.range.first(where: { symbols[$0] == wanted }) else { return }
        let last = ref.range.upperBound - 1
        symbols[index] = symbols[last]
        coefficients[index] = coefficients[last]
        ref.count -= 1
        dead += 1
    }
}
