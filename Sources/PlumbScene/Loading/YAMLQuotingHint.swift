/// What to add to a YAML syntax error that an unquoted constraint caused: YAML reads a list item
/// starting with `[` as a list, with `|` as a block of text, and `- a.top == b.top` followed by
/// indented keys as a mapping it cannot be. The hint shows the line as it should be written.
enum YAMLQuotingHint {
    /// `; quote this constraint: - "[a]-[b]"`, or nothing, for an error at `line` (1-based) of `text`.
    static func hint(for text: String, line: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The error is reported on the item's line or on the line after it.
        for number in [line, line - 1] where number >= 1 && number <= lines.count {
            let trimmed = lines[number - 1].drop { $0 == " " }
            guard trimmed.hasPrefix("- ") else { continue }
            let item = String(trimmed.dropFirst(2).drop { $0 == " " }).trimmingTrailingSpaces
            guard let first = item.first else { continue }
            if first == "[" || first == "|" {
                return "; a constraint starting with '\(first)' must be quoted: - \"\(item)\""
            }
            // `- a.topAnchor.constraint(equalTo: b.topAnchor, constant: 20)`: YAML reads `key: value`.
            if item.contains(": "), item.contains("(") || ["==", ">=", "<="].contains(where: { item.contains($0) }) {
                return "; a constraint containing ': ' must be quoted: - \"\(item)\""
            }
            let isRelation = ["==", ">=", "<="].contains { item.contains($0) }
            if isRelation, number == line - 1 {
                return "; to give a constraint a priority or an identifier, write it as a mapping: - constraint: \(item)"
            }
        }
        return ""
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\r" { text.removeLast() }
        return text
    }
}
