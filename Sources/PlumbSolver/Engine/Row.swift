/// A linear form `constant + Σ coefficient·symbol` over symbol ids; as a tableau row it is the value of its basic symbol.
struct Row {
    var constant: Double
    var terms: [Int: Double]

    init(constant: Double = 0, terms: [Int: Double] = [:]) {
        self.constant = constant
        self.terms = terms
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (terms[symbol] ?? 0) + coefficient
        if Tolerance.isZero(sum) {
            terms[symbol] = nil
        } else {
            terms[symbol] = sum
        }
    }

    /// Adds `factor·other`.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.terms {
            add(symbol, coefficient * factor)
        }
    }

    mutating func negate() {
        constant = -constant
        for key in terms.keys { terms[key] = -terms[key]! }
    }

    /// Turns `basic = row` (with `basic` already moved in as `-1·basic` when it had one) into `subject = …`.
    mutating func solve(for subject: Int) {
        let coefficient = terms.removeValue(forKey: subject) ?? 1
        let factor = -1 / coefficient
        constant *= factor
        for key in terms.keys { terms[key]! *= factor }
    }
}
