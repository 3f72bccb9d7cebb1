// Checking what the tableau claims against what was asked.
//
// The product-form tableau keeps values, rows and the objective incrementally; a rounding error or a
// coefficient dropped as "zero" would go unnoticed there. These checks rebuild each constraint's row from its
// original coefficients and the current values, and the objective from the constraints' levels, and compare.

extension SolverCore {
    /// The constraint row `0 = expression ± marker ∓ error` exactly as `install` builds it, over the symbols
    /// the constraint was given; `offset` is added to the constant (an edit constraint's suggested value moves
    /// its constant).
    func constraintRow(of record: ConstraintRecord, offset: Double = 0) -> Row {
        var row = Row(constant: record.constraint.expression.constant + offset)
        for term in record.constraint.expression.terms {
            guard let symbol = symbol(of: term.variable) else { continue }
            row.terms.addExactly(symbol, term.coefficient)
        }
        row.terms.addExactly(record.marker, markerCoefficient(of: record))
        if let other = record.other { row.terms.addExactly(other, -markerCoefficient(of: record)) }
        return row
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

    /// How far `row` is from holding at the current values, relative to the size of its terms: `|Σ| / Σ|·|`
    /// (zero when every term is zero).
    func relativeResidual(of row: Row) -> Double {
        var sum = row.constant
        var scale = abs(row.constant)
        for (symbol, coefficient) in row.terms {
            let term = coefficient * tableau.value(of: symbol)
            sum += term
            scale += abs(term)
        }
        if !sum.isFinite || !scale.isFinite { return .infinity }
        return scale == 0 ? 0 : abs(sum) / scale
    }

    /// The installed required constraints that do not hold at the current values, to a tolerance relative to
    /// the size of their terms (`Tolerance.relativeResidual`), or whose slack is negative.
    func brokenRequiredConstraints() -> [Constraint] {
        if tableau.valuesAreStale { tableau.evaluateDefinitions() }
        var broken: [Constraint] = []
        for case let record? in records where record.level == nil && !holds(record) {
            broken.append(record.constraint)
        }
        return broken.sorted { (record(of: $0)?.order ?? 0) < (record(of: $1)?.order ?? 0) }
    }

    /// Whether the required `record` holds at the current values (the test of `brokenRequiredConstraints`,
    /// without building its row: this runs after every solve).
    private func holds(_ record: ConstraintRecord) -> Bool {
        let expression = record.constraint.expression
        var sum = expression.constant
        var size = abs(sum)
        for term in expression.terms {
            guard let symbol = symbol(of: term.variable) else { continue }
            let product = term.coefficient * tableau.symbols[symbol].value
            sum += product
            size += abs(product)
        }
        let marker = tableau.symbols[record.marker].isBasic ? tableau.symbols[record.marker].value : 0
        let isDummy = tableau.symbols[record.marker].kind == .dummy
        guard abs(sum + markerCoefficient(of: record) * marker) <= Tolerance.relativeResidual * (size + abs(marker)) else {
            return false
        }
        let allowed = Tolerance.relativeResidual * size
        return isDummy ? abs(marker) <= allowed : marker >= -allowed
    }

    /// Whether the constraint's slack (or dummy) is where it must be: a slack at zero or above, a dummy at zero,
    /// each within the tolerance relative to the row's terms.
    private func holdsSign(_ record: ConstraintRecord, row: Row) -> Bool {
        let value = tableau.value(of: record.marker)
        var scale = abs(row.constant)
        for (symbol, coefficient) in row.terms where symbol != record.marker {
            scale += abs(coefficient * tableau.value(of: symbol))
        }
        let slack = Tolerance.relativeResidual * scale
        switch tableau.symbols[record.marker].kind {
        case .dummy: return abs(value) <= slack
        default: return value >= -slack
        }
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
        for case let record? in records {
            let row = constraintRow(of: record, offset: offsets[record.constraint] ?? 0)
            let residual = relativeResidual(of: row)
            if residual > Tolerance.relativeResidual {
                problems.append("row of \(record.constraint) is off by \(residual) of its size")
            }
            if !holdsSign(record, row: row) {
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
        var objective: [Int: Weight] = [:]
        for case let record? in records {
            guard let level = record.level else { continue }
            for error in [record.marker, record.other].compactMap({ $0 }) where tableau.symbols[error].kind == .error {
                var probe = Row()
                probe.add(error, 1)
                for (symbol, coefficient) in tableau.expand(probe).terms {
                    objective[symbol, default: .zero].add(Weight(level: level), times: coefficient)
                }
            }
        }
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
}
