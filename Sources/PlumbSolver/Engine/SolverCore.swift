/// The hidden implementation behind ``Solver``: turns constraints into tableau rows and back.
final class SolverCore {
    var tableau = Tableau()
    /// Installed constraints: a slot per constraint in `records`, found through `slots` (kept apart so the
    /// hash table holds only small integers; there is one entry per constraint).
    private var slots: [ObjectIdentifier: Int32] = [:]
    private(set) var records: [ConstraintRecord?] = []
    private var freeSlots: [Int32] = []
    private var symbolOfVariable = IdentityMap()
    /// Every variable the solver has met, in the order met, kept alive here because `symbolOfVariable` holds
    /// only their addresses (a variable's symbol is found through `symbolOfVariable`, not by its place here).
    private var externals: [Variable] = []
    private var nextOrder = 0
    /// Counts the installs and uninstalls: the constraints, and so the rows of a basis check, are the same while
    /// it is (``BasisCertificate/checkAgain(offsets:)``).
    private(set) var revision = 0
    /// The installed constraints added as transient (``Solver/addTransient(_:)``); kept apart from the records,
    /// which every constraint has, because only probes are transient.
    private var transients: Set<ObjectIdentifier> = []

    /// Why a row could not be added: the symbols of the failed row's certificate of infeasibility.
    struct Infeasible: Error {
        let certificate: [Int]
    }

    func record(of constraint: Constraint) -> ConstraintRecord? {
        slots[ObjectIdentifier(constraint)].flatMap { records[Int($0)] }
    }

    var constraintCount: Int { slots.count }

    /// Whether `constraint` was installed as transient.
    func isTransient(_ constraint: Constraint) -> Bool {
        !transients.isEmpty && transients.contains(ObjectIdentifier(constraint))
    }

    /// The installed required constraints, in the order they were added.
    var requiredConstraints: [Constraint] {
        records.compactMap { $0 }.filter { $0.level == nil }.sorted { $0.order < $1.order }.map(\.constraint)
    }

    private func store(_ record: ConstraintRecord) {
        if let slot = freeSlots.popLast() {
            records[Int(slot)] = record
            slots[ObjectIdentifier(record.constraint)] = slot
        } else {
            slots[ObjectIdentifier(record.constraint)] = Int32(records.count)
            records.append(record)
        }
    }

    private func unstore(_ constraint: Constraint) -> ConstraintRecord? {
        guard let slot = slots.removeValue(forKey: ObjectIdentifier(constraint)) else { return nil }
        let record = records[Int(slot)]
        records[Int(slot)] = nil
        freeSlots.append(slot)
        return record
    }

    func symbol(of variable: Variable) -> Int? {
        symbolOfVariable[variable]
    }

    private func symbolCreating(_ variable: Variable) -> Int {
        if let symbol = symbolOfVariable[variable] { return symbol }
        let symbol = tableau.newSymbol(.external)
        symbolOfVariable.insert(variable, symbol)
        externals.append(variable)
        return symbol
    }

    /// Every variable the solver has met, by its symbol (for dumps: it is built by a walk over all of them).
    func variablesBySymbol() -> [Int: Variable] {
        var result: [Int: Variable] = [:]
        for variable in externals {
            if let symbol = symbolOfVariable[variable] { result[symbol] = variable }
        }
        return result
    }

    /// The installed constraints owning each of `symbols` as marker or error, found by a walk over all
    /// constraints (it is only needed when a constraint fails).
    func owners(of symbols: [Int]) -> [Constraint] {
        let wanted = Set(symbols)
        return records.compactMap { record in
            guard let record, wanted.contains(record.marker) || record.other.map(wanted.contains) == true else {
                return nil
            }
            return record.constraint
        }
    }

