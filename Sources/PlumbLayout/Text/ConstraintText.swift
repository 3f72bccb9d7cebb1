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
        // Only the first characters decide (no scanner: it would copy the whole line into characters).
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        let start = line.drop(while: isSpace)
        if start.first == "|" || start.first == "[" { return .visualFormat }
        if let c = start.first, c == "H" || c == "V" {
            let next = start.dropFirst().drop(while: isSpace).first
            // `H|-[a]`: a format with its colon forgotten; the VFL reader says so and suggests `H:|-[a]`.
            if next == ":" || next == "|" || next == "[" { return .visualFormat }
        }
        return AnchorLine.looksLikeAnchorLine(line) ? .anchor : .equation
    }
}
