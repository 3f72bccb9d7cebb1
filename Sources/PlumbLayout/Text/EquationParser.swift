/// Reads constraints written as equations, the way Apple prints them in logs and its Auto Layout Guide.
///
/// ```
/// nameLabel.leading == superview.leadingMargin + 20
/// red.width == 0.5 * blue.width          red.width == blue.width * 0.5 - 4
/// box.height >= 44                        a.top == b.bottom + standard @750
/// label.top == safeArea.top + pad @high   scroll.content.bottom == stack.bottom
/// ```
///
/// The left side is one `item.attribute`; the right side sums at most one scaled `item.attribute`
/// (`0.5 * b.width`, `b.width * 0.5`, `b.width / 2`) and any constants (numbers, metric names, or
/// `standard`, the system spacing of 8). A priority follows `@`: a number, `required`, `high`, `low`,
/// `fittingSize` or a metric name. The Auto Layout Guide's spelling is read too: `=`, `≥`, `≤`, `×`
/// and capitalised attributes (`RedView.Leading = 1.0 × Superview.Leading + 8.0`), though
/// item names keep their case, unless `views` names them in another case. So is the rest of the guide's
/// notation (``GuideNotation``): names with spaces (`Name Label.Top`), `Top Layout Guide.Bottom`,
/// `Standard`, `x` as a multiplication sign and a trailing `(Priority 249)`. Item names are not looked up here: `superview`, `safeArea`,
/// `margins`, `readable` and `box.margins` are paths the engine resolves.
public enum ConstraintParser {
    /// Reads one equation.
    ///
    /// - Parameters:
    ///   - text: the equation, on one line.
    ///   - metrics: named constants usable as constants and priorities.
    ///   - location: where `text` begins in a file, for errors and the constraint's origin.
    /// - Throws: ``ConstraintTextError`` at the character at fault.
    ///   - views: the scene's view and guide names, when known: names written in Apple's guide
    ///     notation (`Name Label`, `RedView`) are matched to them without regard to case.
    public static func parseEquation(_ text: String, metrics: [String: Double] = [:], views: Set<String>? = nil,
                                     location: SourceLocation? = nil) throws(ConstraintTextError) -> ConstraintSpec {
        var reader = EquationReader(scanner: TextScanner(text, location: location), metrics: metrics, views: views)
        return try reader.read()
    }
}

/// The recursive-descent reader behind ``ConstraintParser/parseEquation(_:metrics:location:)``.
private struct EquationReader {
    var scanner: TextScanner
    let metrics: [String: Double]
    let views: Set<String>?

    /// One factor of a product: `0.5`, `pad`, `standard` or `b.width`.
    private enum Factor {
        case number(Double)
        case standard
        case attribute(AttributeReference, attributeOffset: Int)
    }

    /// A product of factors, signed: `-0.5 * b.width`, `pad`, `standard`.
    private struct Term {
        var start: Int
        var coefficient: Double = 1
        var attribute: (reference: AttributeReference, offset: Int)?
        var isStandard = false
    }

