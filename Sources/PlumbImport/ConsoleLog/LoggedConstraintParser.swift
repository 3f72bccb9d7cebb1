import PlumbLayout

/// Reads one constraint entry of a console log, `<NSLayoutConstraint:0x… UILabel:0x…'Name'.width >= 400   (active)>`,
/// into a ``LoggedConstraint``.
///
/// It reads every form the logs of UIKit and AppKit print: equations with either order of a
/// multiplier (`0.5*B.width`, `B.width * 0.5`), signed constants with a space (`width == - 16`),
/// `NSSpace(8)`, priorities (`@750`); the visual-format forms (`H:|-(20)-[V]`, `V:[V(44)]`,
/// `H:[A]-(8)-[B]`, `(LTR)`); `h=--& v=--&` masks; identifiers in quotes; items with quoted text that
/// holds quotes or operators; bare names resolved through a `names:` clause; the statuses
/// `(active)`, `(inactive)`, `(active, names: …)` and `(Names: …)`.
///
/// Work is linear in the entry's length (each step consumes a character), whatever the entry holds.
struct LoggedConstraintParser {
    /// Why an entry could not be read, and the offset in the entry where reading stopped.
    struct Failure: Error {
        var message: String
        var offset: Int
        var kind: DiagnosticKind = .syntax
    }

    /// The longest entry read; anything longer is damage, not a constraint.
    static let maximumLength = 4000

    private let characters: [Character]
    private var index = 0
    /// What the names clause gives each bare name (`'|'`, `imageView`).
    private var names: [String: LoggedItem] = [:]

    init(_ text: String) {
        characters = Array(text)
    }

    /// Reads the entry, which starts with `<`; `location` is where that `<` is in the log.
    static func parse(_ text: String, location: SourceLocation) throws(Failure) -> LoggedConstraint {
        guard text.count <= maximumLength else {
            throw Failure(message: "a constraint entry of \(text.count) characters is too long to be one", offset: 0, kind: .limit)
        }
        var parser = LoggedConstraintParser(text)
        return try parser.entry(location: location)
    }

    // MARK: The entry

    private mutating func entry(location: SourceLocation) throws(Failure) -> LoggedConstraint {
        try expect("<", "an entry starts with '<'")
        let className = word(extra: ".$")
        guard !className.isEmpty else { throw failure("expected a constraint class such as NSLayoutConstraint") }
        try expect(":", "expected ':' and an address after '\(className)'")
        let address = token(stoppingAt: " @>")
        // SnapKit prints where the constraint was made: `@ViewController.swift#42`.
        if peek() == "@" { _ = token(stoppingAt: " >") }
        skipSpaces()
        // Autoresizing masks: `h=--& v=--&` (either may be missing).
        while peek(isOneOf: "hv"), peek(at: 1) == "=" {
            _ = token(stoppingAt: " >")
            skipSpaces()
        }
        var identifier: String?
        if peek() == "'" { identifier = try quotedIdentifier() }
        skipSpaces()

        var body: Body
        if peek(isOneOf: "HV"), peek(at: 1) == ":" {
            body = try visualFormat()
        } else {
            body = try equation()
        }
        var constraint = LoggedConstraint(
            className: className, address: address, identifier: identifier, first: body.first,
            firstAttribute: body.firstAttribute, relation: body.relation, second: body.second,
            secondAttribute: body.secondAttribute, multiplier: body.multiplier, constant: body.constant,
            priority: .required, isActive: true, contentPriorities: nil,
            text: String(characters), location: location)
        try tail(&constraint, leftToRight: &body.leftToRight)
        constraint.text = String(characters[..<index])
        // The limits every scene keeps, so a replay solves as any scene does.
        guard abs(constraint.constant) <= LayoutLimits.maximumConstant else {
            throw Failure(message: "the constant \(formatNumber(constraint.constant)) is beyond ±\(formatNumber(LayoutLimits.maximumConstant))",
                          offset: 0, kind: .limit)
        }
        guard constraint.second == nil || LayoutLimits.multiplierMagnitudes.contains(abs(constraint.multiplier)) else {
            throw Failure(message: "the multiplier \(formatNumber(constraint.multiplier)) is outside ±0.001 to ±1000", offset: 0,
                          kind: .limit)
        }
        if let hint = body.superviewHint {
            constraint.superviewHint = (child: resolve(hint.child, names), superview: resolve(hint.superview, names))
        }
        if body.leftToRight {
            constraint.firstAttribute = Self.absolute(constraint.firstAttribute)
            constraint.secondAttribute = constraint.secondAttribute.map(Self.absolute)
        }
        return constraint
    }

