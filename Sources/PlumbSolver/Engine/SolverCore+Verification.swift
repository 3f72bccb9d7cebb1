// Checking what the tableau claims against what was asked.
//
// The product-form tableau keeps values, rows and the objective incrementally; a rounding error or a
// coefficient dropped as "zero" would go unnoticed there. These checks rebuild each constraint's row from its
// original coefficients and the current values, and the objective from the constraints' levels, and compare.

extension SolverCore {
    /// How a constraint stands at the current values, from its original coefficients: what is left of its row
    /// `0 = expression ± marker ∓ error` as a fraction of the size of the row's terms, and whether its marker
    /// is where it must be (a slack at zero or above, a dummy at zero, within the tolerance relative to the
    /// other terms). `offset` is added to the constant (an edit constraint's suggested value moves it).
    ///
    /// Reads kept values directly, so definitions must have been evaluated; it builds no row, since the check
    /// after every solve runs it for each required constraint.
    func standing(of record: ConstraintRecord, offset: Double = 0) -> (residual: Double, markerHolds: Bool) {
        let expression = record.constraint.expression
        var sum = expression.constant + offset
        var size = abs(sum)
        for term in expression.terms {
            guard let symbol = symbol(of: term.variable) else { continue }
            let product = term.coefficient * tableau.symbols[symbol].value
            sum += product
            size += abs(product)
        }
        let coefficient = markerCoefficient(of: record)
        if let other = record.other {
            let product = -coefficient * basicValue(of: other)
            sum += product
            size += abs(product)
        }
        let marker = basicValue(of: record.marker)
        sum += coefficient * marker
        let whole = size + abs(marker)
        let residual = !sum.isFinite || !whole.isFinite ? .infinity : (whole == 0 ? 0 : abs(sum) / whole)
        let allowed = Tolerance.relativeResidual * size
        let markerHolds = tableau.symbols[record.marker].kind == .dummy ? abs(marker) <= allowed : marker >= -allowed
        return (residual, markerHolds)
    }

    /// A solver symbol's kept value: a basic one's, and zero for a parametric one.
    private func basicValue(of symbol: Int) -> Double {
        tableau.symbols[symbol].isBasic ? tableau.symbols[symbol].value : 0
    }

    /// The coefficient of a constraint's marker in its row: `+1` for a required equality and for `<=`, `-1` for
    /// `>=` and for the positive error of an optional equality.
    func markerCoefficient(of record: ConstraintRecord) -> Double {
        switch (record.constraint.relation, record.level) {
        case (.equal, nil): 1
        case (.equal, _?): -1
        case (.lessThanOrEqual, _): 1
        case (.greaterThanOrEqual, _): -1
        }
    }

    /// The installed required constraints that do not hold at the current values (``standing(of:offset:)``
    /// against `Tolerance.relativeResidual`), in the order they were added.
    func brokenRequiredConstraints() -> [Constraint] {
        if tableau.valuesAreStale { tableau.evaluateDefinitions() }
        var broken: [Constraint] = []
        for case let record? in records where record.level == nil {
            let standing = standing(of: record)
            if standing.residual > Tolerance.relativeResidual || !standing.markerHolds { broken.append(record.constraint) }
        }
        return broken.sorted { (record(of: $0)?.order ?? 0) < (record(of: $1)?.order ?? 0) }
    }

