/// Working memory for `Tableau.expand`, kept between calls so that expanding a row allocates nothing but the
/// result: the coefficient waiting on each defined symbol (valid while its stamp is the current pass's) and a
/// queue of those symbols, newest definition first.
struct ExpansionScratch {
    private var pending: [Double] = []
    private var stamps: [Int32] = []
    private var stamp: Int32 = 0
    private var queue = MinHeap()

    /// Makes room for one more symbol id.
    mutating func grow() {
        pending.append(0)
        stamps.append(0)
    }

    /// Starts a new expansion: forgets every pending coefficient.
    mutating func begin() {
        stamp &+= 1
        if stamp == 0 {
            // The stamp wrapped: clear the old marks so none of them can match again.
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 1
        }
        queue.removeAll()
    }

    /// Adds `coefficient` to what waits on the defined `symbol`, queueing it the first time it is met.
    mutating func add(_ symbol: Int, sequence: Int, _ coefficient: Double) {
        if stamps[symbol] == stamp {
            pending[symbol] += coefficient
        } else {
            stamps[symbol] = stamp
            pending[symbol] = coefficient
            queue.push(ExpansionScratch.key(sequence: sequence, symbol: symbol))
        }
    }

    /// The queued symbol with the newest definition and its accumulated coefficient, or nil when none is left.
    mutating func next() -> (symbol: Int, coefficient: Double)? {
        guard let key = queue.pop() else { return nil }
        let symbol = (-key) & 0xFFFF_FFFF
        stamps[symbol] = stamp &- 1  // taken: a later mention would queue it again, which cannot happen
        return (symbol, pending[symbol])
    }

    /// A heap key that pops the largest sequence first and carries the symbol in its low 32 bits (symbol ids fit in
    /// 32 bits, as the tableau's columns store them; sequences stay below 2³¹).
    private static func key(sequence: Int, symbol: Int) -> Int {
        -((sequence << 32) | symbol)
    }
}
