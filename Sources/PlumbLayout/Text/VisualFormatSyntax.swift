/// A visual format string read into its parts, before constraints are made from them.
///
/// Apple's grammar: `(H:|V:)? (| connection)? view (connection view)* (connection |)?`, where a view
/// is `[name(predicates)?]` and a connection is empty (flush), `-` (standard) or `-predicates-`.
struct VisualFormatSyntax {
    enum Axis { case horizontal, vertical }

    /// What a predicate compares with: a constant, or (for a view's size only) another view.
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }

    /// `(relation)? object (@priority)?`, e.g. `>=70`, `==button2`, `<=20@500`.
    struct Predicate {
        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
        /// The characters of the predicate.
        var range: Range<Int>
    }

    struct View {
        var name: String
        var predicates: [Predicate]
        /// From `[` to `]` inclusive.
        var range: Range<Int>
    }

    enum Spacing {
        /// No space: the views touch (`[a][b]`, `|[a]`).
        case flush
        /// `-`: standard spacing between views, the layout margin at the superview.
        case standard
        /// `-20-`, `-pad-`, `-(>=0,<=20@500)-`.
        case predicates([Predicate])
    }

    struct Connection {
        var spacing: Spacing
        /// The characters of the connection (empty for a flush one, at the place it stands).
        var range: Range<Int>
    }

    var axis: Axis = .horizontal
    /// Where the orientation was written, if it was.
    var orientationOffset: Int?
    /// The connection after a leading `|`, if the format starts with one.
    var leadingSuperview: (bar: Int, connection: Connection)?
    var views: [View] = []
    /// `connections[i]` stands between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a trailing `|`, if the format ends with one.
    var trailingSuperview: (bar: Int, connection: Connection)?
}

/// Reads a visual format string into a ``VisualFormatSyntax``, with Apple's error messages.
struct VisualFormatReader {
    var scanner: TextScanner
    let metrics: [String: Double]
    /// The views that exist, when the caller knows them.
    let knownViews: Set<String>?
    /// The names written in brackets anywhere in the string, to recognise a view name misused as a spacing.
    let namesInFormat: Set<String>

    init(_ format: String, metrics: [String: Double], views: Set<String>?, location: SourceLocation?) {
        // A YAML block scalar (`vfl: |`) ends in a line break; nothing after the format counts.
        var format = format
        while let last = format.last, last == "\n" || last == "\r" { format.removeLast() }
        scanner = TextScanner(format, location: location)
        self.metrics = metrics
        knownViews = views
        var names = Set<String>()
        var probe = TextScanner(format, location: nil)
        while !probe.isAtEnd {
            let isBracket = probe.current == "["
            probe.advance()
            if isBracket { probe.skipSpaces(); if let name = probe.scanIdentifier() { names.insert(name) } }
        }
        namesInFormat = names
    }

