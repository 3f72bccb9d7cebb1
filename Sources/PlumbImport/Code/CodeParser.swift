/// Reads a Swift or Objective-C listing into its methods and their statements.
///
/// It is a recursive-descent parser of the subset layout code is written in: declarations
/// (`let a = …`, `UIView *a = …;`), assignments, calls, messages (`[a b:c]`), member chains, array
/// and dictionary literals, and arithmetic. Everything else (types, control flow, closures) is
/// skipped by its brackets, so reading goes on after what it does not understand; it never fails.
/// A statement inside `for`, `while` or `repeat` is marked as in a loop.
struct CodeParser {
    private let tokens: [CodeToken]
    private var index = 0
    private var methods: [CodeMethod] = []
    /// The open braces: each a method body (its index in `methods`), a loop body or another block.
    private var blocks: [Block] = []
    /// How deep the expression being read nests, bounded so that `((((…` cannot exhaust the stack.
    private var depth = 0

    private enum Block { case method(Int), loop, other }

    /// The deepest nesting of brackets read; anything deeper is skipped whole.
    static let maximumDepth = 32
    /// The most operands of one operator chain, and links of one member chain, kept apart; longer
    /// chains read as opaque, so that the tree stays shallow.
    static let maximumOperands = 64

    /// A parser of `tokens`; `depth` is how deeply nested they are already (a closure's body).
    init(tokens: [CodeToken], depth: Int = 0) {
        self.tokens = tokens
        self.depth = depth
        methods = [CodeMethod(name: "", place: CodePlace(line: 1, column: 1), statements: [])]
    }

    /// The listing's methods, the statements outside any method first (as an unnamed one).
    static func parse(_ text: String) -> [CodeMethod] {
        var parser = CodeParser(tokens: CodeLexer.tokens(of: text))
        return parser.run()
    }

    private mutating func run() -> [CodeMethod] {
        while index < tokens.count {
            let start = index
            statement()
            if index == start { index += 1 }
        }
        return methods
    }

    // MARK: Tokens

    private var current: CodeToken? { index < tokens.count ? tokens[index] : nil }
    private func token(_ ahead: Int) -> CodeToken? {
        index + ahead >= 0 && index + ahead < tokens.count ? tokens[index + ahead] : nil
    }
    private func place(of token: CodeToken?) -> CodePlace {
        guard let token = token ?? tokens.last else { return CodePlace(line: 1, column: 1) }
        return CodePlace(line: token.line, column: token.column)
    }
    private func sees(_ symbol: String) -> Bool { current?.isSymbol(symbol) == true }
    /// Whether the current token continues the line of the token before it.
    private var onSameLine: Bool { current.map { !$0.startsLine } ?? false }

    private mutating func consume(_ symbol: String) -> Bool {
        guard sees(symbol) else { return false }
        index += 1
        return true
    }

    private var currentMethod: Int {
        for block in blocks.reversed() { if case .method(let m) = block { return m } }
        return 0
    }

    private var inLoop: Bool { blocks.contains { if case .loop = $0 { return true } else { return false } } }

    private mutating func append(_ statement: CodeStatement) {
        methods[currentMethod].statements.append((statement, inLoop))
    }

    // MARK: Statements

    private static let skippedWords: Set<String> = [
        "override", "private", "public", "internal", "fileprivate", "open", "final", "static", "lazy", "weak",
        "unowned", "mutating", "required", "convenience", "dynamic", "IBOutlet", "IBAction", "nonatomic", "strong",
        "try", "await",
    ]
    private static let blockWords: Set<String> = [
        "class", "struct", "extension", "enum", "protocol", "if", "guard", "switch", "else", "do", "catch", "defer",
        "get", "set", "willSet", "didSet", "case", "default",
    ]
    private static let loopWords: Set<String> = ["for", "while", "repeat"]

