/// A place in a source file: 1-based line and column (columns count characters).
///
/// Its description is `path:line:column`, as compilers print it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location `offset` characters further along the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
