import PlumbLayout

/// How the scene writer spells values in YAML: plain where that reads back as the same string,
/// double-quoted otherwise, and numbers so that they read back as the same `Double`.
enum YAMLText {
    /// Words YAML reads as something other than text (null, booleans), which must be quoted.
    private static let specialWords: Set<String> = [
        "", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n",
    ]

    /// A name (a view, guide or canvas name): plain when it is an identifier-like word YAML reads as
    /// text, quoted otherwise.
    static func name(_ text: String) -> String {
        let plain = text.first.map { $0.isLetter || $0 == "_" } ?? false
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
        return plain && !specialWords.contains(text.lowercased()) ? text : quoted(text)
    }

    /// Constraint text (`a.top == b.bottom + 8 @750`): plain when nothing in it means something to
    /// YAML, quoted otherwise.
    static func constraint(_ text: String) -> String {
        let safe = text.first.map { $0.isLetter || $0 == "_" } ?? false
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " _.=<>*+-@/()".contains($0)) }
        return safe && !specialWords.contains(text.lowercased()) ? text : quoted(text)
    }

    /// `text` in double quotes, with `\`, `"` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A number as constraint text and scene values write it (`20`, `0.5`), or Swift's shortest exact
    /// spelling when four decimals would change it (`0.3333333333333333`).
    static func number(_ value: Double) -> String {
        let short = formatNumber(value)
        if Double(short) == value { return short }
        return "\(value)"
    }

    /// `[a, b, c]` of numbers.
    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A comment's text on one line: line breaks become spaces.
    static func comment(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