    mutating func read() throws(ConstraintTextError) -> ConstraintSpec {
        scanner.skipSpaces()
        guard !scanner.isAtEnd else { throw scanner.error("expected a constraint such as 'box.width == 100'") }
        let leftStart = scanner.position
        guard case .attribute(let first, _) = try readFactor() else {
            throw scanner.error("the left side must be an item and its attribute, like 'box.width'", at: leftStart)
        }
        scanner.skipSpaces()
        if scanner.current == "*" || scanner.current == "×" || scanner.current == "/" {
            throw scanner.error("the left side must be a single item and attribute; put the multiplier on the right, "
                                + "like 'a.width == 0.5 * b.width'")
        }
        let relation = try readRelation()
        let right = try readRightSide()
        let priority = try readPriority()
        scanner.skipSpaces()
        if !scanner.isAtEnd {
            throw scanner.error("unexpected \(scanner.foundDescription) after the constraint")
        }

        if let problem = ConstraintRules.constantProblem(right.constant) { throw scanner.error(problem, at: right.start) }
        var second: AttributeReference?
        var multiplier = 1.0
        if let (reference, offset) = right.attribute {
            if let problem = ConstraintRules.pairingProblem(first.attribute, reference.attribute) {
                throw scanner.error(problem, at: offset)
            }
            if right.multiplier == 0 {
                throw scanner.error("a multiplier of 0 cancels the second item; write the constant alone instead",
                                    at: right.start)
            }
            second = reference
            multiplier = right.multiplier
        } else {
            if let problem = ConstraintRules.constantOnlyProblem(first.attribute) {
                throw scanner.error(problem, at: right.start)
            }
            if right.usesStandardSpacing {
                throw scanner.error("'standard' is the spacing between two items; add it to another item's attribute",
                                    at: right.standardOffset ?? right.start)
            }
        }
        return ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: right.constant,
            priority: priority, usesStandardSpacing: right.usesStandardSpacing,
            origin: ConstraintOrigin(text: scanner.text, syntax: .equation, location: scanner.location))
    }

    private mutating func readRelation() throws(ConstraintTextError) -> LayoutRelation {
        scanner.skipSpaces()
        for relation in LayoutRelation.allCases where scanner.consume(relation.symbol) { return relation }
        // The Auto Layout Guide's figures write `=`, `≥` and `≤`.
        if scanner.consume("≥") { return .greaterThanOrEqual }
        if scanner.consume("≤") { return .lessThanOrEqual }
        if scanner.current == "=", let next = scanner.peek(1), next != "<", next != ">" {
            scanner.advance()
            return .equal
        }
        throw scanner.error("unknown relation; it must be ==, >= or <=")
    }

    /// The right side, summed up.
    private struct RightSide {
        var start: Int
        var attribute: (reference: AttributeReference, offset: Int)?
        var multiplier = 1.0
        var constant = 0.0
        var usesStandardSpacing = false
        var standardOffset: Int?
    }

    private mutating func readRightSide() throws(ConstraintTextError) -> RightSide {
        scanner.skipSpaces()
        if scanner.isAtEnd || scanner.current == "@" {
            throw scanner.error("expected the right side of the constraint: an item's attribute or a constant")
        }
        var side = RightSide(start: scanner.position)
        var sign = 1.0
        while true {
            var term = try readTerm()
            term.coefficient *= sign
            // Each term is checked where it stands; the sum of the constants once more in `read`.
            let problem = term.attribute == nil ? ConstraintRules.constantProblem(term.coefficient)
                : ConstraintRules.multiplierProblem(term.coefficient)
            if let problem { throw scanner.error(problem, at: term.start) }
            if let attribute = term.attribute {
                if side.attribute != nil {
                    throw scanner.error("a constraint relates at most two items; this side already has one",
                                        at: term.start)
                }
                side.attribute = attribute
                side.multiplier = term.coefficient
            } else if term.isStandard {
                side.usesStandardSpacing = true
                side.standardOffset = term.start
                side.constant += term.coefficient * LayoutConstants.standardSpacing
            } else {
                side.constant += term.coefficient
            }
            scanner.skipSpaces()
            if scanner.consume("+") { sign = 1 } else if scanner.consume("-") { sign = -1 } else { break }
        }
        return side
    }

    private mutating func readTerm() throws(ConstraintTextError) -> Term {
        scanner.skipSpaces()
        var term = Term(start: scanner.position)
        var factorCount = 0
        var dividing = false
        while true {
            scanner.skipSpaces()
            let factorStart = scanner.position
            let factor = try readFactor()
            factorCount += 1
            switch factor {
            case .number(let value):
                if dividing {
                    guard value != 0 else { throw scanner.error("division by zero", at: factorStart) }
                    term.coefficient /= value
                } else {
                    term.coefficient *= value
                }
            case .standard:
                term.isStandard = true
            case .attribute(let reference, let offset):
                if dividing {
                    throw scanner.error("cannot divide by an item's attribute; constraints are linear", at: factorStart)
                }
                if term.attribute != nil {
                    throw scanner.error("cannot multiply two attributes; constraints are linear", at: factorStart)
                }
                term.attribute = (reference, offset)
            }
            if term.isStandard, factorCount > 1 || dividing {
                throw scanner.error("'standard' can only be added or subtracted, not multiplied", at: factorStart)
            }
            scanner.skipSpaces()
            if scanner.consume("*") || scanner.consume("×") || consumeLetterX() {
                dividing = false
            } else if scanner.consume("/") {
                dividing = true
            } else {
                break
            }
            if term.isStandard {
                throw scanner.error("'standard' can only be added or subtracted, not multiplied", at: term.start)
            }
        }
        return term
    }

    private mutating func readFactor() throws(ConstraintTextError) -> Factor {
        scanner.skipSpaces()
        let start = scanner.position
        if scanner.consume("-") {
            switch try readFactor() {
            case .number(let value): return .number(-value)
            default: throw scanner.error("write a negative multiplier as a number, like '-1 * b.width'", at: start)
            }
        }
        if let value = scanner.scanUnsignedNumber() { return .number(try scanner.finite(value, at: start)) }
        guard let name = scanner.scanIdentifier() else {
            throw scanner.error("expected a number, a metric name or an item's attribute, found \(scanner.foundDescription)")
        }
        let words = [name] + scanFurtherWords()
        if words.count == 1, name == "Standard" { return .standard }
        if let guide = GuideNotation.LegacyGuide(name: GuideNotation.camelCase(words)),
           scanner.current == ".", let next = scanner.peek(1), TextScanner.isIdentifierStart(next) {
            scanner.advance()
            let attributeOffset = scanner.position
            let attribute = try AttributeName.read(scanner.scanIdentifier() ?? "", at: attributeOffset, in: scanner)
            guard let reference = guide.reference(for: attribute) else { throw scanner.error(guide.problem, at: attributeOffset) }
            return .attribute(reference, attributeOffset: attributeOffset)
        }
        let isGuideName = words.count > 1 || name == "Superview" || (scanner.current == "." && views != nil)
        var path = [isGuideName ? GuideNotation.itemName(words: words, views: views) : name]
        var lastOffset = start
        while scanner.current == ".", let next = scanner.peek(1), TextScanner.isIdentifierStart(next) {
            scanner.advance()
            lastOffset = scanner.position
            path.append(scanner.scanIdentifier() ?? "")
        }
        if path.count == 1 {
            if let value = metrics[name] { return .number(try scanner.finite(value, at: start)) }
            if name == "standard" { return .standard }
            if ["nan", "inf", "infinity"].contains(name.lowercased()) {
                throw scanner.error("'\(name)' is not a number here: constants and multipliers must be finite numbers",
                                    at: start)
            }
            let hint = Suggestions.nearest(to: name, in: Array(metrics.keys).sorted() + ["standard"])
            throw scanner.error("unknown metric '\(name)'"
                                + (hint == nil ? "; to relate to an item, name its attribute too, like '\(name).width'" : ""),
                                at: start, kind: .unknownName, suggestion: hint)
        }
        let attribute = try AttributeName.read(path.removeLast(), at: lastOffset, in: scanner)
        return .attribute(AttributeReference(item: ItemReference(path), attribute: attribute), attributeOffset: lastOffset)
    }

    private mutating func readPriority() throws(ConstraintTextError) -> LayoutPriority {
        scanner.skipSpaces()
        if scanner.current == "(" { return try readGuidePriority() }
        guard scanner.consume("@") else { return .required }
        scanner.skipSpaces()
        return try PriorityReader.read(&scanner, metrics: metrics)
    }

    /// The guide's `(Priority 249)`.
    private mutating func readGuidePriority() throws(ConstraintTextError) -> LayoutPriority {
        let start = scanner.position
        scanner.advance()
        scanner.skipSpaces()
        guard scanner.scanIdentifier()?.lowercased() == "priority" else {
            throw scanner.error("expected '(Priority N)' or '@N' for the priority", at: start)
        }
        scanner.skipSpaces()
        let priority = try PriorityReader.read(&scanner, metrics: metrics)
        scanner.skipSpaces()
        guard scanner.consume(")") else { throw scanner.error("expected ')' to close '(Priority …'") }
        return priority
    }

    /// The further words of a name the guide writes with spaces (`Name Text Field.Leading`): taken only
    /// when a `.` follows the last of them, so that `pad x b.width` stays a product.
    private mutating func scanFurtherWords() -> [String] {
        var probe = scanner
        var words: [String] = []
        while true {
            let before = probe.position
            probe.skipSpaces()
            guard probe.position > before, let word = probe.scanIdentifier(), word != "x" else { break }
            words.append(word)
            if probe.current == "." {
                scanner = probe
                return words
            }
        }
        return []
    }

    /// The guide's `1.0 x Superview.Leading`: a lone `x` between spaces multiplies.
    private mutating func consumeLetterX() -> Bool {
        guard scanner.current == "x", let next = scanner.peek(1), next == " " || next == "\t" else { return false }
        scanner.advance()
        return true
    }
}