    /// Every inconsistency between what the tableau keeps and what it should keep, in words; empty when all
    /// is well. Slow (it expands every row): for tests and for debugging, after any operation.
    ///
    /// Checked: every installed constraint's row holds at the current values; restricted symbols are at zero or
    /// above and dummies at zero; every basic symbol's kept value is its expanded row's constant; the objective
    /// kept over parametric symbols is the sum of each optional constraint's errors at its level, expanded; no
    /// parametric symbol can improve it (the solution is optimal).
    func inconsistencies(offsets: [Constraint: Double] = [:]) -> [String] {
        var problems: [String] = []
        if tableau.valuesAreStale { tableau.evaluateDefinitions() }
        for case let record? in records {
            let (residual, markerHolds) = standing(of: record, offset: offsets[record.constraint] ?? 0)
            if residual > Tolerance.relativeResidual {
                problems.append("row of \(record.constraint) is off by \(residual) of its size")
            }
            if !markerHolds {
                problems.append("marker of \(record.constraint) is \(tableau.value(of: record.marker))")
            }
        }
        for symbol in 0..<tableau.symbolCount where tableau.symbols[symbol].isBasic {
            let kept = tableau.symbols[symbol].value
            let expanded = tableau.expandedRow(of: symbol)
            if !Tolerance.agree(kept, expanded.constant) {
                problems.append("symbol \(symbol) keeps \(kept), its row says \(expanded.constant)")
            }
            if tableau.symbols[symbol].kind.isRestricted && kept < -Tolerance.relativeResidual * max(1, abs(expanded.constant)) {
                problems.append("restricted symbol \(symbol) is \(kept)")
            }
        }
        let objective = rebuiltObjective()
        for symbol in 0..<tableau.symbolCount where !tableau.symbols[symbol].isBasic {
            let kept = tableau.weight(of: symbol)
            let rebuilt = objective[symbol] ?? .zero
            if !kept.agrees(with: rebuilt) {
                problems.append("objective weight of \(symbol) is \(kept.description), rebuilt \(rebuilt.description)")
            }
            let kind = tableau.symbols[symbol].kind
            if kind.canEnter && !tableau.symbols[symbol].isDefined {
                let improves = kind.isRestricted ? kept.sign < 0 : !kept.isZero
                if improves { problems.append("symbol \(symbol) (\(kind)) can still improve: \(kept.description)") }
            }
        }
        return problems
    }

    /// The objective as the constraints give it at the current basis: each optional constraint's errors at its
    /// level, expanded over parametric symbols (a weight per parametric symbol; absent ones are zero).
    ///
    /// One expansion per level, of the sum of the level's errors: each row is walked once per level, not once per
    /// error symbol mentioning it. The expansion counts no visits: a check must not compress rows, which would
    /// change the rounding of later work.
    func rebuiltObjective() -> [Int: Weight] {
        var errorsByLevel: [Double: Row] = [:]
        for case let record? in records {
            guard let level = record.level else { continue }
            for error in [record.marker, record.other].compactMap({ $0 }) where tableau.symbols[error].kind == .error {
                errorsByLevel[level, default: Row()].add(error, 1)
            }
        }
        let countsVisits = tableau.countsVisits
        tableau.countsVisits = false
        defer { tableau.countsVisits = countsVisits }
        var objective: [Int: Weight] = [:]
        for (level, errors) in errorsByLevel.sorted(by: { $0.key > $1.key }) {
            for (symbol, coefficient) in tableau.expand(errors).terms {
                objective[symbol, default: .zero].add(Weight(level: level), times: coefficient)
            }
        }
        return objective
    }

    /// Rebuilds the objective from the current basis (``rebuiltObjective()``) when a kept weight has drifted from
    /// it, a refactorization of the objective: the kept weights are updated pivot by pivot, and where a weight is
    /// the small difference of large products (an ill-conditioned row chain) its rounding accumulates, though the
    /// rows and values stay right. Returns whether a weight had drifted. ``Solver/verify()`` calls it at a
    /// certified basis only after an update that magnified rounding (``Tableau/objectiveMagnification``).
    @discardableResult
    func refactorObjectiveIfDrifted() -> Bool {
        let objective = rebuiltObjective()
        let drifted = (0..<tableau.symbolCount).contains { symbol in
            !tableau.symbols[symbol].isBasic && !tableau.weight(of: symbol).agrees(with: objective[symbol] ?? .zero)
        }
        if drifted { tableau.replaceObjective(with: objective) }
        return drifted
    }
}
