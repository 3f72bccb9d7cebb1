/// Why the solver refused an operation. The solver's state is unchanged after any of these.
public enum SolverError: Error, CustomStringConvertible, Sendable {
    /// `constraint` is required and cannot hold together with the required constraints already added;
    /// `conflictingSet` is a minimal mutually exclusive set, `constraint` included.
    case unsatisfiable(constraint: Constraint, conflictingSet: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// A priority that is not a positive finite number, or a required priority for an edit variable.
    case invalidPriority(Double)
    /// A NaN or infinite number; the text says where it was found.
    case nonFiniteValue(String)
    /// After solving and a repair, `constraint` (required) still does not hold: what is left of it is `residual`
    /// of the size of its terms. Its coefficients (or the system's) span more orders of magnitude than double
    /// precision can solve reliably.
    case inexact(Constraint, residual: Double)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let set):
            "unsatisfiable constraint \(constraint); mutually exclusive set: "
                + set.map { "{\($0)}" }.joined(separator: ", ")
        case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable \(variable)"
        case .invalidPriority(let priority): "invalid priority \(priority): priorities are positive finite numbers, and edit variables cannot be required"
        case .nonFiniteValue(let place): "non-finite value in \(place)"
        case .inexact(let constraint, let residual):
            "required constraint \(constraint) does not hold at the solution (off by \(formatCoefficient(residual)) of its size): "
                + "the coefficients span more orders of magnitude than the solver can handle reliably"
        }
    }
}
