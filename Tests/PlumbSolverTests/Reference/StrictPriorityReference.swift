/// The strict-priority (lexicographic) optimum of a constraint system, computed exactly: every required row
/// holds; then, from the highest level down, the level's total violation is as small as it can be without
/// worsening any level above: the levels' total violations minimized in turn by `ExactLinearProgram`.
struct StrictPriorityReference {
    enum Relation { case equal, atLeast, atMost }

    /// `Σ coefficient·variable + constant  relation  0`, required when `level` is nil.
    struct Row {
        var terms: [(variable: Int, coefficient: Rational)]
        var constant: Rational
        var relation: Relation
        var level: Double?
    }

    let variableCount: Int
    let rows: [Row]

    /// Each level's least total violation, or nil when the required rows cannot all hold.
    func levelOptima() -> [Double: Rational]? {
        // Columns: x⁺ and x⁻ for each variable, then the errors of the optional rows.
        var program = ExactLinearProgram(variableCount: 2 * variableCount)
        var errorsByLevel: [Double: [Int]] = [:]
        for row in rows {
            var coefficients: [Int: Rational] = [:]
            for term in row.terms {
                coefficients[2 * term.variable, default: .zero] = coefficients[2 * term.variable, default: .zero] + term.coefficient
                coefficients[2 * term.variable + 1, default: .zero] =
                    coefficients[2 * term.variable + 1, default: .zero] - term.coefficient
            }
            if let level = row.level {
                let error = program.variableCount
                switch row.relation {
                case .equal:
                    program.variableCount += 2
                    coefficients[error] = -.one
                    coefficients[error + 1] = .one
                    errorsByLevel[level, default: []] += [error, error + 1]
                case .atLeast:
                    program.variableCount += 1
                    coefficients[error] = .one
                    errorsByLevel[level, default: []].append(error)
                case .atMost:
                    program.variableCount += 1
                    coefficients[error] = -.one
                    errorsByLevel[level, default: []].append(error)
                }
            }
            let relation: ExactLinearProgram.Relation =
                switch row.relation {
                case .equal: .equal
                case .atLeast: .atLeast
                case .atMost: .atMost
                }
            program.rows.append(.init(coefficients: coefficients, relation: relation, bound: -row.constant))
        }
        let levels = errorsByLevel.keys.sorted(by: >)
        let objectives = levels.map { level in
            Dictionary(uniqueKeysWithValues: errorsByLevel[level]!.map { ($0, Rational.one) })
        }
        guard let minima = program.minimizeInTurn(objectives) else { return nil }
        var optima: [Double: Rational] = [:]
        for (level, minimum) in zip(levels, minima) { optima[level] = minimum }
        return optima
    }
}
