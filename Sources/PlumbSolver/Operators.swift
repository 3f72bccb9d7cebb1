// Arithmetic that builds expressions: `x + 2 * w + 8`, `-(a - b)`.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + (-rhs)
    }

    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

extension Term {
    public static prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
    public static func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
    public static func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
    public static func + (lhs: Term, rhs: Term) -> Expression { Expression(terms: [lhs, rhs]) }
    public static func - (lhs: Term, rhs: Term) -> Expression { Expression(terms: [lhs, -rhs]) }
    public static func + (lhs: Term, rhs: Double) -> Expression { Expression(terms: [lhs], constant: rhs) }
    public static func - (lhs: Term, rhs: Double) -> Expression { Expression(terms: [lhs], constant: -rhs) }
    public static func + (lhs: Double, rhs: Term) -> Expression { rhs + lhs }
    public static func - (lhs: Double, rhs: Term) -> Expression { -rhs + lhs }
    public static func + (lhs: Term, rhs: Expression) -> Expression { Expression(terms: [lhs]) + rhs }
    public static func - (lhs: Term, rhs: Expression) -> Expression { Expression(terms: [lhs]) - rhs }
    public static func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(terms: [rhs]) }
    public static func - (lhs: Expression, rhs: Term) -> Expression { lhs - Expression(terms: [rhs]) }
}

extension Variable {
    public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
    public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
    public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Term(lhs) + Term(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Term(lhs) - Term(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Term(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Term(lhs) - rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Term(rhs) }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Term(rhs) }
    public static func + (lhs: Variable, rhs: Term) -> Expression { Term(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Term) -> Expression { Term(lhs) - rhs }
    public static func + (lhs: Term, rhs: Variable) -> Expression { lhs + Term(rhs) }
    public static func - (lhs: Term, rhs: Variable) -> Expression { lhs - Term(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Term(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Term(lhs) - rhs }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Term(rhs) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Term(rhs) }
}
