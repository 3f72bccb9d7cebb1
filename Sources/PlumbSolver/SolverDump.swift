/// The text of ``Solver/dump()``: objective, tableau rows (over parametric symbols), lazy definitions, edit variables, broken-down
/// constraint count, each section sorted so equal states print equally.
///
/// Symbols print as the variable's name for externals and as `s<id>` (slack), `e<id>` (error), `d<id>`
/// (dummy), `a<id>` (artificial) for the solver's own. Weights print as `amount@level` from the highest level.
struct SolverDump {
    let core: SolverCore
    let edits: [(Constraint, Double)]
    private let variables: [Int: Variable]

    init(core: SolverCore, edits: [(Constraint, Double)]) {
        self.core = core
        self.edits = edits
        self.variables = core.variablesBySymbol()
    }

    var text: String {
        var tableau = core.tableau  // a copy: expanding rows uses the tableau's scratch space
        var lines: [String] = []
        lines.append("objective:")
        for symbol in tableau.objectiveSymbols {
            lines.append("  \(name(symbol)): \(tableau.weight(of: symbol).description)")
        }
        lines.append("rows:")
        for symbol in 0..<tableau.symbolCount where tableau.symbols[symbol].isBasic {
            lines.append("  \(name(symbol)) = \(format(tableau.expandedRow(of: symbol)))")
        }
        lines.append("definitions:")
        tableau.sortDefinitionOrder()
        for entry in tableau.definitionOrder where tableau.isLiveDefinition(entry) {
            lines.append("  \(name(entry.symbol)) := \(format(tableau.pool.row(at: tableau.symbols[entry.symbol].row)))")
        }
        lines.append("edit variables:")
        for (constraint, value) in edits.sorted(by: { $0.0.description < $1.0.description }) {
            let variable = constraint.expression.terms.first.map { $0.variable.description } ?? "?"
            lines.append("  \(variable) @\(formatCoefficient(constraint.priority)) suggested \(formatCoefficient(value))")
        }
        lines.append("constraints: \(core.constraintCount)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(_ symbol: Int) -> String {
        switch core.tableau.symbols[symbol].kind {
        case .external: variables[symbol]?.description ?? "x\(symbol)"
        case .slack: "s\(symbol)"
        case .error: "e\(symbol)"
        case .dummy: "d\(symbol)"
        case .artificial: "a\(symbol)"
        }
    }

    private func format(_ row: Row) -> String {
        var text = formatCoefficient(row.constant)
        for (symbol, coefficient) in row.terms.sorted(by: { $0.key < $1.key }) {
            let magnitude = abs(coefficient) == 1 ? "" : formatCoefficient(abs(coefficient)) + "*"
            text += (coefficient < 0 ? " - " : " + ") + magnitude + name(symbol)
        }
        return text
    }
}