    /// What follows the equation: a priority, content priorities, statuses and names, then `>`.
    private mutating func tail(_ constraint: inout LoggedConstraint, leftToRight: inout Bool) throws(Failure) {
        while true {
            skipSpaces()
            guard let next = peek() else { throw failure("the entry ends without '>' (was it cut off?)") }
            switch next {
            case ">":
                index += 1
                constraint.first = resolve(constraint.first, names)
                constraint.second = constraint.second.map { resolve($0, names) }
                return
            case "@":
                index += 1
                guard let value = number(), LayoutPriority(value).isValid else {
                    throw failure("expected a priority from 1 to 1000 after '@'")
                }
                constraint.priority = LayoutPriority(value)
            case "(":
                index += 1
                try status(&constraint, leftToRight: &leftToRight)
            default:
                let start = index
                let word = self.word()
                if (word == "Hug" || word == "CompressionResistance"), peek() == ":" {
                    index += 1
                    guard let value = number() else { throw failure("expected a priority after '\(word):'") }
                    var priorities = constraint.contentPriorities ?? (.defaultLow, .defaultHigh)
                    if word == "Hug" { priorities.hugging = LayoutPriority(value) } else { priorities.resistance = LayoutPriority(value) }
                    constraint.contentPriorities = priorities
                } else {
                    index = start
                    throw failure("unexpected '\(String(characters[index...].prefix(20)))' after the equation")
                }
            }
        }
    }

    /// `(active)`, `(inactive)`, `(active, names: …)`, `(Names: …)`, `(LTR)`; after its `(`.
    private mutating func status(_ constraint: inout LoggedConstraint, leftToRight: inout Bool) throws(Failure) {
        try commaList(notClosed: "a '(' is not closed") { (parser: inout Self, next: Character) throws(Failure) -> ListStep in
            let word = parser.word()
            switch word.lowercased() {
            case "active": constraint.isActive = true
            case "inactive": constraint.isActive = false
            case "ltr": leftToRight = true
            case "rtl": break
            case "names":
                try parser.expect(":", "expected ':' after 'names'")
                try parser.namesClause()
                return .listClosed
            default:
                throw parser.failure(word.isEmpty ? "unexpected '\(next)' in the constraint's status"
                                                  : "unknown status '\(word)' (expected active, inactive or names)")
            }
            return .more
        }
    }

    /// `'|':UIView:0x…, imageView:UIImageView:0x… )`, up to and including the `)`.
    private mutating func namesClause() throws(Failure) {
        try commaList(notClosed: "the names clause is not closed with ')'") { (parser: inout Self, next: Character) throws(Failure) -> ListStep in
            let name: String
            if next == "'" {
                parser.index += 1
                let start = parser.index
                while let character = parser.peek(), character != "'" { parser.index += 1 }
                name = String(parser.characters[start..<parser.index])
                try parser.expect("'", "a quoted name is not closed")
            } else {
                name = parser.word(extra: ".$")
            }
            guard !name.isEmpty else { throw parser.failure("expected a name in the names clause") }
            try parser.expect(":", "expected ':' after '\(name)' in the names clause")
            parser.names[name] = try parser.item()
            return .more
        }
    }

    /// What reading one element of a comma list left: more to read, or the list's `)` read already.
    private enum ListStep {
        case more
        case listClosed
    }

    /// A comma-separated list after its `(`, up to and including its `)`: spaces and commas are
    /// skipped, and `element` reads each element from its first character (`next`).
    private mutating func commaList(notClosed message: String,
                                    _ element: (inout Self, _ next: Character) throws(Failure) -> ListStep) throws(Failure) {
        while true {
            skipSpaces()
            guard let next = peek() else { throw failure(message) }
            switch next {
            case ")":
                index += 1
                return
            case ",":
                index += 1
            default:
                if try element(&self, next) == .listClosed { return }
            }
        }
    }

