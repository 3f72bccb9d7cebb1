/// A minimal JSON value for diagnosis reports: objects keep their keys in the order given, so the
/// output is stable and reads in the documented order.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    static func optional(_ text: String?) -> JSONText { text.map(JSONText.string) ?? .null }
    static func optional(_ value: Double?) -> JSONText { value.map(JSONText.number) ?? .null }

    /// Two-space indented text; empty arrays and objects stay on one line.
    func serialized(indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value): return value.isFinite ? formatNumber(value == 0 ? 0 : value) : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(outer)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(outer)}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
