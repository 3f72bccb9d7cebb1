/// The text-level chores of reading a console log: lines, the damage pasting does to them, and
/// where constraint entries start.
enum LogText {
    /// The most entries read from one line; a longer run is damage, not a log.
    static let maximumEntriesPerLine = 500

    /// The log's lines (`\n`, `\r\n` or `\r`), repaired from Markdown: a leading `>` quote becomes a
    /// space (columns stay), and the escapes `\<`, `\>`, `\_`, `\*`, `\[`, `\]`, `\|` lose their backslash.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var previous: Character?
        for character in text {
            // Swift treats "\r\n" as one Character.
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(repaired(line))
                line = ""
            } else {
                line.append(character)
            }
            previous = character
        }
        if !line.isEmpty || previous == nil { lines.append(repaired(line)) }
        return lines
    }

    private static func repaired(_ line: String) -> String {
        var characters = Array(line)
        // Markdown quoting: `> > text`.
        var index = 0
        while index < characters.count, characters[index] == " " || characters[index] == ">" {
            if characters[index] == ">" { characters[index] = " " }
            index += 1
        }
        guard characters.contains("\\") else { return String(characters) }
        var result: [Character] = []
        result.reserveCapacity(characters.count)
        var position = 0
        while position < characters.count {
            if characters[position] == "\\", position + 1 < characters.count, "<>_*[]|".contains(characters[position + 1]) {
                position += 1
            }
            result.append(characters[position])
            position += 1
        }
        return String(result)
    }

    /// The 1-based column where `text` first occurs in `line` (1 when it does not).
    static func column(of text: String, in line: String) -> Int {
        column(ofOptional: text, in: line) ?? 1
    }

    /// The 1-based column where `text` first occurs in `line`, or nil.
    static func column(ofOptional text: String, in line: String) -> Int? {
        guard let offset = utf8Offset(of: text, in: line) else { return nil }
        let index = line.utf8.index(line.utf8.startIndex, offsetBy: offset)
        return line.distance(from: line.startIndex, to: index) + 1
    }

    /// Whether `line` holds `text`.
    static func contains(_ line: String, _ text: String) -> Bool {
        utf8Offset(of: text, in: line) != nil
    }

    /// The byte offset of `needle` in `line`: a plain search over UTF-8 bytes, linear in the line for
    /// the short needles a log's markers are (the standard library's generic search is far slower on
    /// megabyte lines).
    private static func utf8Offset(of needle: String, in line: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return 0 }
        var line = line
        return line.withUTF8 { bytes -> Int? in
            guard bytes.count >= pattern.count else { return nil }
            var index = 0
            let last = bytes.count - pattern.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// `line` from the 1-based `column` on, without trailing spaces.
    static func rest(of line: String, from column: Int) -> String {
        var rest = String(line.dropFirst(column - 1))
        while let last = rest.last, last == " " || last == "\t" { rest.removeLast() }
        return rest
    }

    /// `line` without leading and trailing spaces, tabs and quotes.
    static func trimmed(_ line: String) -> String {
        let skipped: Set<Character> = [" ", "\t", "\""]
        var text = Substring(line)
        while let first = text.first, skipped.contains(first) { text.removeFirst() }
        while let last = text.last, skipped.contains(last) { text.removeLast() }
        return String(text)
    }

    /// The 0-based offsets in `line`, from `offset` on, of every `<` that starts a constraint entry:
    /// `<` and a class whose name holds `Constraint` (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`,
    /// `_UISystemBaselineConstraint`), then `:`.
    static func entryStarts(in line: String, from offset: Int) -> [Int] {
        entryStarts(in: Array(line), from: offset)
    }

    static func entryStarts(in characters: [Character], from offset: Int) -> [Int] {
        var starts: [Int] = []
        var index = offset
        while index < characters.count, starts.count < maximumEntriesPerLine {
            defer { index += 1 }
            guard characters[index] == "<" else { continue }
            var end = index + 1
            while end < characters.count, end - index < 100,
                  characters[end] == "_" || characters[end] == "." || characters[end] == "$"
                    || (characters[end].isASCII && (characters[end].isLetter || characters[end].isNumber)) {
                end += 1
            }
            guard end < characters.count, characters[end] == ":",
                  String(characters[(index + 1)..<end]).contains("Constraint") else { continue }
            starts.append(index)
            index = end
        }
        return starts
    }

    /// The text of the entry starting at `start`: up to the next entry's start, at most
    /// ``LoggedConstraintParser/maximumLength`` characters.
    static func entryText(_ characters: [Character], start: Int, next: Int?) -> String {
        let end = min(next ?? characters.count, characters.count, start + LoggedConstraintParser.maximumLength)
        return String(characters[start..<end])
    }

    /// A hard-wrapped line's continuation: its text without leading spaces, joined to `text` with a
    /// space unless the break fell inside a word or address.
    static func continuation(_ line: String, after text: String) -> String {
        let next = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
        guard let last = text.last, let first = next.first else { return String(next) }
        let wordLike: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        return (wordLike(last) && wordLike(first)) || last == "." || first == "." ? String(next) : " " + next
    }
}
