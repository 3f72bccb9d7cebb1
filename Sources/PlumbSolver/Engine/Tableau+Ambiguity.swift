extension Tableau {
    /// Whether the value of `symbol` can change without making any level's error worse.
    ///
    /// The symbol's value, expanded over parametric symbols, is `constant + Σ aₖ·pₖ`. If some `pₖ` with `aₖ ≠ 0`
    /// costs nothing to move (its objective weight is zero) and can move by a positive step in an allowed
    /// direction before a restricted row reaches zero, another optimum gives the symbol another value.
    /// A move blocked at once by a degenerate row is taken as no move, so ambiguity hidden behind degeneracy
    /// can be missed; an answer of true is always right.
    mutating func isAmbiguous(_ symbol: Int) -> Bool {
        var probe = Row()
        probe.add(symbol, 1)
        let expanded = expand(probe)
        for (parametric, _) in expanded.terms where symbols[parametric].kind.canEnter && weight(of: parametric).isZero {
            let directions: [Double] = symbols[parametric].kind.isRestricted ? [1] : [1, -1]
            for direction in directions where canMove(parametric, direction: direction) {
                return true
            }
        }
        return false
    }

    /// Whether the parametric `symbol` can move a positive step in `direction` while every restricted row stays
    /// at zero or above.
    private mutating func canMove(_ symbol: Int, direction: Double) -> Bool {
        for (basic, coefficient) in reach(from: symbol) where symbols[basic].kind.isRestricted {
            if coefficient == 0 { continue }
            if coefficient * direction < 0 && symbols[basic].value <= Tolerance.epsilon { return false }
        }
        return true
    }
}