    mutating func read() throws(ConstraintTextError) -> VisualFormatSyntax {
        var syntax = VisualFormatSyntax()
        scanner.skipSpaces()
        try readOrientation(into: &syntax)
        scanner.skipSpaces()
        if scanner.current == "|" {
            let bar = scanner.position
            scanner.advance()
            let connection = try readConnection()
            scanner.skipSpaces()
            if scanner.current == "|" {
                throw scanner.error("a format string needs at least one view between the superview bars")
            }
            syntax.leadingSuperview = (bar, connection)
        }
        if scanner.current == "-" {
            // `-[view]`: a spacing with nothing before it; Apple's parser wants the superview there.
            throw scanner.error("a format string cannot begin with a connection: '-' needs the superview '|' "
                                + "before it, as in '|-[view]'")
        }
        syntax.views.append(try readView())
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            let connection = try readConnection()
            scanner.skipSpaces()
            if scanner.current == "|" {
                let bar = scanner.position
                scanner.advance()
                scanner.skipSpaces()
                if !scanner.isAtEnd {
                    throw scanner.error("the superview '|' can only begin or end a format string; "
                                        + "found \(scanner.foundDescription) after it", at: bar)
                }
                syntax.trailingSuperview = (bar, connection)
                break
            }
            syntax.connections.append(connection)
            syntax.views.append(try readView())
        }
        return syntax
    }

    /// `H:|-[a]`: the format with the missing colon put in after the orientation letter at `offset`,
    /// when what follows it begins a format (`|` or `[`); else nil.
    private func withColon(after offset: Int) -> String? {
        let characters = scanner.characters
        guard offset + 1 < characters.count, characters[offset + 1] == "|" || characters[offset + 1] == "[" else { return nil }
        return String(characters[...offset]) + ":" + String(characters[(offset + 1)...])
    }

    private mutating func readOrientation(into syntax: inout VisualFormatSyntax) throws(ConstraintTextError) {
        let start = scanner.position
        guard let c = scanner.current, TextScanner.isIdentifierStart(c) else { return }
        let word = scanner.scanIdentifier() ?? ""
        scanner.skipSpaces()
        let hasColon = scanner.consume(":")
        switch (word, hasColon) {
        case ("H", true): syntax.axis = .horizontal
        case ("V", true): syntax.axis = .vertical
        case ("H", false): throw scanner.error("expected ':' after 'H' to specify horizontal arrangement", suggestion: withColon(after: start))
        case ("V", false): throw scanner.error("expected ':' after 'V' to specify vertical arrangement", suggestion: withColon(after: start))
        case (_, true): throw scanner.error("unknown orientation '\(word)'; use 'H:' or 'V:', or leave it out for horizontal", at: start)
        default: throw scanner.error("expected a view in brackets such as '[\(word)]', or '|' for the superview", at: start)
        }
        syntax.orientationOffset = start
        scanner.skipSpaces()
        if let next = scanner.current, next == "H" || next == "V", scanner.peek(1) == ":" {
            throw scanner.error("the orientation is given twice; a format string lays out along one axis")
        }
    }

    private mutating func readView() throws(ConstraintTextError) -> VisualFormatSyntax.View {
        scanner.skipSpaces()
        let start = scanner.position
        guard scanner.consume("[") else {
            if scanner.isAtEnd { throw scanner.error("expected a view, such as '[button]'") }
            if scanner.current == "-" {
                throw scanner.error("expected a view, found another '-'; a connection is '-', '-20-' or '-(>=20)-'")
            }
            throw scanner.error("expected a view in square brackets, such as '[button]', found \(scanner.foundDescription)")
        }
        scanner.skipSpaces()
        let nameStart = scanner.position
        guard let name = scanner.scanIdentifier() else {
            throw scanner.error(scanner.current == "]" ? "expected a view name between the brackets"
                                : "expected a view name (a C identifier) after '[', found \(scanner.foundDescription)")
        }
        if let knownViews, !knownViews.contains(name) {
            throw scanner.error("unable to find view with name \(name)", at: nameStart, kind: .unknownName,
                                suggestion: Suggestions.nearest(to: name, in: knownViews.sorted()))
        }
        scanner.skipSpaces()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if scanner.current == "(" {
            predicates = try readPredicateList(inConnection: false)
            scanner.skipSpaces()
            guard scanner.consume("]") else { throw scanner.error("expected ']' after specifying thickness") }
        } else if !scanner.consume("]") {
            throw scanner.error("expected ']' after the view name '\(name)', found \(scanner.foundDescription)")
        }
        return .init(name: name, predicates: predicates, range: start..<scanner.position)
    }

    /// A connection, including the case of none at all (flush).
    private mutating func readConnection() throws(ConstraintTextError) -> VisualFormatSyntax.Connection {
        scanner.skipSpaces()
        let start = scanner.position
        if scanner.current == "[" || scanner.current == "|" {
            return .init(spacing: .flush, range: start..<start)
        }
        guard scanner.consume("-") else {
            if scanner.isAtEnd { throw scanner.error("expected a view or a connection") }
            throw scanner.error("expected '-', a view or '|', found \(scanner.foundDescription)")
        }
        scanner.skipSpaces()
        if scanner.current == "[" || scanner.current == "|" {
            return .init(spacing: .standard, range: start..<scanner.position)
        }
        let predicates: [VisualFormatSyntax.Predicate]
        switch scanner.current {
        case "(":
            predicates = try readPredicateList(inConnection: true)
        case "-" where scanner.peek(1).map { $0.isNumber || $0 == "." } == true:
            throw scanner.error("cannot tell if this - is a minus sign or an accidental extra bar in the connection; "
                                + "use parentheses around negative numbers")
        case nil:
            throw scanner.error("expected a view after the connection")
        default:
            let predicateStart = scanner.position
            let constant = try readSimplePredicate()
            predicates = [.init(relation: .equal, object: .constant(constant), priority: .required,
                                range: predicateStart..<scanner.position)]
        }
        scanner.skipSpaces()
        guard scanner.consume("-") else {
            throw scanner.error("expected '-' after the spacing, found \(scanner.foundDescription); "
                                + "a spacing is written between two dashes, like '-20-'")
        }
        return .init(spacing: .predicates(predicates), range: start..<scanner.position)
    }

    /// A metric name or a positive number, the spacing of `-20-` and `-pad-`.
    private mutating func readSimplePredicate() throws(ConstraintTextError) -> Double {
        let start = scanner.position
        if let value = scanner.scanUnsignedNumber() { return try scanner.constant(value, at: start) }
        if let name = scanner.scanIdentifier() {
            guard let value = metrics[name] else { throw notAMetric(name, at: start) }
            return try scanner.constant(value, at: start)
        }
        throw scanner.error("expected a spacing (a number or a metric name) after '-', found \(scanner.foundDescription)")
    }

    private mutating func readPredicateList(inConnection: Bool) throws(ConstraintTextError) -> [VisualFormatSyntax.Predicate] {
        _ = scanner.consume("(")
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            predicates.append(try readPredicate(inConnection: inConnection))
            scanner.skipSpaces()
            if scanner.consume(",") { continue }
            if scanner.consume(")") { return predicates }
            if inConnection {
                throw scanner.error("expected ',' or ')' in the spacing's predicate list, found \(scanner.foundDescription)")
            }
            throw scanner.error("a predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
    }

    private mutating func readPredicate(inConnection: Bool) throws(ConstraintTextError) -> VisualFormatSyntax.Predicate {
        scanner.skipSpaces()
        let start = scanner.position
        var relation = LayoutRelation.equal
        if let c = scanner.current, c == "=" || c == "<" || c == ">" {
            guard let found = LayoutRelation.allCases.first(where: { scanner.consume($0.symbol) }) else {
                throw scanner.error("unknown relation; it must be ==, >= or <=")
            }
            relation = found
            scanner.skipSpaces()
        }
        let objectStart = scanner.position
        let object: VisualFormatSyntax.Object
        if let value = scanner.scanUnsignedNumber() {
            object = .constant(try scanner.constant(value, at: objectStart))
        } else if scanner.current == "-", scanner.peek(1).map({ $0.isNumber || $0 == "." }) == true {
            scanner.advance()
            object = .constant(try scanner.constant(-(scanner.scanUnsignedNumber() ?? 0), at: objectStart))
        } else if let name = scanner.scanIdentifier() {
            if let value = metrics[name] {
                object = .constant(try scanner.constant(value, at: objectStart))
            } else if inConnection {
                throw notAMetric(name, at: objectStart)
            } else {
                if let knownViews, !knownViews.contains(name) {
                    let candidates = knownViews.sorted() + metrics.keys.sorted()
                    throw scanner.error("unable to find view with name \(name)", at: objectStart, kind: .unknownName,
                                        suggestion: Suggestions.nearest(to: name, in: candidates))
                }
                object = .view(name)
            }
        } else if scanner.current == ")" || scanner.current == "," {
            throw scanner.error("expected a predicate: a relation (optional), then a number, metric or view name")
        } else {
            throw scanner.error("expected a number, a metric name or a view name, found \(scanner.foundDescription)")
        }
        scanner.skipSpaces()
        var priority = LayoutPriority.required
        if scanner.consume("@") {
            scanner.skipSpaces()
            priority = try PriorityReader.read(&scanner, metrics: metrics)
        }
        return .init(relation: relation, object: object, priority: priority, range: start..<scanner.position)
    }

    /// The error for a name in a connection that is not a metric: a view name there is Apple's
    /// "spacer" mistake; anything else is an unknown metric.
    private func notAMetric(_ name: String, at offset: Int) -> ConstraintTextError {
        if knownViews?.contains(name) ?? namesInFormat.contains(name) {
            return scanner.error("it's not possible to set a space equal to the width or height of a view; "
                                 + "perhaps you want to use a view as a spacer: [view1][spacer(==view1)][view2]",
                                 at: offset, kind: .notApplicable)
        }
        return scanner.error("unable to find metric with name \(name)", at: offset, kind: .unknownName,
                             suggestion: Suggestions.nearest(to: name, in: metrics.keys.sorted()))
    }
}
