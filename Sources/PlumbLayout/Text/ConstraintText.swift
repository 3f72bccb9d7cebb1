extension ConstraintParser {
    /// Reads one line of constraint text in whichever syntax it is written: a visual format string
    /// (it starts with `H:`, `V:`, `|` or `[`, or `H|`, `V[`… with the colon forgotten), an anchor-style line (it calls `…Anchor.constraint…`),
    /// or otherwise an equation.
    ///
    /// - Parameters:
    ///   - options: the options of a visual format string (ignored for the other syntaxes).
    ///   - views: the view names that exist, when known (used by visual format strings, and to match
    ///     the names of Apple's guide notation in equations).
    /// - Returns: one constraint, or the several a visual format string makes.
    public static func parse(line: String, metrics: [String: Double] = [:], views: Set<String>? = nil,
                             options: VisualFormatOptions = [], location: SourceLocation? = nil) throws(ConstraintTextError) -> [ConstraintSpec] {
        switch syntax(of: line) {
        case .visualFormat:
            return try VisualFormat.parse(line, options: options, metrics: metrics, views: views, location: location)
        case .anchor:
            return [try AnchorLine.parse(line, metrics: metrics, location: location)]
        default:
            return [try parseEquation(line, metrics: metrics, views: views, location: location)]
        }
    }

    /// Which syntax a line is written in: `.visualFormat`, `.anchor` or `.equation`.
    public static func syntax(of line: String) -> ConstraintOrigin.Syntax {
        var scanner = TextScanner(line, location: nil)
        scanner.skipSpaces()
        if scanner.current == "|" || scanner.current == "[" { return .visualFormat }
        if let c = scanner.current, c == "H" || c == "V" {
            scanner.advance()
            scanner.skipSpaces()
            // `H|-[a]`: a format with its colon forgotten; the VFL reader says so and suggests `H:|-[a]`.
            if scanner.current == ":" || scanner.current == "|" || scanner.current == "[" { return .visualFormat }
        }
        return AnchorLine.looksLikeAnchorLine(line) ? .anchor : .equation
    }
}
