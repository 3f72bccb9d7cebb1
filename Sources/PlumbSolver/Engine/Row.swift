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
        constant += other.constant * factor
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
