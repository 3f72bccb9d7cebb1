/// An unknown of a linear system, such as the left edge of a view.
///
/// Variables compare by identity: two variables with the same name are still different unknowns.
/// A variable holds no value of its own; ask the ``Solver`` that solved it with ``Solver/value(of:)``.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A label used in dumps and error messages; it need not be unique.
    public let name: String

    /// Creates a variable labelled `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}
