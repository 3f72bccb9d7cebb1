/// Reads anchor-style lines as people paste them from Swift code into the same constraints the
/// equation syntax makes.
///
/// ```
/// myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20)
/// box.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: -4).isActive = true
/// box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
/// b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
/// myView.leadingAnchor.constraintEqualToAnchor(margins.leadingAnchor, constant: 20)   // Swift 2
/// ```
///
/// `self.` is dropped, `!` and `?` after a name are ignored, and the guides take their equation
/// names: `safeAreaLayoutGuide` → `safeArea`, `layoutMarginsGuide` → `margins`, `readableContentGuide`
/// → `readable`, `contentLayoutGuide` → `content`, `frameLayoutGuide` → `frame`. A view controller's
/// `view.safeAreaLayoutGuide` is the root's guide, `safeArea`, and a bare `view` is the root view. A leading `let name =` and a trailing
/// `.isActive = true` (Swift 2: `.active = true`), `,` or `;` are allowed. Numbers may be replaced by
/// metric names.
public enum AnchorLine {
    /// Reads one anchor-style line.
    /// - Throws: ``ConstraintTextError`` at the character at fault.
    public static func parse(_ text: String, metrics: [String: Double] = [:],
                             location: SourceLocation? = nil) throws(ConstraintTextError) -> ConstraintSpec {
        var reader = AnchorReader(scanner: TextScanner(text, location: location), metrics: metrics)
        return try reader.read()
    }

    /// Whether `text` looks like an anchor-style line rather than an equation or a format string.
    public static func looksLikeAnchorLine(_ text: String) -> Bool {
        // Every constraint of a scene is asked: a search over the bytes first, since String's `contains`
        // (which compares characters) took nearly a third of loading a 10 000-view form. Only a byte match
        // is confirmed by character, so a combining mark after the pattern still does not count.
        guard containsAnchorCall(text.utf8) else { return false }
        return text.contains("Anchor.constraint") || text.contains("Anchor!.constraint") || text.contains("Anchor?.constraint")
    }

    /// Whether the bytes hold `Anchor.constraint`, `Anchor!.constraint` or `Anchor?.constraint`.
    private static func containsAnchorCall(_ bytes: String.UTF8View) -> Bool {
        let anchor = Array("Anchor".utf8), call = Array(".constraint".utf8)
        var rest = bytes[...]
        while let start = rest.firstIndex(of: anchor[0]) {
            var after = rest[start...]
            guard after.starts(with: anchor) else {
                rest = rest[bytes.index(after: start)...]
                continue
            }
            after = after.dropFirst(anchor.count)
            if let mark = after.first, mark == UInt8(ascii: "!") || mark == UInt8(ascii: "?") { after = after.dropFirst() }
            if after.starts(with: call) { return true }
            rest = rest[bytes.index(after: start)...]
        }
        return false
    }

    static let guideNames = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readable",
        "contentLayoutGuide": "content", "frameLayoutGuide": "frame",
    ]
}

private struct AnchorReader {
    var scanner: TextScanner
    let metrics: [String: Double]

    /// A dotted chain as written, with the offset of each name.
    private struct Chain {
        var names: [(name: String, offset: Int)] = []
    }

    /// One argument: `constant: 20` or the unlabeled anchor of the Swift 2 methods.
    private struct Argument {
        enum Value {
            case anchor(AttributeReference)
            case number(Double)
        }
        var label: String?
        var value: Value
        /// Where the argument begins (its label, if it has one).
        var offset: Int
        var valueOffset: Int
    }

    private enum Kind { case anchor, constant, systemSpacing }

    private static let swift2Methods: [String: (LayoutRelation, Kind)] = [
        "constraintEqualToAnchor": (.equal, .anchor),
        "constraintGreaterThanOrEqualToAnchor": (.greaterThanOrEqual, .anchor),
        "constraintLessThanOrEqualToAnchor": (.lessThanOrEqual, .anchor),
        "constraintEqualToConstant": (.equal, .constant),
        "constraintGreaterThanOrEqualToConstant": (.greaterThanOrEqual, .constant),
        "constraintLessThanOrEqualToConstant": (.lessThanOrEqual, .constant),
    ]

