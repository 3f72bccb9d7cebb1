/// The hidden implementation behind ``Solver``: turns constraints into tableau rows and back.
final class SolverCore {
    let tableau = Tableau()
    private(set) var records: [ObjectIdentifier: ConstraintRecord] = [:]
    private var symbolOfVariable: [ObjectIdentifier: Int] = [:]
    private(set) var variableOfSymbol: [Int: Variable] = [:]
    /// The constraint owning each marker or error symbol.
    private(set) var ownerOfSymbol: [Int: Constraint] = [:]
    private var nextOrder = 0

    /// Why a row could not be added: the symbols of the failed row's certificate of infeasibility.
    struct Infeasible: Error {
        let certificate: [Int]
    }

    func record(of constraint: Constraint) -> ConstraintRecord? {
        records[ObjectIdentifier(constraint)]
    }

    func symbol(of variable: Variable) -> Int? {
        symbolOfVariable[ObjectIdentifier(variable)]
    }

    private func symbolCreating(_ variable: Variable) -> Int {
        if let symbol = symbolOfVariable[ObjectIdentifier(variable)] { return symbol }
        let symbol = tableau.newSymbol(.external)
        symbolOfVariable[ObjectIdentifier(variable)] = symbol
        variableOfSymbol[symbol] = variable
        return symbol
    }

