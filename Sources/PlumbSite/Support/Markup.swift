/// Escaping for text placed in HTML and Markdown.
enum Markup {
    /// `&`, `<`, `>`, `"` and `'` as entities: safe in element text and in quoted attributes.
    static func html(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Text for a Markdown table cell: pipes escaped, line breaks as spaces.
    static func tableCell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
    }

    /// A code span that holds `text` whatever backticks it contains.
    static func codeSpan(_ text: String) -> String {
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// A fenced code block that holds `text` whatever fences it contains.
    static func codeBlock(_ text: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: text) + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return fence + language + "\n" + body + fence + "\n"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// A URL path segment: letters, digits and `-._~@/` kept, everything else percent-encoded.
    static func urlPath(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~@/".unicodeScalars.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
