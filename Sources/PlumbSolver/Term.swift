/// A variable multiplied by a coefficient, one addend of an ``Expression``.
public struct Term: CustomStringConvertible, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatCoefficient(coefficient))*\(variable)"
    }
}

/// Prints whole numbers without a trailing `.0`, so dumps read like the input.
func formatCoefficient(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
