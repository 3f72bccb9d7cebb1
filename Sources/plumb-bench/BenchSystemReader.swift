/// A mistake in a system file, with where it is.
struct BenchSystemError: Error, CustomStringConvertible, Equatable {
    let path: String
    let line: Int
    let column: Int
    let message: String

    var description: String { "\(path):\(line):\(column): \(message)" }
}

/// Reads the plain system format line by line; every mistake is reported with its line and column.
struct BenchSystemReader {
    let path: String

    func read(_ text: String) throws(BenchSystemError) -> BenchSystem {
        var system = BenchSystem()
        let table = NameTable()
        let intern = table.intern
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(rawLine.prefix { $0 != "#" })
            var scanner = LineScanner(characters: characters, line: lineNumber, path: path)
            scanner.skipSpaces()
            if scanner.atEnd { continue }
            let start = scanner.position
            if let word = scanner.peekWord(), word == "edit" || word == "suggest" {
                _ = scanner.readWord()
                let pairs = try readPairs(&scanner).map { (variable: intern($0.name), value: $0.value) }
                if word == "edit" {
                    guard pairs.count == 1 else {
                        throw scanner.error(at: start, "an edit line is `edit NAME VALUE`")
                    }
                    system.edits.append(pairs[0])
                } else {
                    guard !pairs.isEmpty else { throw scanner.error(at: start, "a suggest line needs NAME VALUE pairs") }
                    system.suggestions.append(pairs)
                }
            } else {
                system.constraints.append(try readConstraint(&scanner, into: &system, intern: intern))
            }
        }
        system.names = table.names
        return system
    }

    private func readPairs(_ scanner: inout LineScanner) throws(BenchSystemError) -> [(name: String, value: Double)] {
        var pairs: [(name: String, value: Double)] = []
        scanner.skipSpaces()
        while !scanner.atEnd {
            let namePosition = scanner.position
            guard let name = scanner.readWord() else { throw scanner.error(at: namePosition, "expected a variable name") }
            scanner.skipSpaces()
            let valuePosition = scanner.position
            guard let value = scanner.readSignedNumber() else {
                throw scanner.error(at: valuePosition, "expected a number after `\(name)`")
            }
            pairs.append((name, value))
            scanner.skipSpaces()
        }
        return pairs
    }

    private func readConstraint(
        _ scanner: inout LineScanner, into system: inout BenchSystem, intern: (String) -> Int32
    ) throws(BenchSystemError) -> BenchSystem.ConstraintLine {
        let lhs = try readSide(&scanner, into: &system, intern: intern)
        scanner.skipSpaces()
        let relationPosition = scanner.position
        guard let relation = scanner.readRelation() else {
            throw scanner.error(at: relationPosition, "expected `==`, `>=` or `<=`")
        }
        let rhs = try readSide(&scanner, into: &system, intern: intern)
        scanner.skipSpaces()
        var priority = 1000.0
        if scanner.peek == "@" {
            scanner.advance()
            scanner.skipSpaces()
            let priorityPosition = scanner.position
            guard let value = scanner.readNumber(), value > 0, value <= 1000 else {
                throw scanner.error(at: priorityPosition, "expected a priority in (0, 1000] after `@`")
            }
            priority = value
            scanner.skipSpaces()
        }
        guard scanner.atEnd else { throw scanner.error(at: scanner.position, "unexpected `\(scanner.peek!)`") }
        return .init(lhs: lhs, relation: relation, rhs: rhs, priority: priority)
    }

    /// `term (('+'|'-') term)*` with an optional leading sign; a term is `name`, `number` or `number*name`.
    private func readSide(
        _ scanner: inout LineScanner, into system: inout BenchSystem, intern: (String) -> Int32
    ) throws(BenchSystemError) -> BenchSystem.Side {
        var side = BenchSystem.Side(terms: system.terms.count..<system.terms.count, constant: 0)
        var first = true
        while true {
            scanner.skipSpaces()
            var sign = 1.0
            if scanner.peek == "+" || scanner.peek == "-" {
                sign = scanner.peek == "-" ? -1 : 1
                scanner.advance()
                scanner.skipSpaces()
            } else if !first {
                side.terms = side.terms.lowerBound..<system.terms.count
                return side
            }
            let termPosition = scanner.position
            if let number = scanner.readNumber() {
                scanner.skipSpaces()
                if scanner.peek == "*" {
                    scanner.advance()
                    scanner.skipSpaces()
                    let namePosition = scanner.position
                    guard let name = scanner.readWord() else {
                        throw scanner.error(at: namePosition, "expected a variable name after `*`")
                    }
                    system.terms.append(.init(variable: intern(name), coefficient: sign * number))
                } else {
                    side.constant += sign * number
                }
            } else if let name = scanner.readWord() {
                system.terms.append(.init(variable: intern(name), coefficient: sign))
            } else {
                let found = scanner.peek.map { "`\($0)`" } ?? "the end of the line"
                throw scanner.error(at: termPosition, "expected a term, found \(found)")
            }
            first = false
        }
    }
}

/// Names seen so far, each with its index.
private final class NameTable {
    var names: [String] = []
    var indices: [String: Int32] = [:]

    func intern(_ name: String) -> Int32 {
        if let index = indices[name] { return index }
        let index = Int32(names.count)
        names.append(name)
        indices[name] = index
        return index
    }
}

/// A cursor over one line's characters; columns count from 1.
struct LineScanner {
    let characters: [Character]
    let line: Int
    let path: String
    private(set) var position = 0

    init(characters: [Character], line: Int, path: String) {
        self.characters = characters
        self.line = line
        self.path = path
    }

    var atEnd: Bool { position >= characters.count }
    var peek: Character? { atEnd ? nil : characters[position] }

    mutating func advance() { position += 1 }

    mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" || character == "\r" { advance() }
    }

    func error(at position: Int, _ message: String) -> BenchSystemError {
        BenchSystemError(path: path, line: line, column: position + 1, message: message)
    }

    func peekWord() -> String? {
        var copy = self
        return copy.readWord()
    }

    /// A name: a letter or `_`, then letters, digits, `_` and `.`.
    mutating func readWord() -> String? {
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        let start = position
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "." {
            advance()
        }
        return String(characters[start..<position])
    }

    /// An unsigned decimal number such as `8`, `0.5` or `1e-3`.
    mutating func readNumber() -> Double? {
        let start = position
        while let character = peek, character.isASCII, character.isNumber { advance() }
        if peek == ".", position + 1 < characters.count, characters[position + 1].isNumber {
            advance()
            while let character = peek, character.isASCII, character.isNumber { advance() }
        }
        guard position > start else { return nil }
        if peek == "e" || peek == "E" {
            let mark = position
            advance()
            if peek == "+" || peek == "-" { advance() }
            let digits = position
            while let character = peek, character.isASCII, character.isNumber { advance() }
            if position == digits { position = mark }
        }
        return Double(String(characters[start..<position]))
    }

    mutating func readSignedNumber() -> Double? {
        let start = position
        var sign = 1.0
        if peek == "-" || peek == "+" {
            sign = peek == "-" ? -1 : 1
            advance()
        }
        guard let number = readNumber() else {
            position = start
            return nil
        }
        return sign * number
    }

    mutating func readRelation() -> BenchSystem.Relation? {
        guard position + 1 < characters.count else { return nil }
        let text = String(characters[position...position + 1])
        guard let relation = BenchSystem.Relation(rawValue: text) else { return nil }
        position += 2
        return relation
    }
}
