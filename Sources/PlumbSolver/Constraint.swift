/// A linear constraint `expression relation 0` with a priority.
///
/// Constraints compare by identity, so the same equation added twice is two constraints.
/// A priority of exactly ``Solver/required`` (1000) makes the constraint hard; any other positive
/// finite priority is an optional level of its own, satisfied as well as possible after every
/// higher level (see ``Solver``).
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let expression: Expression
    public let relation: Relation
    public let priority: Double

    /// Creates the constraint `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Double = Solver.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Creates the constraint `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = Solver.required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Whether the constraint must hold (priority exactly 1000).
    public var isRequired: Bool { priority == Solver.required }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `expression relation 0`, followed by `@priority` when optional.
    public var description: String {
        let text = "\(expression) \(relation) 0"
        return isRequired ? text : "\(text) @\(formatCoefficient(priority))"
    }
}
