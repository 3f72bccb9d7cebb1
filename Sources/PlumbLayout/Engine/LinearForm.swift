/// A linear expression over the engine's variables, as a plain value: `Σ coefficient × variable + constant`.
///
/// Variables are indices into the engine's variable table. Being a value (hashable, comparable with
/// `==`), a form lets the engine tell whether a constraint changed between passes and canvases, so
/// only changed constraints go back to the solver.
struct LinearForm: Hashable, Sendable {
    /// Coefficients by variable index; never holds a zero coefficient.
    private(set) var coefficients: [Int: Double]
    var constant: Double

    init(constant: Double = 0) {
        self.coefficients = [:]
        self.constant = constant
    }

    init(variable: Int, coefficient: Double = 1) {
        self.init()
        add(variable, coefficient)
    }

    mutating func add(_ variable: Int, _ coefficient: Double) {
        let sum = (coefficients[variable] ?? 0) + coefficient
        coefficients[variable] = sum == 0 ? nil : sum
    }

    /// The terms ordered by variable index, so that building solver expressions is deterministic.
    var orderedTerms: [(variable: Int, coefficient: Double)] {
        coefficients.sorted { $0.key < $1.key }.map { (variable: $0.key, coefficient: $0.value) }
    }

    /// The form's value for the given variable values, summed in variable order so that the result
    /// does not depend on the dictionary's (per-process) iteration order.
    func value(_ values: [Double]) -> Double {
        orderedTerms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var sum = lhs
        for (variable, coefficient) in rhs.coefficients { sum.add(variable, coefficient) }
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
        for (variable, coefficient) in form.coefficients { product.add(variable, coefficient * factor) }
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