/// Reads the priority after an `@`, shared by equations and the Visual Format Language.
enum PriorityReader {
    static func read(_ scanner: inout TextScanner, metrics: [String: Double]) throws(ConstraintTextError) -> LayoutPriority {
        let start = scanner.position
        let priority: LayoutPriority
        if let value = scanner.scanUnsignedNumber() {
            priority = LayoutPriority(value)
        } else if scanner.current == "-", scanner.peek(1)?.isNumber == true {
            scanner.advance()
            priority = LayoutPriority(-(scanner.scanUnsignedNumber() ?? 0))
        } else if let name = scanner.scanIdentifier() {
            guard let named = ConstraintRules.namedPriority(name, metrics: metrics) else {
                let candidates = LayoutPriority.namedValues.map(\.name) + Array(metrics.keys).sorted()
                throw scanner.error("unknown priority '\(name)': use a number, required, high, low, fittingSize or a metric name",
                                    at: start, kind: .unknownName, suggestion: Suggestions.nearest(to: name, in: candidates))
            }
            priority = named
        } else {
            throw scanner.error("expected a priority after '@': a number or a name, found \(scanner.foundDescription)")
        }
        guard priority.isValid else { throw scanner.error(ValueProblem.priorityOutOfRange(nil), at: start) }
        return priority
    }
}

/// Numbers the text syntaxes share.
public enum LayoutConstants {
    /// The system's standard spacing between sibling views, in points (`standard`, or `-` in VFL).
    public static let standardSpacing = 8.0
}
