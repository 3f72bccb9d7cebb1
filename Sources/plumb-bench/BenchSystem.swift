/// A constraint system in the benchmark's plain format (`/work/shared/bench/README.md`), as read from a file.
///
/// Stored flat (names interned, all terms in one array) so a 10,000-view system costs little beside the solver.
struct BenchSystem {
    struct Term {
        var variable: Int32
        var coefficient: Double
    }

    /// One side of a constraint: `Σ coefficient·variable + constant`, its terms a range of ``terms``.
    struct Side {
        var terms: Range<Int>
        var constant: Double
    }

    enum Relation: String {
        case equal = "==", greaterThanOrEqual = ">=", lessThanOrEqual = "<="
    }

    struct ConstraintLine {
        var lhs: Side
        var relation: Relation
        var rhs: Side
        var priority: Double
    }

    /// Variable names in order of first appearance in the file.
    var names: [String] = []
    var terms: [Term] = []
    /// `edit NAME VALUE` lines, in order.
    var edits: [(variable: Int32, value: Double)] = []
    /// `suggest NAME VALUE …` lines, in order.
    var suggestions: [[(variable: Int32, value: Double)]] = []
    var constraints: [ConstraintLine] = []

    /// The terms of one side.
    func terms(of side: Side) -> ArraySlice<Term> { terms[side.terms] }

    /// The names of one side's variables, in order.
    func names(of side: Side) -> [String] { terms(of: side).map { names[Int($0.variable)] } }

    /// Variable indices in the order kiwi_solve.py lists them: edit variables first, then first appearance.
    var variableOrder: [Int32] {
        var listed = [Bool](repeating: false, count: names.count)
        var order: [Int32] = []
        for edit in edits where !listed[Int(edit.variable)] {
            listed[Int(edit.variable)] = true
            order.append(edit.variable)
        }
        for term in terms where !listed[Int(term.variable)] {
            listed[Int(term.variable)] = true
            order.append(term.variable)
        }
        return order
    }

    var variableNames: [String] { variableOrder.map { names[Int($0)] } }
}