    /// A bare name (`imageView`, `|`) replaced by the object the names clause gives it.
    private func resolve(_ item: LoggedItem, _ names: [String: LoggedItem]) -> LoggedItem {
        guard item.className.isEmpty, let named = names[item.address] else { return item }
        return named
    }

    // MARK: Equations

    private struct Body {
        var first: LoggedItem
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: LoggedItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double = 1
        var constant: Double = 0
        var leftToRight = false
        /// A view and the view `|` stood for in a visual format: its superview.
        var superviewHint: (child: LoggedItem, superview: LoggedItem)?
    }

    /// `A.attr == [k*]B.attr[ * k] [± c]`, `A.attr == c`, `A.attr == NSSpace(8)`.
    private mutating func equation() throws(Failure) -> Body {
        let (first, firstAttribute) = try attributedItem()
        skipSpaces()
        let relation = try self.relation()
        skipSpaces()
        var body = Body(first: first, firstAttribute: firstAttribute, relation: relation)
        var sign = 1.0
        if let signed = signCharacter() {
            sign = signed
            skipSpaces()
        }
        if let value = spaceFunction() ?? number() {
            skipSpaces()
            if peek() == "*" {
                index += 1
                skipSpaces()
                body.multiplier = sign * value
                (body.second, body.secondAttribute) = try attributedItem()
            } else {
                body.constant = sign * value
                return body
            }
        } else {
            (body.second, body.secondAttribute) = try attributedItem()
            body.multiplier = sign
            let mark = index
            skipSpaces()
            if peek() == "*" {
                index += 1
                skipSpaces()
                guard let factor = number() else { throw failure("expected a multiplier after '*'") }
                body.multiplier *= factor
            } else {
                index = mark
            }
        }
        let mark = index
        skipSpaces()
        if let constantSign = signCharacter() {
            skipSpaces()
            guard let value = spaceFunction() ?? number() else { throw failure("expected a constant after the sign") }
            body.constant = constantSign * value
        } else {
            index = mark
        }
        return body
    }

