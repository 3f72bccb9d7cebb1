/// A linear expression over the engine's variables, as a plain value: `Σ coefficient × variable + constant`.
///
/// Variables are indices into the engine's variable table. Being a value (hashable, comparable with
/// `==`), a form lets the engine tell whether a constraint changed between passes and canvases, so
/// only changed constraints go back to the solver.
struct LinearForm: Hashable, Sendable {
    /// The terms ordered by variable index, so that building solver expressions is deterministic; never
    /// a zero coefficient. (A sorted array, not a dictionary: the engine makes several forms a view
    /// each pass, nearly all of one to four terms, and hashing and sorting them cost more than the solve.)
    private(set) var orderedTerms: [(variable: Int, coefficient: Double)]
    var constant: Double

    init(constant: Double = 0) {
        self.orderedTerms = []
        self.constant = constant
    }

    init(variable: Int, coefficient: Double = 1) {
        self.init()
        add(variable, coefficient)
    }

    /// The sum of `terms` (in any order, a variable possibly more than once) and `constant`.
    init(terms: [(variable: Int, coefficient: Double)], constant: Double = 0) {
        self.init(constant: constant)
        // Sorted once; equal variables stay in the given order, so their sum is the one `add` makes.
        let sorted = terms.enumerated().sorted {
            ($0.element.variable, $0.offset) < ($1.element.variable, $1.offset)
        }
        for (_, term) in sorted {
            if let last = orderedTerms.last, last.variable == term.variable {
                let sum = last.coefficient + term.coefficient
                orderedTerms[orderedTerms.count - 1].coefficient = sum
            } else {
                orderedTerms.append(term)
            }
        }
        orderedTerms.removeAll { $0.coefficient == 0 }
    }

    mutating func add(_ variable: Int, _ coefficient: Double) {
        // Forms are short: a linear search from the end finds the place (usually the end itself).
        var index = orderedTerms.count
        while index > 0, orderedTerms[index - 1].variable > variable { index -= 1 }
        if index > 0, orderedTerms[index - 1].variable == variable {
            let sum = orderedTerms[index - 1].coefficient + coefficient
            if sum == 0 {
                orderedTerms.remove(at: index - 1)
            } else {
                orderedTerms[index - 1].coefficient = sum
            }
        } else if coefficient != 0 {
            orderedTerms.insert((variable, coefficient), at: index)
        }
    }

    /// The form's value for the given variable values, summed in variable order.
    func value(_ values: [Double]) -> Double {
        orderedTerms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    }

    static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.orderedTerms.count == rhs.orderedTerms.count
            && zip(lhs.orderedTerms, rhs.orderedTerms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        hasher.combine(orderedTerms.count)
        for term in orderedTerms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var sum = lhs
        for (variable, coefficient) in rhs.orderedTerms { sum.add(variable, coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    static func * (factor: Double, form: LinearForm) -> LinearForm {
        var product = LinearForm(constant: form.constant * factor)
        for (variable, coefficient) in form.orderedTerms { product.add(variable, coefficient * factor) }
        return product
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + (-1) * rhs }
}

/// `form relation 0` at a priority: the engine's own description of one solver constraint.
struct LinearConstraint: Hashable, Sendable {
    var form: LinearForm
    var relation: LayoutRelation
    /// 1…1000, 1000 required (the solver's scale).
    var priority: Double

    /// How far the constraint is from holding for these values: 0 when it holds, positive otherwise.
    func shortfall(_ values: [Double]) -> Double {
        let value = form.value(values)
        switch relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }
}

/// The one tolerance of the engine, in points: a constraint holds when it is off by no more than
/// this, and solved values this close count as unchanged between passes.
enum LayoutTolerance {
    static let points = 0.001
}
