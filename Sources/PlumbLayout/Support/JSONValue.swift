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
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// Appends the text ``serialized(indent:)`` returns, into one string rather than a string per
    /// level joined into its parent's (which copied a large result once per level of nesting).
    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text): output += Self.quoted(text)
        // JSON has no infinity or NaN: an unbounded value is written as null.
        case .number(let value): output += value.isFinite ? formatNumber(value == 0 ? 0 : value) : "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            if items.allSatisfy(\.isPlain) {
                output += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { output += ", " }
                    item.write(to: &output, indent: 0)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { output += ",\n" }
                Self.pad(&output, indent + 1)
                item.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.pad(&output, indent)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ",\n" }
                Self.pad(&output, indent + 1)
                output += Self.quoted(member.key)
                output += ": "
                member.value.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.pad(&output, indent)
            output += "}"
        }
    }

    private static func pad(_ output: inout String, _ depth: Int) {
        for _ in 0..<max(0, depth) { output += "  " }
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
