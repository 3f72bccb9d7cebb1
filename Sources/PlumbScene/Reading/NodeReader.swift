import PlumbLayout
import Yams

/// One `key: value` pair of a YAML mapping, with the key read as a string.
struct MappingEntry {
    var key: String
    var keyNode: Node
    var value: Node
}

/// Reads YAML nodes into values and collects every mistake with its place, instead of stopping at the
/// first: each reading method reports what is wrong and returns `nil`, so callers simply skip the value.
final class NodeReader {
    let path: String
    private(set) var errors: [SceneError] = []

    init(path: String) {
        self.path = path
    }

    // MARK: Places and reports

    /// Where a node begins (its first character, or the opening quote of a quoted scalar).
    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path, line: 1, column: 1) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    /// Where a scalar's text begins: one column after the opening quote of a quoted scalar, so that
    /// offsets into the text land on the right character.
    func textLocation(of node: Node) -> SourceLocation {
        let start = location(of: node)
        guard let style = node.scalar?.style else { return start }
        return style == .singleQuoted || style == .doubleQuoted ? start.advanced(by: 1) : start
    }

    /// Reports a mistake of `kind` at `location`.
    func report(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation, suggestion: String? = nil,
                text: String = "") {
        errors.append(SceneError(location: location, kind: kind, message: message, suggestion: suggestion, text: text))
    }

    /// Reports a mistake of `kind` at `node`, quoting the node's text.
    func report(_ kind: DiagnosticKind, _ message: String, at node: Node, suggestion: String? = nil) {
        report(kind, message, at: location(of: node), suggestion: suggestion, text: Self.sourceText(of: node))
    }

    func report(_ error: SceneError) { errors.append(error) }

    /// A node as written, for an error's `text`: a scalar's text, or a short form of a collection.
    static func sourceText(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .mapping: return "{…}"
        case .sequence: return "[…]"
        }
    }

    /// What a node is, for "expected …, found …" messages: `a list`, `a mapping`, `nothing`, `'text'`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            let text = scalar.string.count > 40 ? scalar.string.prefix(40) + "…" : scalar.string
            return "'\(text)'"
        }
    }

    /// A plain scalar that YAML reads as null: empty, `~` or `null`.
    static func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    // MARK: Collections

    /// The entries of a mapping, in order. Reports a value that is not a mapping, keys that are not
    /// plain words, and keys given twice (the later entry is dropped).
    func mapping(_ node: Node, for what: String) -> [MappingEntry]? {
        guard case .mapping(let mapping) = node else {
            report(.syntax, "expected a mapping for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        var entries: [MappingEntry] = []
        var seen: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                report(.syntax, "expected a word as a key in \(what), found \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            if let first = seen[key] {
                report(.nameClash, "duplicate key '\(key)' in \(what) (first at line \(location(of: first).line))", at: keyNode)
                continue
            }
            seen[key] = keyNode
            entries.append(MappingEntry(key: key, keyNode: keyNode, value: value))
        }
        return entries
    }

    /// The items of a list. Reports anything else, such as a single scalar where a list belongs.
    func sequence(_ node: Node, for what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            report(.syntax, "expected a list for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// Reports every key not in `allowed`, suggesting the closest allowed one.
    func checkKeys(_ entries: [MappingEntry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            reportUnknownKey(entry, allowed: allowed, in: what)
        }
    }

    func reportUnknownKey(_ entry: MappingEntry, allowed: [String], in what: String) {
        report(.unknownName, "unknown key '\(entry.key)' in \(what)", at: entry.keyNode,
               suggestion: Suggestions.nearest(to: entry.key, in: allowed))
    }

    // MARK: Scalars

    /// A scalar's text. Collections and null are reported.
    func string(_ node: Node, for what: String) -> String? {
        guard let scalar = node.scalar, !Self.isNull(node) else {
            report(.invalidValue, "expected text for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// A scalar's text of at most `maximumLength` characters; longer text is reported, with its start.
    func string(_ node: Node, for what: String, maximumLength: Int) -> String? {
        guard let text = string(node, for: what) else { return nil }
        guard text.count <= maximumLength else {
            report(.limit, "\(what) is too long: \(text.count) characters, at most \(maximumLength) are allowed", at: location(of: node),
                   text: String(text.prefix(40)) + "…")
            return nil
        }
        return text
    }

    /// A finite number. Anything else is reported.
    func number(_ node: Node, for what: String) -> Double? {
        guard let scalar = node.scalar, let value = Self.parseNumber(scalar.string) else {
            report(.invalidValue, "expected a number for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        return value
    }

    /// A number that must lie in a range; `rule` describes the range for the message
    /// (`must be greater than 0`).
    func number(_ node: Node, for what: String, rule: String, where isValid: (Double) -> Bool) -> Double? {
        guard let value = number(node, for: what) else { return nil }
        guard isValid(value) else {
            report(.invalidValue, "\(what) \(rule), found \(formatNumber(value))", at: node)
            return nil
        }
        return value
    }

    /// A whole number that must lie in a range.
    func integer(_ node: Node, for what: String, rule: String, where isValid: (Int) -> Bool) -> Int? {
        guard let value = number(node, for: what) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else {
            report(.invalidValue, "expected a whole number for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        guard isValid(Int(value)) else {
            report(.invalidValue, "\(what) \(rule), found \(formatNumber(value))", at: node)
            return nil
        }
        return Int(value)
    }

    /// `true` or `false`.
    func bool(_ node: Node, for what: String) -> Bool? {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            report(.invalidValue, "expected true or false for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
    }

    /// One of a fixed set of words, with a suggestion for a misspelt one.
    func choice<Value>(_ node: Node, for what: String, from options: [(name: String, value: Value)]) -> Value? {
        guard let word = string(node, for: what) else { return nil }
        if let match = options.first(where: { $0.name == word }) { return match.value }
        let names = options.map(\.name)
        if let suggestion = Suggestions.nearest(to: word, in: names) {
            report(.unknownName, "unknown \(what) '\(word)'", at: node, suggestion: suggestion)
        } else {
            report(.unknownName, "unknown \(what) '\(word)' (expected \(Self.listing(names)))", at: node)
        }
        return nil
    }

    /// `a, b or c`.
    static func listing(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A number as YAML and C write them (`12`, `-0.5`, `1e3`); infinities and NaN are not numbers here.
    static func parseNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard let first = trimmed.first, first.isNumber || first == "-" || first == "+" || first == "." else { return nil }
        guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let c = text.first, c == " " || c == "\t" { text.removeFirst() }
        while let c = text.last, c == " " || c == "\t" { text.removeLast() }
        return String(text)
    }
}
