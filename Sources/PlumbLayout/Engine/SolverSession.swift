import PlumbSolver

/// The solver of one canvas, kept across its passes: between passes only the constraints that
/// changed are removed and added again.
///
/// Each canvas gets a fresh session, so what a canvas solves to never depends on the canvases solved
/// before it (an ambiguous layout's solution depends on the solver's history).
///
/// The engine's passes reach `PlumbSolver` only through this class; diagnosis solves its own copy
/// of the system (`ProbeSolver`).
final class SolverSession {
    private let solver = Solver()
    private let variables: [Variable]
    private var installed: [ConstraintKey: (linear: LinearConstraint, constraint: Constraint)] = [:]
    /// The planned constraints as last applied, in order.
    private(set) var current: [PlannedConstraint] = []
    /// Required constraints the solver broke to resolve conflicts, with the set each conflicted with.
    private var broken: [ConstraintKey: [ConstraintKey]] = [:]
    private var keysByConstraint: [ObjectIdentifier: ConstraintKey] = [:]
    /// How many constraints were taken out of the solver, and how many conflicts it broke, since it was made.
    private var removals = 0
    private var conflicts = 0

    init(variableNames: [String]) {
        variables = variableNames.map { Variable($0) }
    }

    /// Makes the solver hold exactly `plan`, touching only what changed since the last call, and checks the
    /// solution (``Solver/verify()``). New constraints are added in the plan's order; of a conflicting set,
    /// the member `choice` ranks highest is broken (``BreakingChoice``), made only when a conflict needs it.
    func apply(_ plan: [PlannedConstraint], choice makeChoice: () -> BreakingChoice) throws(LayoutError) {
        // What to take out is looked up by key only when there is something to take out (not in the first pass).
        var wanted: [ConstraintKey: LinearConstraint] = [:]
        if !current.isEmpty {
            wanted.reserveCapacity(plan.count)
            for entry in plan { wanted[entry.key] = entry.linear }
        }
        installed.reserveCapacity(plan.count)
        keysByConstraint.reserveCapacity(plan.count)
        var choice: BreakingChoice?
        do {
            for entry in current where wanted[entry.key] != entry.linear {
                if let old = installed.removeValue(forKey: entry.key) {
                    try solver.remove(old.constraint)
                    removals += 1
                    keysByConstraint[ObjectIdentifier(old.constraint)] = nil
                    broken[entry.key] = nil
                }
            }
            for entry in plan where installed[entry.key] == nil {
                let constraint = makeConstraint(entry.linear)
                installed[entry.key] = (entry.linear, constraint)
                keysByConstraint[ObjectIdentifier(constraint)] = entry.key
                let resolved = try solver.addBreakingConflicts(constraint) { set in
                    let keys = set.compactMap { keysByConstraint[ObjectIdentifier($0)] }
                    if choice == nil { choice = makeChoice() }
                    guard let key = choice?.victim(among: keys), let victim = installed[key]?.constraint else { return constraint }
                    return victim
                }
                for conflict in resolved {
                    conflicts += 1
                    record(conflict)
                }
            }
            // The solver's answer is checked against every required constraint before anything is drawn.
            try solver.verify()
        } catch {
            throw LayoutError(.solverFailure("\(error)"))
        }
        current = plan
    }

    private func record(_ conflict: Conflict) {
        guard let key = keysByConstraint[ObjectIdentifier(conflict.broken)] else { return }
        broken[key] = conflict.conflictingSet.compactMap { keysByConstraint[ObjectIdentifier($0)] }
    }

    /// The keys of the conflicting set if the solver broke this required constraint and every
    /// constraint it conflicted with is still installed (a later canvas may have removed one).
    func conflict(for key: ConstraintKey) -> [ConstraintKey]? {
        guard let set = broken[key], installed[key] != nil, set.allSatisfy({ installed[$0] != nil }) else { return nil }
        return set
    }

    /// Whether the solver holds exactly `plan`, each constraint added once in its order with no
    /// conflict and nothing removed since: the state a fresh solver given the plan reaches.
    func isFreshlyBuilt(from plan: [PlannedConstraint]) -> Bool {
        removals == 0 && conflicts == 0 && installed.count == plan.count && current == plan
    }

    /// The solver and its variables, for diagnosis to probe once the engine is done with this session.
    /// The session lets go of its own records of the constraints (diagnosis keeps the plan), so a large
    /// layout's peak memory is one solver's, as it was when diagnosis built its own after the engine's had gone.
    func handOver() -> (solver: Solver, variables: [Variable]) {
        installed = [:]
        keysByConstraint = [:]
        broken = [:]
        current = []
        return (solver, variables)
    }

    /// Every variable's solved value, by index.
    func values() -> [Double] { variables.map { solver.value(of: $0) } }

    private func makeConstraint(_ linear: LinearConstraint) -> Constraint {
        let terms = linear.form.orderedTerms.map { Term(variables[$0.variable], $0.coefficient) }
        let relation: Relation
        switch linear.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(Expression(terms: terms, constant: linear.form.constant), relation, priority: linear.priority)
    }
}