    func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return tableau.value(of: symbol)
    }

    func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbol(of: variable) else { return true }
        return tableau.isAmbiguous(symbol)
    }

    // MARK: Adding

    /// Installs `constraint` with errors at `level` (nil: required). Throws `Infeasible` and leaves the
    /// solver as it was when a required constraint cannot hold. A `transient` constraint's walks through rows
    /// do not count towards compressing them (``Tableau/countsVisits``), neither now nor when it is removed.
    func install(_ constraint: Constraint, level: Double?, transient: Bool = false) throws(Infeasible) {
        revision += 1
        if transient { tableau.countsVisits = false }
        defer { if transient { tableau.countsVisits = true } }
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
            constraint: constraint, level: level, marker: marker, other: other, order: nextOrder)

        let owner = ObjectIdentifier(constraint)
        // A transient constraint (a probe, soon removed) takes no definition over: removing it would have to hand
        // the definition back.
        if let definition = tableau.symbolToDefine(in: raw, handingOver: !transient) {
            record.defined = definition.symbol
            if let freed = definition.freed {
                // The older constraint defines `freed` instead, where the row below would have made `freed` basic.
                guard let sequence = definition.sequence else { preconditionFailure("a hand-over names its place") }
                let older = tableau.handOver(definition.symbol, to: freed, newer: raw, at: sequence, by: owner)
                // The older constraint's record must follow: removing it undoes the definition of `freed` now.
                guard let slot = slots[older], records[Int(slot)] != nil else {
                    preconditionFailure("hand-over from a constraint without a record")
                }
                records[Int(slot)]!.defined = freed
                // As after the row: nothing moved, but the simplex drops the candidates it finds no longer
                // improving, which decides the order later candidates are met in.
                tableau.dualOptimize()
                tableau.optimize()
            } else {
                tableau.define(definition.symbol, from: raw, at: definition.sequence, by: owner)
            }
        } else {
            do {
                try addRow(tableau.expand(raw), raw: raw, marker: marker, other: other)
            } catch {
                tableau.release(marker)
                if let other { tableau.release(other) }
                throw error
            }
            // A free external made basic takes its row's value, and every row depending on it moves with it:
            // a restricted one may go below zero. The dual simplex brings it back before the primal one, which
            // needs a feasible start, improves the objective.
            tableau.dualOptimize()
            tableau.optimize()
        }
        nextOrder += 1
        store(record)
        if transient { transients.insert(ObjectIdentifier(constraint)) }
    }

    /// Makes the expanded constraint row `0 = row` part of the tableau, choosing a subject that keeps rows short
    /// and, where it can, needs no pivot: a free external; else the new inequality's own slack; else an existing
    /// slack (or error) that costs nothing and can take up the row (`Tableau+Subject.swift`); else the
    /// constraint's error, which the simplex then works down; else phase one.
    ///
    /// `raw` is the row as the constraint states it (before expansion): whether what is left of the row is zero
    /// is judged against the size of its terms at the current values.
    private func addRow(_ expanded: Row, raw: Row, marker: Int, other: Int?) throws(Infeasible) {
        var row = expanded
        // A free external: among those whose coefficient is not small next to the largest (a small pivot would
        // magnify every rounding error of the row), the one mentioned by the fewest rows.
        var subject: Int?
        var fewest = Int.max
        var largest = 0.0
        for (symbol, coefficient) in row.terms where tableau.symbols[symbol].kind == .external {
            largest = max(largest, abs(coefficient))
        }
        for (symbol, coefficient) in row.terms where tableau.symbols[symbol].kind == .external {
            guard abs(coefficient) >= Tolerance.pivotThreshold * largest else { continue }
            let count = tableau.columnLength(of: symbol)
            if count < fewest || (count == fewest && symbol < subject!) {
                subject = symbol
                fewest = count
            }
        }
        if subject == nil {
            if row.constant < 0 { row.negate() }
            if tableau.symbols[marker].kind == .slack, let coefficient = row.terms[marker], coefficient < 0 {
                subject = marker
            } else if let costFree = tableau.costFreeSubject(of: row) {
                subject = costFree
            } else if tableau.symbols[marker].kind == .error, let coefficient = row.terms[marker], coefficient < 0 {
                subject = marker
            } else if let other, let coefficient = row.terms[other], coefficient < 0 {
                subject = other
            } else if row.terms.keys.allSatisfy({ tableau.symbols[$0].kind == .dummy }) {
                if !isNegligible(row.constant, in: raw) {
                    throw Infeasible(certificate: Array(row.terms.keys))
                }
                subject = marker
            }
        }
        guard let subject, row.terms[subject] != nil else {
            try addWithArtificialVariable(row, raw: raw)
            return
        }
        row.solve(for: subject)
        tableau.insertRow(subject, row)
    }

    /// Phase one: makes `row` (constant at least zero) basic for an artificial symbol and minimizes it at a
    /// level above everything else. The row holds if and only if the artificial symbol reaches zero.
    private func addWithArtificialVariable(_ row: Row, raw: Row) throws(Infeasible) {
        let artificial = tableau.newSymbol(.artificial)
        tableau.insertRow(artificial, row)
        tableau.addToObjective(row, times: Weight(level: Tableau.artificialLevel))
        tableau.optimize()

        var failure: Infeasible?
        if tableau.symbols[artificial].isBasic {
            let remaining = tableau.expandedRow(of: artificial)
            if !isNegligible(remaining.constant, in: raw) {
                failure = Infeasible(certificate: Array(remaining.terms.keys))
                tableau.dropBasic(artificial)
            } else if remaining.terms.isEmpty {
                tableau.dropBasic(artificial)
            } else if let entering = remaining.terms.filter({
                tableau.symbols[$0.key].kind == .slack || tableau.symbols[$0.key].kind == .error
            }).max(by: { abs($0.value) != abs($1.value) ? abs($0.value) < abs($1.value) : $0.key > $1.key })?.key {
                tableau.pivot(entering: entering, leaving: artificial, leavingRow: remaining)
            } else {
                failure = Infeasible(certificate: Array(remaining.terms.keys))
                tableau.dropBasic(artificial)
            }
        }
        // The artificial symbol is parametric now (or gone): drop it and its level everywhere.
        tableau.release(artificial)
        tableau.dropArtificialLevel()
        if let failure {
            tableau.optimize()
            throw failure
        }
    }

    /// Whether `residual`, what is left of the constraint row `raw` at the current values, is rounding noise
    /// next to the size of the row's terms there.
    private func isNegligible(_ residual: Double, in raw: Row) -> Bool {
        var size = abs(raw.constant)
        for (symbol, coefficient) in raw.terms { size += abs(coefficient * tableau.value(of: symbol)) }
        return abs(residual) <= Tolerance.relativeResidual * size
    }

    // MARK: Removing

    func uninstall(_ constraint: Constraint) {
        revision += 1
        guard let record = unstore(constraint) else { return }
        let transient = isTransient(constraint)
        if transient {
            transients.remove(ObjectIdentifier(constraint))
            tableau.countsVisits = false
        }
        defer { if transient { tableau.countsVisits = true } }
        if let level = record.level {
            for error in [record.marker, record.other].compactMap({ $0 }) where tableau.symbols[error].kind == .error {
                tableau.addSymbolToObjective(error, Weight(level: level, amount: -1))
            }
        }
        if let defined = record.defined {
            tableau.materialize(defined)
        }
        let marker = record.marker
        if tableau.symbols[marker].isBasic {
            tableau.dropBasic(marker)
        } else if let leaving = markerLeavingRow(marker) {
            tableau.pivot(entering: marker, leaving: leaving)
            tableau.dropBasic(marker)
        }
        // Whatever is left of the constraint's own symbols is rounding noise.
        for symbol in [marker, record.other].compactMap({ $0 }) {
            tableau.release(symbol)
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
        for (basic, coefficient) in tableau.reach(from: marker).sorted(by: { $0.symbol < $1.symbol }) {
            if coefficient == 0 { continue }
            if tableau.symbols[basic].kind == .external {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -tableau.symbols[basic].value / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = tableau.symbols[basic].value / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edits

    /// Changes the constant of an installed edit constraint `variable == value` and re-solves by dual simplex.
    func suggest(_ value: Double, for edit: inout EditRecord) {
        guard let record = record(of: edit.constraint), record.other != nil else { return }
        let delta = value - edit.suggested
        edit.suggested = value
        let plus = record.marker
        if let defined = record.defined,
            let coefficient = tableau.pool.coefficient(of: plus, at: tableau.symbols[defined].row)
        {
            tableau.symbols[defined].row.constant = Tolerance.sum(tableau.symbols[defined].row.constant, coefficient * delta)
            tableau.valuesAreStale = true
        }
        tableau.shift(plus, by: delta)
        tableau.dualOptimize()
    }
}
