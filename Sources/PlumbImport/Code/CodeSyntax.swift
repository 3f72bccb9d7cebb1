/// An expression of the subset of Swift and Objective-C that layout code is written in.
///
/// Both languages read into the same tree: Swift's `a.b(c: d)` is a ``Kind/call`` of a
/// ``Kind/member``, Objective-C's `[a b:c d:e]` a ``Kind/message``. What the parser does not
/// understand (a closure, a block) is ``Kind/opaque``, so that reading goes on around it.
indirect enum CodeExpression: Hashable, Sendable {
    case name(String, CodePlace)
    case number(Double, CodePlace)
    case string(String, CodePlace)
    /// `base.name`; a leading-dot member (`.leading`) has no base.
    case member(CodeExpression?, String, CodePlace)
    /// `callee(label: value, …)`.
    case call(CodeExpression, [CodeArgument], CodePlace)
    /// `[receiver part:value part:value]`, or `[receiver selector]` with one unlabelled part.
    case message(CodeExpression, [CodeArgument], CodePlace)
    /// `[a, b]`, `@[a, b]`.
    case array([CodeExpression], CodePlace)
    /// `["a": a]`, `@{@"a": a}`.
    case dictionary([(key: CodeExpression, value: CodeExpression)], CodePlace)
    /// `a | b`, `a + b`, `a * b`, `a as T`.
    case binary(String, CodeExpression, CodeExpression, CodePlace)
    /// `-a`, `!a`, `&a`.
    case prefix(String, CodeExpression, CodePlace)
    /// A Swift closure and its statements.
    case closure([CodeStatement], CodePlace)
    /// A block, or anything else skipped whole.
    case opaque(CodePlace)

    var place: CodePlace {
        switch self {
        case .name(_, let p), .number(_, let p), .string(_, let p), .member(_, _, let p), .call(_, _, let p),
             .message(_, _, let p), .array(_, let p), .dictionary(_, let p), .binary(_, _, _, let p),
             .prefix(_, _, let p), .closure(_, let p), .opaque(let p):
            return p
        }
    }

    static func == (lhs: CodeExpression, rhs: CodeExpression) -> Bool { lhs.description == rhs.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension CodeExpression: CustomStringConvertible {
    /// A compact rendering, for tests and messages.
    var description: String {
        switch self {
        case .name(let n, _): return n
        case .number(let v, _): return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .string(let s, _): return "\"\(s)\""
        case .member(let base, let n, _): return (base?.description ?? "") + "." + n
        case .call(let callee, let args, _): return "\(callee)(\(args.map(\.description).joined(separator: ", ")))"
        case .message(let receiver, let args, _): return "[\(receiver) \(args.map(\.description).joined(separator: " "))]"
        case .array(let items, _): return "[\(items.map(\.description).joined(separator: ", "))]"
        case .dictionary(let pairs, _): return "[\(pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", "))]"
        case .binary(let op, let l, let r, _): return "(\(l) \(op) \(r))"
        case .prefix(let op, let e, _): return "\(op)\(e)"
        case .closure, .opaque: return "{…}"
        }
    }
}

/// One argument of a call or one part of a message: `constant: 20`, or `20` without a label.
struct CodeArgument: Hashable, Sendable, CustomStringConvertible {
    var label: String?
    /// A message part without an argument (`[UIView alloc]`) has none.
    var value: CodeExpression?

    var description: String {
        switch (label, value) {
        case let (label?, value?): return "\(label): \(value)"
        case let (label?, nil): return label
        case let (nil, value?): return value.description
        case (nil, nil): return ""
        }
    }
}

/// A line and column in the listing.
struct CodePlace: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// One statement of a listing.
enum CodeStatement: Hashable, Sendable {
    /// `let name = value`, `UIView *name = value;`, `name = value`, `a.b = value`.
    case assignment(target: CodeExpression, value: CodeExpression, declaredType: String?, place: CodePlace)
    /// `a += b`.
    case compoundAssignment(target: CodeExpression, op: String, value: CodeExpression, place: CodePlace)
    /// A call or message sent for its effect.
    case expression(CodeExpression, place: CodePlace)
    /// `return value`.
    case returning(CodeExpression?, place: CodePlace)

    var place: CodePlace {
        switch self {
        case .assignment(_, _, _, let p), .compoundAssignment(_, _, _, let p), .expression(_, let p), .returning(_, let p):
            return p
        }
    }
}

/// A method or function of the listing and its statements (statements outside any method belong to
/// an unnamed one), with whether each statement sits inside a loop.
struct CodeMethod: Hashable, Sendable {
    var name: String
    /// The names its body gives its arguments, in order (`paramView` of `addToView:(UIView *)paramView`).
    var parameters: [String] = []
    var place: CodePlace
    var statements: [(statement: CodeStatement, inLoop: Bool)]

    static func == (lhs: CodeMethod, rhs: CodeMethod) -> Bool {
        lhs.name == rhs.name && lhs.place == rhs.place && lhs.statements.map(\.statement) == rhs.statements.map(\.statement)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(place) }
}