    static let swiftAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction",
                                                "discardableResult", "MainActor", "available", "inlinable", "nonobjc"]

    private mutating func statement() {
        guard let token = current else { return }
        switch token.kind {
        case .directive:
            index += 1
            return
        case .symbol:
            if token.text == "{" { index += 1; blocks.append(.other); return }
            if token.text == "}" { index += 1; _ = blocks.popLast(); return }
            if token.text == "-" || token.text == "+", token.startsLine, self.token(1)?.isSymbol("(") == true {
                objectiveCMethod()
                return
            }
            if token.text == "@", let next = self.token(1), next.kind == .identifier, next.text != "selector" {
                // `@interface`, `@property`, `@end`, `@objc`: declarations, not layout.
                index += 2
                // Swift's attributes (`@objc`, `@IBAction`, `@objc(tap:)`) lead the declaration that follows.
                if Self.swiftAttributes.contains(next.text) {
                    if sees("("), !(current?.startsLine ?? true) { skipBalanced("(", ")") }
                    return
                }
                while let c = current, !c.startsLine, !c.isSymbol("{") { index += 1 }
                return
            }
            if token.text == ";" || token.text == "," || token.text == ")" || token.text == "]" { index += 1; return }
        case .identifier:
            let word = token.text
            if Self.skippedWords.contains(word) { index += 1; return }
            if word == "import" { skipLine(); return }
            if word == "func" || ((word == "init" || word == "deinit") && token.startsLine) {
                let name = word == "func" ? (self.token(1)?.text ?? "") : word
                index += 1
                let method = newMethod(name, at: token)
                methods[method].parameters = swiftParameters()
                openBlock(.method(method))
                return
            }
            if Self.blockWords.contains(word) { index += 1; openBlock(.other); return }
            if Self.loopWords.contains(word) { index += 1; openBlock(.loop); return }
            if word == "let" || word == "var" { declaration(); return }
            if word == "return" {
                index += 1
                let value = onSameLine && !sees("}") && !sees(";") ? expression() : nil
                append(.returning(value, place: place(of: token)))
                return
            }
        case .number, .string:
            break
        }
        expressionStatement()
    }

    private mutating func newMethod(_ name: String, at token: CodeToken) -> Int {
        methods.append(CodeMethod(name: name, place: place(of: token), statements: []))
        return methods.count - 1
    }

    /// Skips to the block's `{` (past balanced brackets) and opens it as `block`; a `;` or the end
    /// before any `{` opens nothing (a declaration, or a braceless `if`).
    private mutating func openBlock(_ block: Block) {
        while let token = current {
            if token.isSymbol("{") { index += 1; blocks.append(block); return }
            if token.isSymbol(";") || token.isSymbol("}") { return }
            if token.isSymbol("(") { skipBalanced("(", ")"); continue }
            if token.isSymbol("[") { skipBalanced("[", "]"); continue }
            index += 1
        }
    }

    /// `- (NSArray *)constraintsForView:(UIView *)view {`: the method is named by its first selector part.
    private mutating func objectiveCMethod() {
        let start = current
        index += 1
        skipBalanced("(", ")")
        let name = current?.kind == .identifier ? current?.text ?? "" : ""
        var parameters: [String] = []
        while let token = current, !token.isSymbol("{"), !token.isSymbol(";") {
            if token.isSymbol(":") {
                index += 1
                if sees("(") { skipBalanced("(", ")") }
                if let parameter = current, parameter.kind == .identifier { parameters.append(parameter.text); index += 1 }
            } else if token.isSymbol("(") {
                skipBalanced("(", ")")
            } else {
                index += 1
            }
        }
        if consume("{"), let start {
            let method = newMethod(name, at: start)
            methods[method].parameters = parameters
            blocks.append(.method(method))
        }
    }

    /// The names a Swift function's body gives its parameters: `b` of `(_ a: Int, to b: UIView)`.
    /// Reads from the name up to the parameter list's `)`, leaving the rest to ``openBlock(_:)``.
    private mutating func swiftParameters() -> [String] {
        while let token = current, !token.isSymbol("("), !token.isSymbol("{"), !token.isSymbol(";") { index += 1 }
        guard consume("(") else { return [] }
        var parameters: [String] = []
        var level = 1
        while let token = current, level > 0 {
            if token.isSymbol("(") || token.isSymbol("[") { level += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { level -= 1 }
            if level == 1, token.isSymbol(":"), let previous = self.token(-1), previous.kind == .identifier {
                parameters.append(previous.text)
            }
            index += 1
        }
        return parameters
    }

    private mutating func skipLine() {
        index += 1
        while let token = current, !token.startsLine { index += 1 }
    }

    /// `let name = value`, `var name: Type = value`, or `var name: Type` (nothing to read).
    private mutating func declaration() {
        let keyword = current
        index += 1
        guard let nameToken = current, nameToken.kind == .identifier else { return }
        index += 1
        var typeName: String?
        if consume(":") {
            // The type: names, dots, `!`, `?`, and brackets (`[NSLayoutConstraint]`), up to `=` or the line's end.
            var type = ""
            while let token = current, !token.isSymbol("="), !token.isSymbol(";"), !token.startsLine || type.isEmpty {
                if token.isSymbol("{") || token.isSymbol("}") { break }
                type += token.text
                index += 1
            }
            typeName = type
        }
        guard consume("=") else { return }
        guard let value = expression() else { return }
        append(.assignment(target: .name(nameToken.text, place(of: nameToken)), value: value, declaredType: typeName,
                           place: place(of: keyword)))
    }

    private mutating func expressionStatement() {
        let start = current
        guard var target = expression() else { return }
        var declaredType: String?
        // Objective-C: `UIView *box = …` reads as a product; `CGFloat pad = 20` as two names.
        if case .binary("*", .name(let type, _), let variable, _) = target, case .name = variable, sees("=") {
            target = variable
            declaredType = type
        } else if case .name(let type, _) = target, let next = current, next.kind == .identifier, !next.startsLine,
                  token(1)?.isSymbol("=") == true {
            index += 1
            target = .name(next.text, place(of: next))
            declaredType = type
        }
        if consume("=") {
            guard let value = expression() else { return }
            append(.assignment(target: target, value: value, declaredType: declaredType, place: place(of: start)))
        } else if let op = current, op.kind == .symbol, ["+=", "-=", "*=", "/="].contains(op.text) {
            index += 1
            guard let value = expression() else { return }
            append(.compoundAssignment(target: target, op: op.text, value: value, place: place(of: start)))
        } else {
            append(.expression(target, place: place(of: start)))
        }
    }

    // MARK: Expressions

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 1, "??": 1, "|": 2, "&": 2, "==": 3, "!=": 3, ">=": 3, "<=": 3, "<": 3, ">": 3,
        "+": 4, "-": 4, "*": 5, "/": 5,
    ]

    private mutating func expression(_ minimum: Int = 0) -> CodeExpression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return skipDeep() }
        guard var left = prefixExpression() else { return nil }
        var operands = 1
        while let token = current, token.kind == .symbol || token.isIdentifier("as") {
            if token.isIdentifier("as") {
                // A cast keeps its value: `x as! UIView`, `[a, b] as [Any]`.
                index += 1
                _ = consume("!") || consume("?")
                if sees("[") { skipBalanced("[", "]") } else { index += current?.kind == .identifier ? 1 : 0 }
                continue
            }
            guard let rank = Self.precedence[token.text], rank > minimum, !token.startsLine else { break }
            index += 1
            guard let right = expression(rank) else { return left }
            operands += 1
            // A sum of thousands of terms is no layout; it is kept shallow so that reading it cannot exhaust the stack.
            left = operands > Self.maximumOperands ? .opaque(left.place) : .binary(token.text, left, right, place(of: token))
        }
        return left
    }

    /// Skips one token of an expression nested too deep, standing for it with an opaque value.
    private mutating func skipDeep() -> CodeExpression? {
        let here = place(of: current)
        if current != nil { index += 1 }
        return .opaque(here)
    }

    private mutating func prefixExpression() -> CodeExpression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return skipDeep() }
        guard let token = current else { return nil }
        if token.kind == .symbol, ["-", "!", "&", "*", "~"].contains(token.text) {
            index += 1
            guard let operand = prefixExpression() else { return nil }
            return .prefix(token.text, operand, place(of: token))
        }
        guard let primary = primaryExpression() else { return nil }
        return postfix(primary)
    }

    private mutating func postfix(_ base: CodeExpression) -> CodeExpression {
        var expression = base
        var links = 0
        while let token = current {
            links += 1
            if links > Self.maximumOperands { expression = .opaque(expression.place) }
            if token.isSymbol("."), let next = self.token(1), next.kind == .identifier {
                index += 2
                // A chain is placed where it starts: `box.leadingAnchor.constraint(…)` at `box`.
                expression = .member(expression, next.text, expression.place)
            } else if token.isSymbol("("), !token.startsLine {
                expression = .call(expression, arguments(), expression.place)
            } else if token.isSymbol("["), !token.startsLine {
                index += 1
                let key = self.expression()
                skipTo("]")
                expression = .call(.member(expression, "subscript", place(of: token)), [CodeArgument(value: key)],
                                   expression.place)
            } else if (token.isSymbol("!") || token.isSymbol("?")), !token.startsLine {
                index += 1
            } else if token.isSymbol("{"), !token.startsLine, isCallable(expression) {
                // A trailing closure: read like any closure (run only by the calls that run it, `UIView.animate`).
                // It is the call's last argument: `animate(withDuration: 0.25) { … }` is one call.
                let closure = CodeArgument(value: primaryExpression() ?? .opaque(place(of: token)))
                if case .call(let callee, let arguments, let place) = expression {
                    expression = .call(callee, arguments + [closure], place)
                } else {
                    expression = .call(expression, [closure], expression.place)
                }
            } else {
                break
            }
        }
        return expression
    }

    private func isCallable(_ expression: CodeExpression) -> Bool {
        switch expression {
        case .call, .member: return true
        default: return false
        }
    }

    private mutating func primaryExpression() -> CodeExpression? {
        guard let token = current else { return nil }
        let here = place(of: token)
        switch token.kind {
        case .identifier:
            index += 1
            return .name(token.text, here)
        case .number:
            index += 1
            return .number(token.number, here)
        case .string:
            index += 1
            var text = token.text
            // Objective-C joins adjacent literals: `@"H:|-[a]" @"-|"`.
            while let next = current, next.kind == .string { text += next.text; index += 1 }
            return .string(text, here)
        case .directive:
            return nil
        case .symbol:
            break
        }
        switch token.text {
        case ".":
            guard let next = self.token(1), next.kind == .identifier else { return nil }
            index += 2
            return .member(nil, next.text, place(of: next))
        case "(":
            return parenthesized()
        case "[":
            return bracketed()
        case "{":
            // A closure: its statements are read, and run when it is called in place
            // (`let label: UILabel = { … return label }()`).
            let start = index + 1
            skipBalanced("{", "}")
            guard depth < Self.maximumDepth else { return .opaque(here) }
            let end = max(start, tokens[index - 1].isSymbol("}") ? index - 1 : index)
            var body = CodeParser(tokens: Array(tokens[start..<end]), depth: depth + 1)
            return .closure(body.run().flatMap { $0.statements.map(\.statement) }, here)
        case "^":
            index += 1
            if sees("(") { skipBalanced("(", ")") }
            // A block's statements are read like a closure's (`animations:^{ … }` runs them).
            if sees("{") { return primaryExpression() ?? .opaque(here) }
            return .opaque(here)
        case "#":
            // `#selector(…)`, `#colorLiteral(…)`: the name after the signs stands for the expression.
            while sees("#") { index += 1 }
            return current?.kind == .identifier ? primaryExpression() : nil
        case "@":
            index += 1
            if sees("[") {
                index += 1
                return .array(list(until: "]"), here)
            }
            if sees("{") {
                index += 1
                return .dictionary(pairs(until: "}"), here)
            }
            if sees("(") {
                index += 1
                let inner = expression()
                skipTo(")")
                return inner
            }
            if current?.kind == .number || current?.kind == .identifier { return primaryExpression() }
            return nil
        default:
            return nil
        }
    }

    /// `(expr)`, a tuple (its first element stands for it), or an Objective-C cast `(UIView *)x`, `(CGFloat)20`.
    private mutating func parenthesized() -> CodeExpression? {
        let open = current
        if let type = token(1), type.kind == .identifier {
            let pointer = token(2)?.isSymbol("*") == true && token(3)?.isSymbol(")") == true
            let plain = token(2)?.isSymbol(")") == true && type.text.first?.isUppercase == true
                && token(3).map { !$0.startsLine && ($0.kind != .symbol || ["[", "(", "@", "-"].contains($0.text)) } == true
            if pointer || plain {
                index += pointer ? 4 : 3
                return prefixExpression() ?? .opaque(place(of: open))
            }
        }
        index += 1
        if consume(")") { return .opaque(place(of: open)) }
        let inner = expression()
        skipTo(")")
        return inner ?? .opaque(place(of: open))
    }

    /// A Swift array or dictionary literal, or an Objective-C message.
    private mutating func bracketed() -> CodeExpression? {
        let here = place(of: current)
        index += 1
        if consume("]") { return .array([], here) }
        if sees(":"), token(1)?.isSymbol("]") == true { index += 2; return .dictionary([], here) }
        guard let first = expression() else { skipTo("]"); return .opaque(here) }
        if let next = current, next.kind == .identifier {
            return message(to: first, at: here)
        }
        if consume(":") {
            let value = expression() ?? .opaque(here)
            var items = [(key: first, value: value)]
            if consume(",") { items += pairs(until: "]") } else { skipTo("]") }
            return .dictionary(items, here)
        }
        var items = [first]
        if consume(",") { items += list(until: "]") } else { skipTo("]") }
        return .array(items, here)
    }

    /// `[receiver part:value part:value]` after the receiver; the parts up to and including `]`.
    private mutating func message(to receiver: CodeExpression, at here: CodePlace) -> CodeExpression {
        var parts: [CodeArgument] = []
        while let token = current, !token.isSymbol("]") {
            if token.kind == .identifier, self.token(1)?.isSymbol(":") == true {
                index += 2
                parts.append(CodeArgument(label: token.text, value: expression() ?? .opaque(place(of: token))))
            } else if token.kind == .identifier, parts.isEmpty {
                index += 1
                parts.append(CodeArgument(label: token.text, value: nil))
            } else if token.isSymbol(","), let last = parts.last {
                // Variadic arguments (`arrayWithObjects:a, b, nil`) join the last part as an array.
                index += 1
                let more = expression() ?? .opaque(place(of: token))
                let values: [CodeExpression]
                if case .array(let items, _)? = last.value { values = items } else { values = last.value.map { [$0] } ?? [] }
                parts[parts.count - 1].value = .array(values + [more], here)
            } else if token.isSymbol(")") || token.isSymbol("}") || token.isSymbol(";") {
                break
            } else {
                if token.isSymbol("[") { skipBalanced("[", "]") } else if token.isSymbol("(") { skipBalanced("(", ")") } else { index += 1 }
            }
        }
        _ = consume("]")
        return .message(receiver, parts, here)
    }

    /// Comma-separated expressions up to and including `close`.
    private mutating func list(until close: String) -> [CodeExpression] {
        var items: [CodeExpression] = []
        while let token = current, !token.isSymbol(close) {
            if token.isSymbol(",") { index += 1; continue }
            if token.isSymbol(";") || token.isSymbol("}") && close != "}" { return items }
            let start = index
            if let item = expression() { items.append(item) }
            if index == start { index += 1 }
        }
        _ = consume(close)
        return items
    }

    /// `key: value` pairs up to and including `close`.
    private mutating func pairs(until close: String) -> [(key: CodeExpression, value: CodeExpression)] {
        var items: [(key: CodeExpression, value: CodeExpression)] = []
        while let token = current, !token.isSymbol(close) {
            if token.isSymbol(",") { index += 1; continue }
            if token.isSymbol(";") { return items }
            let start = index
            if let key = expression() {
                if consume(":"), let value = expression() { items.append((key, value)) }
            }
            if index == start { index += 1 }
        }
        _ = consume(close)
        return items
    }

    /// `(label: value, value, …)` up to and including `)`.
    private mutating func arguments() -> [CodeArgument] {
        index += 1
        var arguments: [CodeArgument] = []
        while let token = current, !token.isSymbol(")") {
            if token.isSymbol(",") { index += 1; continue }
            if token.isSymbol(";") || token.isSymbol("}") { return arguments }
            var label: String?
            if token.kind == .identifier, self.token(1)?.isSymbol(":") == true {
                label = token.text
                index += 2
            }
            let start = index
            let value = expression()
            arguments.append(CodeArgument(label: label, value: value))
            if index == start, value == nil { index += 1 }
        }
        _ = consume(")")
        return arguments
    }

    /// Skips from an opening bracket to just past its match (or the end).
    private mutating func skipBalanced(_ open: String, _ close: String) {
        var level = 0
        while let token = current {
            index += 1
            if token.isSymbol(open) { level += 1 } else if token.isSymbol(close) { level -= 1; if level <= 0 { return } }
        }
    }

    /// Skips to just past `close`, stepping over nested brackets.
    private mutating func skipTo(_ close: String) {
        while let token = current {
            if token.isSymbol(close) { index += 1; return }
            if token.isSymbol("(") { skipBalanced("(", ")"); continue }
            if token.isSymbol("[") { skipBalanced("[", "]"); continue }
            if token.isSymbol("{") { skipBalanced("{", "}"); continue }
            if token.isSymbol(";") || token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") { return }
            index += 1
        }
    }
}
