/// Post-processing of cairo's SVG text: stable ids, and extra elements appended at the end.
///
/// Cairo 1.16 names each SVG surface and image after a counter shared by the whole process
/// (`<g id="surface12">`, `xlink:href="#image7"`), so the same picture comes out with other ids
/// when other surfaces were made before it. ``normalizingIDs(_:)`` renumbers every `surfaceN` and
/// `imageN` id in order of first appearance, which depends only on the document itself.
enum SVGDocument {
    /// The id prefixes cairo numbers with its process-wide counter.
    static let counterPrefixes = ["surface", "image"]

    static func normalizingIDs(_ svg: String) -> String {
        var numbering: [String: [Substring: Int]] = [:]
        var output = ""
        output.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        while let match = nextID(in: rest) {
            output += rest[..<match.prefixStart]
            let prefix = String(rest[match.prefixStart..<match.digitsStart])
            let digits = rest[match.digitsStart..<match.end]
            var table = numbering[prefix, default: [:]]
            let number = table[digits] ?? (table.count + 1)
            table[digits] = number
            numbering[prefix] = table
            output += prefix + String(number)
            rest = rest[match.end...]
        }
        output += rest
        return output
    }

    /// Puts `elements` just before the closing `</svg>`, so they are drawn above everything else.
    static func appending(_ elements: String, to svg: String) -> String {
        let closing = Array("</svg>".utf8)
        let bytes = Array(svg.utf8)
        guard !elements.isEmpty, bytes.count >= closing.count else { return svg }
        var start = bytes.count - closing.count
        while start >= 0, Array(bytes[start..<start + closing.count]) != closing { start -= 1 }
        guard start >= 0 else { return svg }
        return String(decoding: bytes[..<start], as: UTF8.self) + elements + String(decoding: bytes[start...], as: UTF8.self)
    }

    private struct IDMatch {
        var prefixStart: Substring.Index
        var digitsStart: Substring.Index
        var end: Substring.Index
    }

    /// The next `id="PREFIXn` or `#PREFIXn` (a reference) in `text`.
    private static func nextID(in text: Substring) -> IDMatch? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let opensID = character == "#" || (character == "\"" && text[..<index].hasSuffix("id="))
            if opensID {
                for prefix in counterPrefixes where text[next...].hasPrefix(prefix) {
                    let digitsStart = text.index(next, offsetBy: prefix.count)
                    var end = digitsStart
                    while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
                    if end > digitsStart { return IDMatch(prefixStart: next, digitsStart: digitsStart, end: end) }
                }
            }
            index = next
        }
        return nil
    }
}

extension String {
    /// The text with `&`, `<`, `>` and `"` escaped for XML.
    var xmlEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