    /// `==`, `<=`, `>=` (and `=`, as pasting sometimes leaves it).
    private mutating func relation() throws(Failure) -> LayoutRelation {
        let pair = String(characters[index..<min(index + 2, characters.count)])
        if let relation = LayoutRelation(rawValue: pair) {
            index += 2
            return relation
        }
        if peek() == "=" {
            index += 1
            return .equal
        }
        throw failure("expected a relation (==, <= or >=)")
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the system spacing UIKit resolved, as a number.
    private mutating func spaceFunction() -> Double? {
        let start = index
        let word = self.word()
        guard word.hasSuffix("Space"), peek() == "(" else {
            index = start
            return nil
        }
        index += 1
        skipSpaces()
        guard let value = number() else {
            index = start
            return nil
        }
        skipSpaces()
        guard peek() == ")" else {
            index = start
            return nil
        }
        index += 1
        return value
    }

    /// An item and `.attribute`.
    private mutating func attributedItem() throws(Failure) -> (LoggedItem, LayoutAttribute) {
        let item = try self.item()
        try expect(".", "expected '.' and an attribute after '\(item.description)'")
        let name = word()
        guard let attribute = Self.attribute(named: name) else {
            throw failure(name.isEmpty ? "expected an attribute after '.'" : "unknown attribute '\(name)'", back: name.count,
                          kind: name.isEmpty ? .syntax : .unknownName)
        }
        return (item, attribute)
    }

    // MARK: Items

    /// `Class:0xADDRESS` with optional `'text'`, or a bare name (`imageView`, `|`).
    private mutating func item() throws(Failure) -> LoggedItem {
        if peek() == "|" {
            index += 1
            return LoggedItem(className: "", address: "|")
        }
        let start = index
        let name = word(extra: ".$")
        guard !name.isEmpty else { throw failure("expected a view such as UIView:0x7f8b4c40a2f0") }
        guard peek() == ":" else {
            // A bare name: drop any `.attribute` the word swallowed (`imageView.height`).
            if let dot = name.firstIndex(of: ".") {
                index = start + name.distance(from: name.startIndex, to: dot)
                return LoggedItem(className: "", address: String(name[..<dot]))
            }
            return LoggedItem(className: "", address: name)
        }
        index += 1
        let address: String
        if matches("<private>") {
            index += 9
            address = "<private>"
        } else {
            address = token(stoppingAt: " .'[]()>,")
        }
        guard !address.isEmpty else { throw failure("expected an address after '\(name):'") }
        var label: String?
        if peek() == "'" { label = quotedLabel() }
        return LoggedItem(className: name, address: address, label: label)
    }

    /// Text in quotes after an address: it may hold quotes itself (`'YOU'RE OK'`), so it ends at the
    /// first quote followed by what can follow an item: `.attribute`, `]`, `(`, `)`, `,`, a space or the end.
    private mutating func quotedLabel() -> String {
        index += 1
        let start = index
        var end = index
        while end < characters.count {
            if characters[end] == "'" {
                let after = end + 1 < characters.count ? characters[end + 1] : nil
                if after == nil || " ])(,>".contains(after!)
                    || (after == "." && end + 2 < characters.count && characters[end + 2].isLetter) {
                    index = end + 1
                    return String(characters[start..<end])
                }
            }
            end += 1
        }
        // No closing quote: the rest is the text (the entry was cut); reading stops at the end.
        index = characters.count
        return String(characters[start...])
    }

    /// A constraint identifier in quotes, ended by a quote and a space.
    private mutating func quotedIdentifier() throws(Failure) -> String {
        index += 1
        let start = index
        while index < characters.count {
            if characters[index] == "'", index + 1 < characters.count, characters[index + 1] == " " {
                let identifier = String(characters[start..<index])
                index += 1
                return identifier
            }
            index += 1
        }
        index = start
        throw failure("a quoted identifier is not closed")
    }

    // MARK: Visual format

    /// `H:|-(20)-[V]`, `V:[A]-(8)-[B]`, `H:[V]-(0)-|`, `V:[V(44)]`, `H:[V(>=100)]`: one constraint.
    private mutating func visualFormat() throws(Failure) -> Body {
        let isHorizontal = characters[index] == "H"
        index += 2
        let (start, end) = isHorizontal ? (LayoutAttribute.leading, LayoutAttribute.trailing) : (.top, .bottom)
        let size: LayoutAttribute = isHorizontal ? .width : .height
        var ends: [LoggedItem] = []
        var sizeTerm: (relation: LayoutRelation, value: Double)?
        var spacing: (relation: LayoutRelation, value: Double)?
        var isFirstBar = false
        while ends.count < 2 {
            guard let next = peek() else { break }
            if next == "|" {
                index += 1
                if ends.isEmpty { isFirstBar = true }
                ends.append(LoggedItem(className: "", address: "|"))
            } else if next == "[" {
                index += 1
                let item = try self.item()
                ends.append(item)
                if peek() == "(" {
                    index += 1
                    sizeTerm = try predicate()
                    try expect(")", "expected ')' after the size")
                }
                try expect("]", "expected ']' after '\(item.description)'")
            } else if next == "-" {
                index += 1
                if peek() == "(" {
                    index += 1
                    spacing = try predicate()
                    try expect(")", "expected ')' after the spacing")
                    try expect("-", "expected '-' after the spacing")
                } else if let value = number() {
                    spacing = (.equal, value)
                    try expect("-", "expected '-' after the spacing")
                } else {
                    spacing = (.equal, 8)
                }
            } else {
                break
            }
            if ends.count == 1, sizeTerm != nil { break }
        }
        guard let head = ends.first else { throw failure("expected '|' or '[' in the visual format") }
        if ends.count == 1 {
            guard let sizeTerm, head.address != "|" else { throw failure("expected a second view or '|' in the visual format") }
            var body = Body(first: head, firstAttribute: size, relation: sizeTerm.relation)
            body.constant = sizeTerm.value
            return body
        }
        let gap = spacing ?? (.equal, 0)
        let tailItem = ends[1]
        var body: Body
        if isFirstBar {
            // `|-(c)-[V]`: V.leading == |.leading + c.
            body = Body(first: tailItem, firstAttribute: start, relation: gap.relation, second: head, secondAttribute: start)
        } else if tailItem.address == "|" && tailItem.className.isEmpty {
            // `[V]-(c)-|`: |.trailing == V.trailing + c.
            body = Body(first: tailItem, firstAttribute: end, relation: gap.relation, second: head, secondAttribute: end)
        } else {
            // `[A]-(c)-[B]`: B.leading == A.trailing + c.
            body = Body(first: tailItem, firstAttribute: start, relation: gap.relation, second: head, secondAttribute: end)
        }
        body.constant = gap.value
        if isFirstBar {
            body.superviewHint = (tailItem, head)
        } else if tailItem.address == "|" && tailItem.className.isEmpty {
            body.superviewHint = (head, tailItem)
        }
        skipSpaces()
        return body
    }

    /// `20`, `>=20`, `<=200`, `==44`, `NSSpace(8)`, `-8`, with an optional `@750` that is dropped.
    private mutating func predicate() throws(Failure) -> (relation: LayoutRelation, value: Double) {
        var relation = LayoutRelation.equal
        if peek(isOneOf: "<>="), peek(at: 1) == "=" {
            relation = LayoutRelation(rawValue: String(characters[index..<index + 2])) ?? .equal
            index += 2
        }
        guard let value = spaceFunction() ?? number() else { throw failure("expected a number") }
        if peek() == "@" {
            index += 1
            _ = number()
        }
        return (relation, value)
    }

    // MARK: Attributes

    /// UIKit's and AppKit's attribute names: Plumb's, `baseline`, and the frame names of
    /// autoresizing constraints (`minX`, `midY`, `maxX`).
    static func attribute(named name: String) -> LayoutAttribute? {
        if let attribute = LayoutAttribute(rawValue: name) { return attribute }
        switch name {
        case "baseline": return .lastBaseline
        case "minX": return .left
        case "maxX": return .right
        case "midX": return .centerX
        case "minY": return .top
        case "maxY": return .bottom
        case "midY": return .centerY
        default: return nil
        }
    }

    /// `leading` as `left` and `trailing` as `right`, for constraints printed `(LTR)`.
    static func absolute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading: return .left
        case .trailing: return .right
        default: return attribute
        }
    }

    // MARK: Scanning

    private func peek(at offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func peek(isOneOf set: String) -> Bool {
        peek().map { set.contains($0) } ?? false
    }

    private func matches(_ text: String) -> Bool {
        var offset = 0
        for character in text {
            guard peek(at: offset) == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func skipSpaces() {
        while let next = peek(), next == " " || next == "\t" { index += 1 }
    }

    /// Letters, digits, `_`, and the characters in `extra`.
    private mutating func word(extra: String = "") -> String {
        let start = index
        while let next = peek(), next == "_" || (next.isASCII && (next.isLetter || next.isNumber)) || extra.contains(next) {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// Everything up to a character of `stops` or the end.
    private mutating func token(stoppingAt stops: String) -> String {
        let start = index
        while let next = peek(), !stops.contains(next) { index += 1 }
        return String(characters[start..<index])
    }

    /// `+` or `-` as a sign.
    private mutating func signCharacter() -> Double? {
        guard let next = peek(), next == "+" || next == "-" else { return nil }
        // A sign directly before a digit belongs to the number (`-16`), read by `number()`.
        index += 1
        return next == "-" ? -1 : 1
    }

    /// A decimal number, with an optional sign and exponent (`-16`, `0.5`, `1e-05`).
    private mutating func number() -> Double? {
        let start = index
        if peek(isOneOf: "+-") { index += 1 }
        var digits = 0
        while let next = peek(), next.isASCII, next.isNumber || next == "." {
            index += 1
            digits += 1
        }
        if digits > 0, peek(isOneOf: "eE"), let after = peek(at: 1), after.isNumber || after == "-" || after == "+" {
            index += 2
            while let next = peek(), next.isASCII, next.isNumber { index += 1 }
        }
        guard digits > 0, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    private mutating func expect(_ character: Character, _ message: String) throws(Failure) {
        guard peek() == character else { throw failure(message) }
        index += 1
    }

    private func failure(_ message: String, back: Int = 0, kind: DiagnosticKind = .syntax) -> Failure {
        Failure(message: message, offset: max(0, index - back), kind: kind)
    }
}
