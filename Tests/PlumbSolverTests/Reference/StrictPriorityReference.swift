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
    ///
    /// Rows that share no variable, directly or through other rows, form independent parts: each part's levels
    /// are minimized apart and the totals added. That is the same optimum (a level's total is least exactly where
    /// every part's is), and it keeps the dense exact simplex small on a system made of many parts.
    func levelOptima() -> [Double: Rational]? {
        var optima: [Double: Rational] = [:]
        for part in parts() {
            guard let partOptima = part.optimaOfOnePart() else { return nil }
            for (level, minimum) in partOptima { optima[level] = (optima[level] ?? .zero) + minimum }
        }
        return optima
    }

    /// The rows split into parts that share no variable, each part's variables numbered from 0 in order.
    private func parts() -> [StrictPriorityReference] {
        var parent = Array(0..<variableCount)
        func root(_ variable: Int) -> Int {
            var variable = variable
            while parent[variable] != variable { variable = parent[variable] }
            return variable
        }
        for row in rows {
            guard let first = row.terms.first else { continue }
            for term in row.terms.dropFirst() { parent[root(term.variable)] = root(first.variable) }
        }
        // Rows without terms (a constant alone) form a part of their own, keyed -1.
        var rowsOfPart: [Int: [Row]] = [:]
        var order: [Int] = []
        for row in rows {
            let part = row.terms.first.map { root($0.variable) } ?? -1
            if rowsOfPart[part] == nil { order.append(part) }
            rowsOfPart[part, default: []].append(row)
        }
        return order.map { part in
            var number: [Int: Int] = [:]
            for variable in 0..<variableCount where part >= 0 && root(variable) == part { number[variable] = number.count }
            let rows = rowsOfPart[part]!.map { row in
                Row(terms: row.terms.map { (number[$0.variable]!, $0.coefficient) }, constant: row.constant,
                    relation: row.relation, level: row.level)
            }
            return StrictPriorityReference(variableCount: number.count, rows: rows)
        }
    }

    /// ``levelOptima()`` for rows taken as one part.
    private func optimaOfOnePart() -> [Double: Rational]? {
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
