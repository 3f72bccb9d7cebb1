// Subjects that need no pivot.
//
// A new constraint row `0 = row` without a free external would usually be made basic in the constraint's own
// error, whose value is the violation; the simplex then pivots that error out again, and each pivot walks
// every row depending on the entering symbol. In layout work the row often mentions a slack that can take up
// the difference instead: solving `r.w == 0.5·p.w` for the slack of `r.x + r.w <= p.x + p.w` keeps the
// optimum as it is (the slack costs nothing) and satisfies the new constraint exactly. When that slack is
// mentioned by few rows, adding the constraint costs almost nothing.

extension Tableau {
    /// How many candidates `costFreeSubject(of:)` checks for feasibility before giving up.
    static let costFreeSubjectTries = 4

    /// A parametric restricted symbol of the expanded row `0 = row` (constant at least zero) that can become the
    /// row's basic symbol while the tableau stays feasible and optimal, preferring the symbol mentioned by the
    /// fewest rows, then the newest; nil if there is none.
    ///
    /// The symbol must cost nothing (zero objective weight), so moving it off zero leaves the objective as it
    /// is; take a value of at least zero; and leave every restricted row that mentions it at zero or above.
    mutating func costFreeSubject(of row: Row) -> Int? {
        var candidates: [(symbol: Int, coefficient: Double, rows: Int)] = []
        for (symbol, coefficient) in row.terms where symbols[symbol].kind == .slack || symbols[symbol].kind == .error {
            guard coefficient < 0, weight(of: symbol).isZero else { continue }
            candidates.append((symbol, coefficient, columnLength(of: symbol)))
        }
        candidates.sort { $0.rows != $1.rows ? $0.rows < $1.rows : $0.symbol > $1.symbol }
        for candidate in candidates.prefix(Tableau.costFreeSubjectTries) {
            let value = -row.constant / candidate.coefficient
            if staysFeasible(whenBasic: candidate.symbol, at: value) { return candidate.symbol }
        }
        return nil
    }

    /// Whether every restricted row stays at zero or above when the parametric `symbol` takes `value`.
    private mutating func staysFeasible(whenBasic symbol: Int, at value: Double) -> Bool {
        if Tolerance.isZero(value) { return true }
        for (basic, rate) in reach(from: symbol) where symbols[basic].kind.isRestricted {
            if Tolerance.isInfeasible(symbols[basic].value + rate * value) { return false }
        }
        return true
    }
}