    func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return tableau.value(of: symbol)
    }

    // MARK: Adding

    /// Installs `constraint` with errors at `level` (nil: required). Throws `Infeasible` and leaves the
    /// solver as it was when a required constraint cannot hold.
    func install(_ constraint: Constraint, level: Double?) throws(Infeasible) {
        var raw = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            raw.add(symbolCreating(term.variable), term.coefficient)
        }
        let marker: Int
        var other: Int?
        switch (constraint.relation, level) {
        case (.equal, nil):
            marker = tableau.newSymbol(.dummy)
            raw.add(marker, 1)
        case (.equal, let level?):
            marker = tableau.newSymbol(.error)
            let minus = tableau.newSymbol(.error)
            other = minus
            raw.add(marker, -1)
            raw.add(minus, 1)
            tableau.addToObjective(marker, Weight(level: level))
            tableau.addToObjective(minus, Weight(level: level))
        case (let relation, _):
            // expression + slack = 0 for <=, expression - slack = 0 for >=; the error takes the other sign.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            raw.add(marker, sign)
            if let level {
                let error = tableau.newSymbol(.error)
                other = error
                raw.add(error, -sign)
                tableau.addToObjective(error, Weight(level: level))
            }
        }

        var record = ConstraintRecord(
            constraint: constraint, level: level, marker: marker, other: other, defined: nil, order: nextOrder)

        if let fresh = raw.terms.keys.filter({ tableau.isUnmentioned($0) }).min() {
            tableau.define(fresh, from: raw)
            record.defined = fresh
        } else {
            try addRow(tableau.expand(raw), marker: marker, other: other)
            tableau.optimize()
        }
        nextOrder += 1
        records[ObjectIdentifier(constraint)] = record
        ownerOfSymbol[marker] = constraint
        if let other { ownerOfSymbol[other] = constraint }
    }

    /// Makes the expanded constraint row `0 = row` part of the tableau, choosing a subject that keeps rows short.
    private func addRow(_ expanded: Row, marker: Int, other: Int?) throws(Infeasible) {
        var row = expanded
        // A free external: the one mentioned by the fewest rows.
        var subject: Int?
        var fewest = Int.max
        for symbol in row.terms.keys where tableau.kinds[symbol] == .external {
            let count = tableau.columns[symbol].count
            if count < fewest || (count == fewest && symbol < subject!) {
                subject = symbol
                fewest = count
            }
        }
        if subject == nil {
            if row.constant < 0 { row.negate() }
            if tableau.kinds[marker] != .dummy, let coefficient = row.terms[marker], coefficient < 0 {
                subject = marker
            } else if let other, let coefficient = row.terms[other], coefficient < 0 {
                subject = other
            } else if row.terms.keys.allSatisfy({ tableau.kinds[$0] == .dummy }) {
                if !Tolerance.isZero(row.constant) {
                    throw Infeasible(certificate: Array(row.terms.keys))
                }
                subject = marker
            }
        }
        guard let subject, row.terms[subject] != nil else {
            try addWithArtificialVariable(row)
            return
        }
        row.solve(for: subject)
        tableau.substitute(subject, row)
        tableau.insertRow(subject, row)
    }

    /// Phase one: makes `row` (constant at least zero) basic for an artificial symbol and minimizes it at a
    /// level above everything else. The row holds if and only if the artificial symbol reaches zero.
    private func addWithArtificialVariable(_ row: Row) throws(Infeasible) {
        let artificial = tableau.newSymbol(.artificial)
        tableau.insertRow(artificial, row)
        tableau.addToObjective(row, times: Weight(level: Tableau.artificialLevel))
        tableau.optimize()

        var failure: Infeasible?
        if tableau.isBasic[artificial] {
            let remaining = tableau.rows[artificial]
            if !Tolerance.isZero(remaining.constant) {
                failure = Infeasible(certificate: Array(remaining.terms.keys))
                tableau.removeRow(artificial)
            } else if remaining.terms.isEmpty {
                tableau.removeRow(artificial)
            } else if let entering = remaining.terms.keys.filter({
                tableau.kinds[$0] == .slack || tableau.kinds[$0] == .error
            }).min() {
                tableau.pivot(entering: entering, leaving: artificial)
            } else {
                failure = Infeasible(certificate: Array(remaining.terms.keys))
                tableau.removeRow(artificial)
            }
        }
        // The artificial symbol is parametric now (or gone): drop it and its level everywhere.
        for owner in tableau.columns[artificial] {
            tableau.rows[owner].terms[artificial] = nil
        }
        tableau.columns[artificial] = []
        tableau.objective[artificial] = nil
        for symbol in tableau.artificialTouched {
            guard var weight = tableau.objective[symbol] else { continue }
            weight.remove(level: Tableau.artificialLevel)
            tableau.objective[symbol] = weight.isZero ? nil : weight
            if !weight.isZero { tableau.candidates.push(symbol) }
        }
        tableau.artificialTouched = []
        if let failure {
            tableau.optimize()
            throw failure
        }
    }

    // MARK: Removing

    func uninstall(_ constraint: Constraint) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        ownerOfSymbol[record.marker] = nil
        if let other = record.other { ownerOfSymbol[other] = nil }
        if let level = record.level {
            for error in [record.marker, record.other].compactMap({ $0 }) where tableau.kinds[error] == .error {
                tableau.addSymbolToObjective(error, Weight(level: level, amount: -1))
            }
        }
        if let defined = record.defined {
            tableau.materialize(defined)
        }
        let marker = record.marker
        if tableau.isBasic[marker] {
            tableau.removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = tableau.removeRow(leaving)
            row.terms[leaving] = -1
            row.solve(for: marker)
            tableau.substitute(marker, row)
        }
        // Whatever is left of the constraint's own symbols is rounding noise.
        for symbol in [marker, record.other].compactMap({ $0 }) {
            if tableau.isBasic[symbol] { tableau.removeRow(symbol) }
            for owner in tableau.columns[symbol] { tableau.rows[owner].terms[symbol] = nil }
            tableau.columns[symbol] = []
            tableau.objective[symbol] = nil
        }
        tableau.optimize()
    }

    /// The row to pivot a parametric marker into before dropping it (Cassowary's rule): a restricted row that
    /// stays feasible, else any restricted row, else a free row.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?
        var firstRatio = Double.infinity
        var second: Int?
        var secondRatio = Double.infinity
        var third: Int?
        for basic in tableau.columns[marker].sorted() {
            guard let coefficient = tableau.rows[basic].terms[marker] else { continue }
            if tableau.kinds[basic] == .external {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -tableau.rows[basic].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = tableau.rows[basic].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edits

    /// Changes the constant of an installed edit constraint `variable == value` and re-solves by dual simplex.
    func suggest(_ value: Double, for edit: inout EditRecord) {
        guard let record = record(of: edit.constraint), let minus = record.other else { return }
        let delta = value - edit.suggested
        edit.suggested = value
        let plus = record.marker
        if let defined = record.defined, let coefficient = tableau.definitions[defined].terms[plus] {
            tableau.definitions[defined].constant += coefficient * delta
            tableau.valuesAreStale = true
        }
        if tableau.isBasic[plus] {
            tableau.rows[plus].constant -= delta
            if tableau.rows[plus].constant < 0 { tableau.infeasible.push(plus) }
        } else if tableau.isBasic[minus] {
            tableau.rows[minus].constant += delta
            if tableau.rows[minus].constant < 0 { tableau.infeasible.push(minus) }
        } else {
            for basic in tableau.columns[plus] {
                guard let coefficient = tableau.rows[basic].terms[plus] else { continue }
                tableau.rows[basic].constant += coefficient * delta
                if tableau.kinds[basic].isRestricted && tableau.rows[basic].constant < 0 {
                    tableau.infeasible.push(basic)
                }
            }
        }
        tableau.valuesAreStale = true
        tableau.dualOptimize()
    }
}
