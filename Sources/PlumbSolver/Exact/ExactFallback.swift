/// The solver's constraints as an ``ExactLexicographicProgram``: the second opinion ``Solver/verify()`` takes on a
/// small system when the double-precision tableau cannot be trusted (its self-check still fails after the
/// rebuilds, a required constraint stays broken, or the priority levels are not optimal), and that ``Solver/add(_:)``
/// takes before calling a required constraint unsatisfiable.
///
/// Each number is read as the shortest decimal that prints as it (``Fraction/init(shortestDecimalOf:)``): layout
/// numbers are written in decimal, and rows that agree in decimal (`6.1·x == 454.45`, `4.1·x == 305.45`) do not in
/// binary.
struct ExactFallback {
    /// Systems up to this many constraints (edit variables included) answer exactly at every check once the
    /// tableau could not be trusted, and have a required constraint the tableau refused checked exactly before it
    /// is called unsatisfiable: an exact solve of this size takes well under a second. A larger system is solved
    /// exactly only for an answer the tableau got wrong, within the exact solve's pivot budget.
    static let maximumConstraints = 200

    /// Systems up to this many constraints have their basis checked in fractions when the check in doubles loses a
    /// sign, and are solved exactly when their basis is wrong. Work in fractions grows faster than the solve: on the
    /// benchmark's `random` shape (decimal multipliers, whose exactly-zero slacks lose their signs in doubles) the
    /// check takes 15 ms at 996 constraints, where the re-solve takes 0.23 ms, 220 ms at 7996 and 6.9 s at 79996.
    /// A larger system's basis is left unproven, or its wrong answer stands.
    static let maximumConstraintsInFractions = 1000

    private var program: ExactLexicographicProgram
    private let variables: [Variable]

    /// The program of the constraints `core` holds. `offsets` moves a constraint's constant (an edit
    /// constraint's suggested value); a constraint in `required` is required whatever level it is kept at.
    init(core: SolverCore, offsets: [Constraint: Double], required: Set<Constraint>, adding newcomer: Constraint? = nil) {
        var entries = core.records.compactMap { $0 }.sorted { $0.order < $1.order }.map { record in
            (constraint: record.constraint, level: required.contains(record.constraint) ? nil : record.level)
        }
        if let newcomer { entries.append((newcomer, nil)) }
        var index: [ObjectIdentifier: Int] = [:]
        var variables: [Variable] = []
        for entry in entries {
            for term in entry.constraint.expression.terms where index[ObjectIdentifier(term.variable)] == nil {
                index[ObjectIdentifier(term.variable)] = variables.count
                variables.append(term.variable)
            }
        }
        self.variables = variables
        program = ExactLexicographicProgram(variableCount: variables.count)
        for entry in entries {
            let expression = entry.constraint.expression
            let constant = expression.constant + (offsets[entry.constraint] ?? 0)
            program.rows.append(.init(
                terms: expression.terms.map { term in
                    (index[ObjectIdentifier(term.variable)]!, Fraction(shortestDecimalOf: term.coefficient))
                },
                constant: Fraction(shortestDecimalOf: constant),
                relation: entry.constraint.relation.exact,
                level: entry.level))
        }
    }

    /// Each variable's value at the exact strict-priority optimum, rounded once to a double; nil when the
    /// required constraints cannot all hold (in decimal), or the solve ran out of pivots
    /// (``ExactLexicographicProgram/pivotBudget``).
    func solution() -> [Variable: Double]? {
        guard let values = program.solve() else { return nil }
        var solution: [Variable: Double] = [:]
        for (variable, value) in zip(variables, values) { solution[variable] = value.doubleValue }
        return solution
    }

    /// Whether the required constraints can all hold together (in decimal).
    func requiredConstraintsCanHold() -> Bool {
        program.requiredRowsCanHold()
    }
}

private extension Relation {
    var exact: ExactLexicographicProgram.Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .atLeast
        case .lessThanOrEqual: .atMost
        }
    }
}
