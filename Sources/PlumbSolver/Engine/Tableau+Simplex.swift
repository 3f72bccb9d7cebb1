extension Tableau {
    /// Primal simplex: pivots until no parametric symbol improves the objective.
    ///
    /// The entering symbol is the smallest improving id and ties in the ratio test go to the smallest basic id
    /// (Bland's rule), so degenerate pivots cannot cycle. A free (external) parametric symbol with a non-zero
    /// weight may enter in either direction.
    func optimize() {
        while let entering = nextEntering() {
            let weight = objective[entering] ?? .zero
            let direction: Double = weight.sign < 0 ? 1 : -1
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                // Nothing blocks: the objective is bounded below by zero, so this weight is rounding noise.
                objective[entering] = nil
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func nextEntering() -> Int? {
        while let symbol = candidates.pop() {
            guard !isBasic[symbol], kinds[symbol].canEnter, let weight = objective[symbol] else { continue }
            if weight.sign < 0 || (weight.sign > 0 && !kinds[symbol].isRestricted) { return symbol }
        }
        return nil
    }

    /// The restricted row that first reaches zero as `entering` moves in `direction` (minimum ratio).
    private func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where kinds[basic].isRestricted {
            guard let coefficient = rows[basic].terms[entering] else { continue }
            let rate = coefficient * direction
            if rate >= 0 { continue }
            let ratio = max(0, rows[basic].constant) / -rate
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? Int.max)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed (a new suggested value), keeping optimality.
    func dualOptimize() {
        while let leaving = infeasible.pop() {
            guard isBasic[leaving], kinds[leaving].isRestricted, rows[leaving].constant < -Tolerance.epsilon else {
                continue
            }
            guard let entering = dualEntering(for: leaving) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The parametric symbol of `leaving`'s row whose weight-to-coefficient ratio is smallest.
    private func dualEntering(for leaving: Int) -> Int? {
        var best: Int?
        var bestRatio = Weight.zero
        var freeSymbol: Int?
        for (symbol, coefficient) in rows[leaving].terms where kinds[symbol].canEnter {
            if !kinds[symbol].isRestricted {
                if freeSymbol == nil || symbol < freeSymbol! { freeSymbol = symbol }
                continue
            }
            if coefficient <= 0 { continue }
            let ratio = (objective[symbol] ?? .zero).scaled(by: 1 / coefficient)
            if let current = best {
                if ratio < bestRatio || (ratio == bestRatio && symbol < current) {
                    best = symbol
                    bestRatio = ratio
                }
            } else {
                best = symbol
                bestRatio = ratio
            }
        }
        return freeSymbol ?? best
    }
}
