import PlumbSolver

/// A private copy of a solved layout's constraint system that diagnostics may disturb: probes are
/// added below every priority the layout uses, so they can only choose among the layouts that
/// satisfy the real constraints equally well, never make one of them worse.
///
/// The constraints are added in the engine's order, except that required constraints the engine
/// broke come last, each with ``Solver/addBreakingConflicts(_:)``: so the same ones are broken (kept
/// as error terms at ``Solver/breakingPriority``, as the engine keeps them) and each comes with a
/// minimal mutually exclusive set.
final class ProbeSolver {
    private let solver: Solver
    private let variables: [Variable]
    /// The layout's own constraints in the solver, to name the members of a conflict found later.
    private var keys: [ObjectIdentifier: ConstraintKey] = [:]
    /// Each broken constraint with the minimal set it conflicts with (itself included), in order.
    private(set) var conflicts: [(broken: ConstraintKey, set: [ConstraintKey])] = []
    /// The variables some constraint mentions; any other variable is free, whatever the rest is.
    let mentioned: Set<Int>
    /// The priority of probes that push a quantity somewhere: below everything else.
    let pushPriority: Double
    /// The priority of probes that hold a quantity where it is: above pushes, below the layout's own.
    let pinPriority: Double

    init(variableNames: [String], constraints: [PlannedConstraint], broken: Set<ConstraintKey>) throws(LayoutError) {
        solver = Solver()
        variables = variableNames.map { Variable($0) }
        (mentioned, pinPriority, pushPriority) = Self.survey(constraints)
        do {
            for entry in constraints where !broken.contains(entry.key) { try install(entry) }
            for entry in constraints where broken.contains(entry.key) { try install(entry) }
        } catch {
            throw LayoutError(.solverFailure("\(error)"))
        }
    }

    /// Probes the engine's own solver, which holds exactly `constraints` as a fresh solver given them
    /// in order would (``CanvasRun/session(equivalentTo:)``), none broken: building the same system
    /// again would double the cost of a diagnosed solve and leave the same state.
    init(continuing session: SolverSession, constraints: [PlannedConstraint]) {
        (solver, variables) = session.handOver()
        (mentioned, pinPriority, pushPriority) = Self.survey(constraints)
    }

    /// The variables the constraints mention, and the pin and push priorities below their lowest priority.
    private static func survey(_ constraints: [PlannedConstraint]) -> (mentioned: Set<Int>, pin: Double, push: Double) {
        var mentioned: Set<Int> = []
        var lowest = Double.infinity
        for entry in constraints {
            for term in entry.linear.form.orderedTerms { mentioned.insert(term.variable) }
            if entry.linear.priority > 0 { lowest = min(lowest, entry.linear.priority) }
        }
        let pin = min(lowest == .infinity ? Solver.required : lowest, 1) / 100
        return (mentioned, pin, pin / 100)
    }

    private func install(_ entry: PlannedConstraint) throws(SolverError) {
        let constraint = make(entry.linear.form, entry.linear.relation, priority: entry.linear.priority)
        keys[ObjectIdentifier(constraint)] = entry.key
        if let conflict = try solver.addBreakingConflicts(constraint), let broken = keys[ObjectIdentifier(conflict.broken)] {
            conflicts.append((broken, conflict.conflictingSet.compactMap { keys[ObjectIdentifier($0)] }))
        }
    }

    /// Every variable's current value, by index.
    func values() -> [Double] { variables.map { solver.value(of: $0) } }

    /// The current value of a linear form.
    func value(_ form: LinearForm) -> Double {
        form.orderedTerms.reduce(form.constant) { $0 + $1.coefficient * solver.value(of: variables[$1.variable]) }
    }

    /// Adds `weight × (form − target) == 0` at `priority` and re-solves; returns the probe to remove later.
    /// Probes are transient (``Solver/addTransient(_:)``): a push over every variable walks every row, and
    /// must not leave the rows it walked stored expanded (quadratic in a long chain of views).
    func add(_ form: LinearForm, equalTo target: Double, weight: Double = 1, priority: Double) -> Constraint? {
        let constraint = make(weight * (form + (-target)), .equal, priority: priority)
        do {
            try solver.addTransient(constraint)
            return constraint
        } catch {
            return nil
        }
    }

    func remove(_ probes: [Constraint]) {
        for probe in probes { try? solver.remove(probe) }
    }

    private func make(_ form: LinearForm, _ relation: LayoutRelation, priority: Double) -> Constraint {
        let terms = form.orderedTerms.map { Term(variables[$0.variable], $0.coefficient) }
        let solverRelation: Relation
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        return Constraint(Expression(terms: terms, constant: form.constant), solverRelation, priority: priority)
    }
}
