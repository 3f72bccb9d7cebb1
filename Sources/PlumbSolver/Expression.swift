/// A linear expression: a sum of terms plus a constant.
///
/// A variable may appear in several terms; the solver adds their coefficients.
public struct Expression: CustomStringConvertible, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The expression `term`.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// The expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The terms with each variable once and its coefficients added, in order of first appearance;
    /// terms whose coefficients cancel are left out.
    public var merged: [Term] {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return order.compactMap { variable in
            let sum = sums[variable] ?? 0
            return sum == 0 ? nil : Term(variable, sum)
        }
    }

    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatCoefficient(constant) }
        if constant > 0 { text += " + " + formatCoefficient(constant) }
        if constant < 0 { text += " - " + formatCoefficient(-constant) }
        return text
    }
}
