import PlumbSolver

/// Solves a ``BenchSystem`` the way `kiwi_solve.py` does and measures it.
///
/// Build time covers adding the edit variables with their first values, adding every constraint, checking the
/// solution (`Solver.verify()`, as the layout engine does) and reading every variable's value once; re-solve
/// time is the mean over `suggest` lines of suggesting the values, checking and reading every value. Both are
/// the minimum over the repeats; reading the file is not timed.
struct BenchRunner {
    /// Edit variables sit above every user priority, as kiwi's `strong` sits above its `medium` constraints.
    static let editPriority = 2000.0

    let system: BenchSystem

    struct Outcome {
        var buildMilliseconds = Double.infinity
        var resolveMilliseconds = Double.infinity
        /// Every variable's value after the build and after each suggest line (last repeat).
        var values: [[Double]] = []
    }

    func run(repeats: Int, recordValues: Bool) throws(SolverError) -> Outcome {
        var outcome = Outcome()
        let order = system.variableOrder
        for _ in 0..<max(1, repeats) {
            let variables = system.names.map { Variable($0) }
            let ordered = order.map { variables[Int($0)] }
            let constraints = system.constraints.compactMap { makeConstraint($0, variables) }
            let edits = system.edits.map { (variables[Int($0.variable)], $0.value) }
            let suggestions = system.suggestions.map { line in line.map { (variables[Int($0.variable)], $0.value) } }

            let clock = ContinuousClock()
            let solver = Solver()
            var snapshot: [Double] = []
            let buildStart = clock.now
            for (variable, value) in edits {
                try solver.addEditVariable(variable, priority: BenchRunner.editPriority)
                try solver.suggestValue(value, for: variable)
            }
            for constraint in constraints { try solver.add(constraint) }
            try solver.verify()
            snapshot = ordered.map { solver.value(of: $0) }
            let build = clock.now - buildStart
            var states = [snapshot]
            var resolve = Duration.zero
            for line in suggestions {
                let start = clock.now
                for (variable, value) in line where solver.hasEditVariable(variable) {
                    try solver.suggestValue(value, for: variable)
                }
                try solver.verify()
                snapshot = ordered.map { solver.value(of: $0) }
                resolve += clock.now - start
                if recordValues { states.append(snapshot) }
            }
            outcome.buildMilliseconds = min(outcome.buildMilliseconds, build.milliseconds)
            outcome.resolveMilliseconds = min(
                outcome.resolveMilliseconds, resolve.milliseconds / Double(max(1, suggestions.count)))
            if recordValues { outcome.values = states }
        }
        return outcome
    }

    /// The constraint `lhs - rhs relation 0`, or nil for a line without variables (kiwi skips those too).
    private func makeConstraint(_ line: BenchSystem.ConstraintLine, _ variables: [Variable]) -> Constraint? {
        var terms: [Term] = []
        for term in system.terms(of: line.lhs) { terms.append(Term(variables[Int(term.variable)], term.coefficient)) }
        for term in system.terms(of: line.rhs) { terms.append(Term(variables[Int(term.variable)], -term.coefficient)) }
        let expression = Expression(terms: terms, constant: line.lhs.constant - line.rhs.constant)
        if expression.merged.isEmpty { return nil }
        let relation: Relation =
            switch line.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        return Constraint(expression, relation, priority: line.priority)
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
