/// A JSON value whose objects keep their keys in the order given, so output is stable and
/// documented keys come in the documented order. `plumb solve --json` and `plumb explain --json`
/// write with it.
public enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The value as JSON text: objects one key a line, indented by two spaces; arrays of plain
    /// values (numbers, strings) on one line, so frames read as `[0, 59, 393, 20.5]`.
    public func serialized(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return Self.quoted(text)
        // JSON has no infinity or NaN: an unbounded value is written as null.
        case .number(let value): return value.isFinite ? formatNumber(value == 0 ? 0 : value) : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isPlain) { return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { padding + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { padding + Self.quoted($0.key) + ": " + $0.value.serialized(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(closing)}"
        }
    }

    private var isPlain: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONValue {
    /// A string, or `null` for `nil`.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// A number, or `null` for `nil`.
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// `[x, y, width, height]`.
    public init(_ rect: Rect) { self = .array([rect.minX, rect.minY, rect.width, rect.height].map(JSONValue.number)) }
    /// `[width, height]`.
    public init(_ size: Size) { self = .array([.number(size.width), .number(size.height)]) }
}
