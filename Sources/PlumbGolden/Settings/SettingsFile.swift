import PlumbRender
/// A small settings file: one `key: value` a line, a value being a word, a number, a quoted string
/// or a flow list (`[fixtures, more/scenes]`); `#` starts a comment. It is valid YAML, read without a
/// YAML library, because `PlumbGolden` does not depend on one (the settings it reads are flat).
///
/// Mistakes are errors with the file, line and column, never ignored: an unknown key names the keys
/// that are known.
struct SettingsFile {
    struct Entry {
        var key: String
        var value: Value
        /// Where the key starts.
        var line: Int
        var column: Int
        /// Where the value starts.
        var valueColumn: Int
    }

    enum Value: Equatable {
        case scalar(String)
        case list([String])
    }

    var path: String
    var entries: [Entry]

    /// Reads `text`, checking every key against `knownKeys`.
    /// - Throws: ``SettingsFileError`` at the first malformed line, unknown or repeated key.
    init(text: String, path: String, knownKeys: [String]) throws(SettingsFileError) {
        self.path = path
        entries = []
        var seen = Set<String>()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = Self.withoutComment(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            let indent = content.prefix(while: { $0 == " " }).count
            guard indent == 0 else {
                throw SettingsFileError(path: path, line: line, column: 1, message: "settings are not nested; start each line with its key")
            }
            guard let colon = content.firstIndex(of: ":") else {
                throw SettingsFileError(path: path, line: line, column: 1, message: "expected 'key: value'")
            }
            let key = String(content[..<colon]).trimmingTrailingSpaces()
            guard knownKeys.contains(key) else {
                throw SettingsFileError(path: path, line: line, column: 1,
                                        message: "unknown key '\(key)'; known keys: \(knownKeys.joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else {
                throw SettingsFileError(path: path, line: line, column: 1, message: "'\(key)' is given twice")
            }
            let afterColon = content[content.index(after: colon)...]
            let valueText = afterColon.drop(while: { $0 == " " })
            let valueColumn = content.distance(from: content.startIndex, to: valueText.startIndex) + 1
            let value = try Self.value(String(valueText).trimmingTrailingSpaces(), path: path, line: line, column: valueColumn)
            entries.append(Entry(key: key, value: value, line: line, column: 1, valueColumn: valueColumn))
        }
    }

    /// The entry for `key`, if the file has one.
    subscript(key: String) -> Entry? { entries.first { $0.key == key } }

    // MARK: - Typed values

    func string(_ key: String) throws(SettingsFileError) -> String? {
        guard let entry = self[key] else { return nil }
        guard case .scalar(let text) = entry.value, !text.isEmpty else { throw error(at: entry, "expected a value for '\(key)'") }
        return text
    }

    func list(_ key: String) throws(SettingsFileError) -> [String]? {
        guard let entry = self[key] else { return nil }
        switch entry.value {
        case .list(let items): return items
        case .scalar(let text): return text.isEmpty ? [] : [text]
        }
    }

    func bool(_ key: String) throws(SettingsFileError) -> Bool? {
        guard let text = try string(key) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: throw error(at: self[key]!, "expected true or false for '\(key)', not '\(text)'")
        }
    }

    func number(_ key: String) throws(SettingsFileError) -> Double? {
        guard let text = try string(key) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw error(at: self[key]!, "expected a number for '\(key)', not '\(text)'")
        }
        return number
    }

    /// An error pointing at an entry's value.
    func error(at entry: Entry, _ message: String) -> SettingsFileError {
        SettingsFileError(path: path, line: entry.line, column: entry.valueColumn, message: message)
    }

    // MARK: - Reading one line

    private static func withoutComment(_ line: Substring) -> Substring {
        var inQuotes = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            // YAML starts a comment at a `#` after a space (or at the line's start).
            if character == "#", !inQuotes, previous == " " || index == line.startIndex { return line[..<index] }
            previous = character
        }
        return line
    }

    private static func value(_ text: String, path: String, line: Int, column: Int) throws(SettingsFileError) -> Value {
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else {
                throw SettingsFileError(path: path, line: line, column: column, message: "a list must end with ']'")
            }
            let items = text.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0).trimmingSpaces()) }
            return .list(items.filter { !$0.isEmpty })
        }
        return .scalar(unquoted(text))
    }

    private static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}

/// A mistake in a settings file, printed compiler-style as `path:line:column: error: message`.
public struct SettingsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }

    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" })).trimmingTrailingSpaces()
    }
}
