/// One token of a Swift or Objective-C listing, with where it starts.
struct CodeToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name or keyword: `view`, `let`, `NSLayoutConstraint`, `YES`.
        case identifier
        /// A number literal; its value is in ``number``.
        case number
        /// A string literal (`"…"`, or Objective-C's `@"…"`); its value, escapes read, is in ``text``.
        case string
        /// Punctuation or an operator: `(`, `.`, `==`, `@`, `->`.
        case symbol
        /// `#import …`, `#pragma …`: the whole line, skipped by the parser.
        case directive
    }

    var kind: Kind
    /// The token as written (for a string, its value without quotes).
    var text: String
    var number: Double = 0
    /// 1-based line and column of the token's first character.
    var line: Int
    var column: Int
    /// Whether a line break separates this token from the one before.
    var startsLine: Bool

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

/// Splits a listing into ``CodeToken``s, dropping comments. It never fails: a character it does not
/// know becomes a one-character symbol, and an unclosed string or comment ends at the end of the line
/// or file.
struct CodeLexer {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawLineBreak = true

    init(_ text: String) { characters = Array(text) }

    /// Longest first, so `>=` is one token and not `>` then `=`.
    private static let operators: [[Character]] = ["...", "..<", "===", "==", ">=", "<=", "!=", "->", "&&", "||", "+=", "-=",
                                                   "*=", "/=", "??"].map(Array.init)
    private static let operatorStarts = Set(operators.compactMap(\.first))

    /// `isLetter` and `isNumber` look Unicode properties up; most code is ASCII, which needs no look-up.
    private static func isLetter(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return c.isLetter }
        return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122)
    }

    private static func isDigit(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    static func tokens(of text: String) -> [CodeToken] {
        var lexer = CodeLexer(text)
        var tokens: [CodeToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }
    private func peek(_ ahead: Int) -> Character? { index + ahead < characters.count ? characters[index + ahead] : nil }

    private mutating func advance() {
        guard let c = current else { return }
        index += 1
        if c == "\n" || c == "\r\n" {
            line += 1
            column = 1
            sawLineBreak = true
        } else {
            column += 1
        }
    }

    mutating func next() -> CodeToken? {
        skipSpaceAndComments()
        guard let c = current else { return nil }
        let startsLine = sawLineBreak
        sawLineBreak = false
        var token = CodeToken(kind: .symbol, text: "", line: line, column: column, startsLine: startsLine)
        if c == "\"" || (c == "@" && peek(1) == "\"") {
            if c == "@" { advance() }
            token.kind = .string
            token.text = readString()
        } else if c == "#", startsLine {
            token.kind = .directive
            while let d = current, d != "\n", d != "\r\n" { token.text.append(d); advance() }
        } else if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) {
            token.kind = .number
            token.text = readNumber()
            token.number = Self.value(of: token.text)
        } else if c == "_" || c == "$" || Self.isLetter(c) {
            token.kind = .identifier
            let start = index
            while let d = current, d == "_" || d == "$" || Self.isLetter(d) || Self.isDigit(d) || (!d.isASCII && d.isNumber) {
                advance()
            }
            token.text = String(characters[start..<index])
        } else {
            token.text = readSymbol()
        }
        return token
    }

    private mutating func skipSpaceAndComments() {
        while let c = current {
            if c == " " || c == "\n" || c == "\t" || c == "\r\n" || (!c.isASCII && c.isWhitespace) || c == "\r" {
                advance()
            } else if c == "/", peek(1) == "/" {
                while let d = current, d != "\n", d != "\r\n" { advance() }
            } else if c == "/", peek(1) == "*" {
                advance(); advance()
                while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                advance(); advance()
            } else {
                return
            }
        }
    }

    /// The value of a string literal, its escapes read; it ends at its closing quote or the end of the line.
    private mutating func readString() -> String {
        advance()
        var value = ""
        while let c = current, c != "\"", c != "\n", c != "\r\n" {
            if c == "\\" {
                advance()
                switch current {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case nil, "\n", "\r\n": return value
                case let other?: value.append("\\"); value.append(other)
                }
                advance()
            } else {
                value.append(c)
                advance()
            }
        }
        if current == "\"" { advance() }
        return value
    }

    private mutating func readNumber() -> String {
        var text = ""
        while let c = current, c.isASCII, c.isLetter || c.isNumber || c == "_" || c == "."
                || ((c == "-" || c == "+") && (text.last == "e" || text.last == "E") && !text.hasPrefix("0x")) {
            // `1.0.` is a number and a member access; `0..<3` a range.
            if c == ".", text.contains(".") || peek(1)?.isNumber != true { break }
            text.append(c)
            advance()
        }
        return text
    }

    /// `20`, `0.5`, `1e3`, `0x10`, `20.0f`, `1_000`; 0 when it is none of them.
    static func value(of text: String) -> Double {
        var digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Double(Int(digits.dropFirst(2), radix: 16) ?? 0) }
        while let last = digits.last, "fFlLuU".contains(last), !digits.isEmpty { digits.removeLast() }
        return Double(digits) ?? 0
    }

    private mutating func readSymbol() -> String {
        if let c = current, Self.operatorStarts.contains(c) {
            for symbol in Self.operators where matches(symbol) {
                for _ in symbol { advance() }
                return String(symbol)
            }
        }
        let c = current.map(String.init) ?? ""
        advance()
        return c
    }

    private func matches(_ symbol: [Character]) -> Bool {
        for offset in symbol.indices where peek(offset) != symbol[offset] { return false }
        return true
    }
}
