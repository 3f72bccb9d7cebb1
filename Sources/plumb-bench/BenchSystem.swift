/// A constraint system in the benchmark's plain format (`/work/shared/bench/README.md`), as read from a file.
struct BenchSystem {
    /// One side of a constraint: `Σ coefficient·name + constant`.
    struct Side {
        var terms: [(name: String, coefficient: Double)] = []
        var constant: Double = 0
    }

    enum Relation: String {
        case equal = "==", greaterThanOrEqual = ">=", lessThanOrEqual = "<="
    }

    struct ConstraintLine {
        var lhs: Side
        var relation: Relation
        var rhs: Side
        var priority: Double
        var line: Int
    }

    /// `edit NAME VALUE` lines, in order.
    var edits: [(name: String, value: Double)] = []
    /// `suggest NAME VALUE …` lines, in order.
    var suggestions: [[(name: String, value: Double)]] = []
    var constraints: [ConstraintLine] = []

    /// Every variable name in order of first appearance (edits first), as kiwi_solve.py lists them.
    var variableNames: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        func note(_ name: String) {
            if seen.insert(name).inserted { names.append(name) }
        }
        for edit in edits { note(edit.name) }
        for constraint in constraints {
            for term in constraint.lhs.terms { note(term.name) }
            for term in constraint.rhs.terms { note(term.name) }
        }
        return names
    }
}
