extension Tableau {
    /// Primal simplex: pivots until no parametric symbol improves the objective.
    ///
    /// The entering symbol is chosen among the first few candidates (partial pricing): one that improves the
    /// highest level any of them improves (Dantzig's rule by level, far fewer pivots than the first improving
    /// one), and among those the one mentioned directly by the fewest rows, since a pivot walks and moves every
    /// row that depends on the entering symbol (a Markowitz-like rule); then the lexicographically most negative
    /// weight. Should pivots stay degenerate for long, the choice falls back to the smallest improving id with
    /// ties in the ratio test to the smallest basic id (Bland's rule) until the objective moves again, so
    /// degenerate pivots cannot cycle. A free (external) parametric symbol with a non-zero weight may enter in
    /// either direction.
    mutating func optimize() {
        var degenerateRun = 0
        while let entering = nextEntering(bland: degenerateRun > Tableau.degenerateRunBeforeBland) {
            let direction: Double = weight(of: entering).sign < 0 ? 1 : -1
            guard let (leaving, ratio) = leavingRow(for: entering, direction: direction) else {
                // Nothing blocks: each level's error is bounded below by zero, so the weight's highest level is
                // rounding noise (the levels below it may be real).
                dropTopLevel(of: entering)
                continue
            }
            guard let leavingRow = pivotRow(entering: entering, leaving: leaving) else { continue }
            if Tolerance.isDegenerate(ratio) {
                degenerateRun += 1
            } else {
                degenerateRun = 0
                candidates.endBland()
            }
            pivot(entering: entering, leaving: leaving, leavingRow: leavingRow)
        }
        candidates.endBland()
    }

    static let degenerateRunBeforeBland = 50

    /// `leaving`'s row over parametric symbols, if `entering`'s coefficient there is a real number and not
    /// rounding noise left by paths that should have cancelled: at least ``Tolerance/rowNoise`` of the row's
    /// largest coefficient. If it is noise, the row is replaced by its expansion without its noise terms (no
    /// value changes: the terms dropped belong to parametric symbols, at zero), and the caller chooses again.
    mutating func pivotRow(entering: Int, leaving: Int) -> Row? {
        let row = expandedRow(of: leaving)
        if let coefficient = row.terms[entering], abs(coefficient) >= Tolerance.rowNoise * noiseScale(of: row) {
            return row
        }
        var cleaned = row
        dropNoise(from: &cleaned)
        replaceCleanedRow(of: leaving, with: cleaned)
        return nil
    }
    /// Partial pricing: the entering symbol is the best of the first this many improving candidates.
    static let pricingWindow = 32

    private mutating func nextEntering(bland: Bool) -> Int? {
        var list = candidates
        candidates = CandidateList()
        defer { candidates = list }
        if bland {
            return list.smallest { improvement(of: $0) != nil }
        }
        var best: Int?
        var bestWeight = Weight.zero
        var bestLength = Int.max
        list.retain(upTo: Tableau.pricingWindow) { symbol in
            guard let weight = improvement(of: symbol) else { return false }
            let length = columnLength(of: symbol)
            if let current = best {
                let level = weight.topLevel ?? 0, bestLevel = bestWeight.topLevel ?? 0
                let better = level != bestLevel ? level > bestLevel
                    : length != bestLength ? length < bestLength
                    : weight != bestWeight ? weight < bestWeight
                    : symbol < current
                if !better { return true }
            }
            best = symbol
            bestWeight = weight
            bestLength = length
            return true
        }
        return best
    }

    /// The (negative) rate at which entering `symbol` changes the objective, or nil if it cannot improve it.
    private func improvement(of symbol: Int) -> Weight? {
        guard !symbols[symbol].isBasic, symbols[symbol].kind.canEnter else { return nil }
        let weight = weight(of: symbol)
        switch weight.sign {
        case -1: return weight
        case 1 where !symbols[symbol].kind.isRestricted: return weight.scaled(by: -1)  // a free symbol moves down
        default: return nil
        }
    }

    /// The restricted row that first reaches zero as `entering` moves in `direction` (minimum ratio). Among
    /// rows that reach zero together (degenerate rows, all at zero, are the common case) the one with the
    /// largest coefficient is the better pivot; then the smallest id.
    private mutating func leavingRow(for entering: Int, direction: Double) -> (row: Int, ratio: Double)? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestChange = 0.0
        for (basic, coefficient) in reach(from: entering) where symbols[basic].kind.isRestricted {
            if coefficient == 0 { continue }
            let change = coefficient * direction
            if Tolerance.staysClear(change) { continue }
            let ratio = max(0, symbols[basic].value) / -change
            if ratio < bestRatio
                || (ratio == bestRatio && (-change > bestChange || (-change == bestChange && basic < (best ?? Int.max))))
            {
                bestRatio = ratio
                best = basic
                bestChange = -change
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Dual simplex: restores feasibility after constants changed (a new suggested value), keeping optimality.
    mutating func dualOptimize() {
        while let leaving = infeasible.pop() {
            let state = symbols[leaving]
            guard state.isBasic, state.kind.isRestricted, Tolerance.isInfeasible(state.value) else {
                continue
            }
            let row = expandedRow(of: leaving)
            guard let entering = dualEntering(in: row) else {
                // Every coefficient of an infeasible row at noise or of the wrong sign: the row cannot be mended.
                troubled = true
                continue
            }
            pivot(entering: entering, leaving: leaving, leavingRow: row)
        }
    }

    /// The parametric symbol of the leaving row (over parametric symbols) whose weight-to-coefficient ratio is
    /// smallest; on a tie, the one with the larger coefficient (the better pivot).
    private mutating func dualEntering(in row: Row) -> Int? {
        var best: Int?
        var bestRatio = Weight.zero
        var bestCoefficient = 0.0
        var freeSymbol: Int?
        let largest = noiseScale(of: row)
        for (symbol, coefficient) in row.terms where symbols[symbol].kind.canEnter {
            if abs(coefficient) < Tolerance.rowNoise * largest {
                troubled = true
                continue
            }
            if !symbols[symbol].kind.isRestricted {
                if symbol < (freeSymbol ?? Int.max) { freeSymbol = symbol }
                continue
            }
            if coefficient <= 0 { continue }
            let ratio = weight(of: symbol).scaled(by: 1 / coefficient)
            if let current = best {
                let tie = ratio == bestRatio
                if ratio < bestRatio
                    || (tie && (coefficient > bestCoefficient || (coefficient == bestCoefficient && symbol < current)))
                {
                    best = symbol
                    bestRatio = ratio
                    bestCoefficient = coefficient
                }
            } else {
                best = symbol
                bestRatio = ratio
                bestCoefficient = coefficient
            }
        }
        return freeSymbol ?? best
    }
}
