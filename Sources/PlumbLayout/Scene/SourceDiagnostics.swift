/// Every mistake found in one scene source, sorted by position, so one run shows them all.
public struct SourceDiagnostics: Error, Hashable, Sendable, CustomStringConvertible {
    /// The mistakes, sorted by file, line and column.
    public var errors: [SourceDiagnostic]

    /// Sorts `errors` by line, then column (errors at one place keep the order they were found in).
    public init(_ errors: [SourceDiagnostic]) {
        self.errors = errors.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location, b = rhs.element.location
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// One line per error: `file:line:column: error: message`.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