    private static let firstLabels: [String: (LayoutRelation, Kind)] = {
        var labels: [String: (LayoutRelation, Kind)] = [:]
        for (word, relation) in [("equalTo", LayoutRelation.equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                 ("lessThanOrEqualTo", .lessThanOrEqual)] {
            labels[word] = (relation, .anchor)
            labels[word + "Constant"] = (relation, .constant)
            labels[word + "SystemSpacingAfter"] = (relation, .systemSpacing)
            labels[word + "SystemSpacingBelow"] = (relation, .systemSpacing)
        }
        return labels
    }()

    mutating func read() throws(ConstraintTextError) -> ConstraintSpec {
        scanner.skipSpaces()
        skipDeclaration()
        let chainStart = scanner.position
        let chain = try readChain()
        guard scanner.current == "(", chain.names.count >= 2 else {
            throw scanner.error("expected an anchor line such as 'a.leadingAnchor.constraint(equalTo: b.leadingAnchor)'",
                                at: chain.names.count >= 2 ? scanner.position : chainStart)
        }
        var names = chain.names
        let method = names.removeLast()
        let first = try anchor(from: names)
        scanner.advance()
        let arguments = try readArguments()
        try readEnding()

        let relation: LayoutRelation, kind: Kind
        var rest = arguments
        if method.name == "constraint" {
            guard let head = rest.first, let label = head.label, let found = Self.firstLabels[label] else {
                let offset = rest.first?.offset ?? scanner.position
                let label = rest.first?.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw scanner.error("constraint(...) takes equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: or their "
                                    + "ToConstant / ToSystemSpacingAfter / ToSystemSpacingBelow forms first; found \(label)",
                                    at: offset, kind: .unknownName,
                                    suggestion: Suggestions.nearest(to: rest.first?.label ?? "", in: Self.firstLabels.keys.sorted()))
            }
            (relation, kind) = found
        } else if let found = Self.swift2Methods[method.name] {
            guard let head = rest.first, head.label == nil else {
                throw scanner.error("\(method.name) takes its first argument without a label", at: rest.first?.offset ?? scanner.position)
            }
            (relation, kind) = found
        } else {
            throw scanner.error("unknown anchor method '\(method.name)'", at: method.offset, kind: .unknownName,
                                suggestion: Suggestions.nearest(to: method.name, in: ["constraint"] + Self.swift2Methods.keys.sorted()))
        }
        let head = rest.removeFirst()
        var spec = ConstraintSpec(first: first, relation: relation,
                                  origin: ConstraintOrigin(text: scanner.text, syntax: .anchor, location: scanner.location))
        switch (kind, head.value) {
        case (.constant, .number(let value)):
            if let problem = ConstraintRules.constantOnlyProblem(first.attribute) { throw scanner.error(problem, at: chainStart, kind: .notApplicable) }
            if let problem = ConstraintRules.constantProblem(value) { throw scanner.error(problem, at: head.valueOffset) }
            spec.constant = value
        case (.anchor, .anchor(let second)), (.systemSpacing, .anchor(let second)):
            if let problem = ConstraintRules.pairingProblem(first.attribute, second.attribute) {
                throw scanner.error(problem, at: head.valueOffset)
            }
            spec.second = second
        case (.constant, .anchor):
            throw scanner.error("expected a constant here, found an anchor", at: head.valueOffset)
        case (_, .number):
            throw scanner.error("expected an anchor here, such as 'other.leadingAnchor'", at: head.valueOffset)
        }
        var multiplier = 1.0
        for argument in rest {
            guard case .number(let value) = argument.value else {
                throw scanner.error("only the first argument may be an anchor", at: argument.valueOffset)
            }
            switch argument.label {
            case "constant" where kind == .anchor:
                if let problem = ConstraintRules.constantProblem(value) { throw scanner.error(problem, at: argument.valueOffset) }
                spec.constant = value
            case "multiplier" where kind != .constant:
                if let problem = ConstraintRules.multiplierProblem(value) { throw scanner.error(problem, at: argument.valueOffset) }
                multiplier = value
            default:
                let allowed = kind == .anchor ? "constant: and multiplier:" : kind == .systemSpacing ? "multiplier:" : "no other arguments"
                throw scanner.error("unexpected argument '\(argument.label ?? "")'; this method takes \(allowed)",
                                    at: argument.offset)
            }
        }
        if kind == .systemSpacing {
            // `multiplier` scales the system spacing here, not the second item.
            spec.constant = multiplier * LayoutConstants.standardSpacing
            if let problem = ConstraintRules.constantProblem(spec.constant) { throw scanner.error(problem, at: chainStart) }
            spec.usesStandardSpacing = true
        } else {
            spec.multiplier = multiplier
        }
        if spec.second != nil, spec.multiplier == 0 {
            throw scanner.error("a multiplier of 0 cancels the second item; use a ToConstant method instead", at: chainStart)
        }
        return spec
    }

    /// Skips `let name =` or `var name =`.
    private mutating func skipDeclaration() {
        var probe = scanner
        guard let word = probe.scanIdentifier(), word == "let" || word == "var" else { return }
        probe.skipSpaces()
        guard probe.scanIdentifier() != nil else { return }
        probe.skipSpaces()
        guard probe.consume("="), !probe.sees("=") else { return }
        probe.skipSpaces()
        scanner = probe
    }

    /// `self.box!.leadingAnchor.constraint`, stopping before `(` or `,` or `)`.
    private mutating func readChain() throws(ConstraintTextError) -> Chain {
        var chain = Chain()
        while true {
            scanner.skipSpaces()
            let offset = scanner.position
            guard let name = scanner.scanIdentifier() else {
                throw scanner.error("expected a name, found \(scanner.foundDescription)")
            }
            chain.names.append((name, offset))
            while scanner.current == "!" || scanner.current == "?" { scanner.advance() }
            guard scanner.current == "." else { break }
            scanner.advance()
        }
        scanner.skipSpaces()
        return chain
    }

    /// The item and attribute of `path.xAnchor`, with `self.` dropped and guides renamed.
    private func anchor(from names: [(name: String, offset: Int)]) throws(ConstraintTextError) -> AttributeReference {
        guard let last = names.last else { throw scanner.error("expected an anchor") }
        let anchors = LayoutAttribute.allCases.filter { !$0.isMargin }.map { $0.rawValue + "Anchor" }
        guard last.name.hasSuffix("Anchor") || Suggestions.nearest(to: last.name, in: anchors) != nil else {
            throw scanner.error("expected an anchor such as 'leadingAnchor', found '\(last.name)'", at: last.offset)
        }
        guard last.name.hasSuffix("Anchor"), let attribute = LayoutAttribute(name: String(last.name.dropLast(6))),
              !attribute.isMargin else {
            throw scanner.error("unknown anchor '\(last.name)'", at: last.offset, kind: .unknownName,
                                suggestion: Suggestions.nearest(to: last.name, in: anchors))
        }
        var path = names.dropLast().map(\.name)
        if path.first == "self" { path.removeFirst() }
        path = path.map { AnchorLine.guideNames[$0] ?? $0 }
        // A view controller's `view.safeAreaLayoutGuide` is the root's guide.
        if path.count == 2, path[0] == "view", AnchorLine.guideNames.values.contains(path[1]) { path.removeFirst() }
        // And its bare `view` is the root view.
        if path == ["view"] { path = [LayoutDocument.rootName] }
        guard !path.isEmpty else {
            throw scanner.error("name the view or guide the anchor belongs to, like 'box.\(last.name)'", at: last.offset)
        }
        return AttributeReference(item: ItemReference(path), attribute: attribute)
    }

    /// The arguments up to and including `)`.
    private mutating func readArguments() throws(ConstraintTextError) -> [Argument] {
        var arguments: [Argument] = []
        scanner.skipSpaces()
        if scanner.consume(")") { return arguments }
        while true {
            scanner.skipSpaces()
            let offset = scanner.position
            var label: String?
            var probe = scanner
            if let word = probe.scanIdentifier() {
                probe.skipSpaces()
                if probe.consume(":") { label = word; scanner = probe; scanner.skipSpaces() }
            }
            let valueOffset = scanner.position
            arguments.append(Argument(label: label, value: try readValue(), offset: offset, valueOffset: valueOffset))
            scanner.skipSpaces()
            if scanner.consume(",") { continue }
            if scanner.consume(")") { return arguments }
            throw scanner.error("expected ',' or ')', found \(scanner.foundDescription)")
        }
    }

    private mutating func readValue() throws(ConstraintTextError) -> Argument.Value {
        let start = scanner.position
        var sign = 1.0
        if scanner.consume("-") { sign = -1; scanner.skipSpaces() }
        if let number = scanner.scanUnsignedNumber() { return .number(sign * (try scanner.finite(number, at: start))) }
        guard scanner.current.map(TextScanner.isIdentifierStart) == true else {
            throw scanner.error("expected a number, a metric name or an anchor, found \(scanner.foundDescription)")
        }
        let chain = try readChain()
        if chain.names.count == 1, let only = chain.names.first {
            if let value = metrics[only.name] { return .number(sign * (try scanner.finite(value, at: only.offset))) }
            throw scanner.error("unknown metric '\(only.name)'", at: only.offset, kind: .unknownName,
                                suggestion: Suggestions.nearest(to: only.name, in: metrics.keys.sorted()))
        }
        if sign < 0 { throw scanner.error("an anchor cannot be negated", at: start) }
        return .anchor(try anchor(from: chain.names))
    }

    /// `.isActive = true`, `.active = true`, `,` or `;` after the call, then the end.
    private mutating func readEnding() throws(ConstraintTextError) {
        scanner.skipSpaces()
        if scanner.current == "." {
            var probe = scanner
            probe.advance()
            if let word = probe.scanIdentifier(), word == "isActive" || word == "active" {
                probe.skipSpaces()
                if probe.consume("=") {
                    probe.skipSpaces()
                    if probe.consume("true") { scanner = probe }
                }
            }
        }
        scanner.skipSpaces()
        if scanner.current == "," || scanner.current == ";" { scanner.advance(); scanner.skipSpaces() }
        if !scanner.isAtEnd { throw scanner.error("unexpected \(scanner.foundDescription) after the constraint") }
    }
}
