/// How the two sides of a constraint relate: `==`, `>=` or `<=`.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    /// The symbol as written in equations and the Visual Format Language.
    public var symbol: String { rawValue }

    /// The relation with its sides swapped (`a >= b` is `b <= a`).
    public var reversed: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .lessThanOrEqual: return .greaterThanOrEqual
        }
    }
}
