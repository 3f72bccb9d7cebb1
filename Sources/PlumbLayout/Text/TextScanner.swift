/// A cursor over the characters of one line of constraint text, shared by the readers.
///
/// Positions are character offsets, the unit ``ConstraintTextError`` reports.
struct TextScanner {
    let text: String
    let characters: [Character]
    let location: SourceLocation?
    var position = 0

    init(_ text: String, location: SourceLocation?) {
        self.text = text
        self.characters = Array(text)
        self.location = location
    }

    var isAtEnd: Bool { position >= characters.count }
    var current: Character? { position < characters.count ? characters[position] : nil }

    func peek(_ ahead: Int = 0) -> Character? {
        let index = position + ahead
        return index < characters.count ? characters[index] : nil
    }

    mutating func advance() { position += 1 }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    /// Consumes `literal` if the text continues with it.
    mutating func consume(_ literal: String) -> Bool {
        var index = position
        for expected in literal {
            guard index < characters.count, characters[index] == expected else { return false }
            index += 1
        }
        position = index
        return true
    }

    /// Whether the text continues with `literal`, without consuming it.
    func sees(_ literal: String) -> Bool {
        var copy = self
        return copy.consume(literal)
    }

    // By ASCII code: the only ASCII letters and digits are A-Z, a-z and 0-9, and asking a Character
    // for its Unicode properties cost a tenth of loading a large scene.
    static func isIdentifierStart(_ c: Character) -> Bool { c.asciiValue.map(isIdentifierStart) ?? false }
    static func isIdentifierBody(_ c: Character) -> Bool { c.asciiValue.map(isIdentifierBody) ?? false }
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or nil without moving.
    mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        var bytes: [UInt8] = []
        while let byte = current?.asciiValue, Self.isIdentifierBody(byte) {
            bytes.append(byte)
            position += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An unsigned decimal number as C's `strtod` reads one (`12`, `0.5`, `.5`, `1e3`), or nil without moving.
    mutating func scanUnsignedNumber() -> Double? {
        let start = position
        var digits = 0
        while let c = current, c.isASCII, c.isNumber { position += 1; digits += 1 }
        if current == ".", let next = peek(1), next.isASCII, next.isNumber || digits > 0 {
            position += 1
            while let c = current, c.isASCII, c.isNumber { position += 1; digits += 1 }
        }
        guard digits > 0 else { position = start; return nil }
        if let e = current, e == "e" || e == "E" {
            var probe = position + 1
            if probe < characters.count, characters[probe] == "+" || characters[probe] == "-" { probe += 1 }
            if probe < characters.count, characters[probe].isASCII, characters[probe].isNumber {
                position = probe
                while let c = current, c.isASCII, c.isNumber { position += 1 }
            }
        }
        guard let value = Double(String(characters[start..<position])) else { position = start; return nil }
        return value
    }

    /// `value`, or an error at `offset` when it is infinite or not a number (`1e999`, `1e300 * 1e300`).
    func finite(_ value: Double, at offset: Int) throws(ConstraintTextError) -> Double {
        guard value.isFinite else { throw error(ValueProblem.numberOutOfRange, at: offset) }
        return value
    }

    /// `value`, or an error at `offset` when it is not a constant within ±``LayoutLimits/maximumConstant``.
    func constant(_ value: Double, at offset: Int) throws(ConstraintTextError) -> Double {
        if let problem = ConstraintRules.constantProblem(value) { throw error(problem, at: offset) }
        return value
    }

    /// An error at `offset` (default: the current position) in this text.
    func error(_ message: String, at offset: Int? = nil, kind: DiagnosticKind = .syntax,
               suggestion: String? = nil) -> ConstraintTextError {
        ConstraintTextError(message, kind: kind, suggestion: suggestion, text: text, offset: offset ?? position,
                            textLocation: location)
    }

    /// An error at `offset` for a number Plumb refuses.
    func error(_ problem: ValueProblem, at offset: Int) -> ConstraintTextError {
        error(problem.message, at: offset, kind: .invalidValue)
    }

    /// A short description of what stands at the current position, for "expected …, found …" messages.
    var foundDescription: String {
        guard let c = current else { return "the end of the text" }
        return "'\(c)'"
    }
}
