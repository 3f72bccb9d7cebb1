/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
