import PlumbLayout

extension FrameDump {
    /// Reads a frame dump written by ``text``.
    /// - Parameters:
    ///   - text: the file's content.
    ///   - file: the path that error locations name.
    /// - Throws: ``FrameDumpParseError`` listing every malformed line.
    public static func parse(_ text: String, file: String) throws -> FrameDump {
        var scene: String?
        var entries = [Entry]()
        var seen = Set<String>()
        var problems = [FrameDumpProblem]()
        let headerPrefix = "# frames of "

        // "\r\n" is one Character in Swift, so splitting at "\n" alone would leave a CRLF file one line.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let lineNumber = index + 1
            let firstColumn = (line.firstIndex { !$0.isWhitespace }).map { line.distance(from: line.startIndex, to: $0) + 1 }
            guard let firstColumn else { continue }
            // Compared scalar by scalar: a name that starts with a combining mark joins the header's
            // last space into one Character, and `hasPrefix` would then miss the header it printed.
            if scene == nil, line.unicodeScalars.starts(with: headerPrefix.unicodeScalars) {
                let name = line.unicodeScalars.dropFirst(headerPrefix.unicodeScalars.count)
                scene = String(String.UnicodeScalarView(name)).trimmingSpaces()
                continue
            }
            if line.dropFirst(firstColumn - 1).hasPrefix("#") { continue }

            let fields = fieldsWithColumns(of: line)
            let location = SourceLocation(file: file, line: lineNumber, column: firstColumn)
            guard fields.count == 6 else {
                problems.append(FrameDumpProblem(location: location,
                    message: "expected 6 columns (canvas, view, x, y, width, height), found \(fields.count)"))
                continue
            }
            var numbers = [Double]()
            for (text, column) in fields[2...] {
                if let value = Double(text), value.isFinite {
                    numbers.append(value)
                } else {
                    problems.append(FrameDumpProblem(location: SourceLocation(file: file, line: lineNumber, column: column),
                                                     message: "'\(escapingInvisibleCharacters(text))' is not a number"))
                }
            }
            guard numbers.count == 4 else { continue }
            let entry = Entry(canvas: fields[0].text, view: fields[1].text,
                              frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            guard seen.insert(entry.canvas + " " + entry.view).inserted else {
                problems.append(FrameDumpProblem(location: location,
                    message: "view '\(escapingInvisibleCharacters(entry.view))' appears twice on canvas '\(escapingInvisibleCharacters(entry.canvas))'"))
                continue
            }
            entries.append(entry)
        }
        guard problems.isEmpty else { throw FrameDumpParseError(problems: problems) }
        return FrameDump(scene: scene ?? "", entries: entries)
    }

    /// The space-separated fields of a line with the 1-based column where each starts.
    private static func fieldsWithColumns(of line: Substring) -> [(text: String, column: Int)] {
        var fields = [(text: String, column: Int)]()
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character.isWhitespace {
                if !current.isEmpty { fields.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset + 1 }
                current.append(character)
            }
        }
        if !current.isEmpty { fields.append((current, start)) }
        return fields
    }
}

/// One malformed line of a frame dump.
public struct FrameDumpProblem: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: error: message`, as compilers write it.
    public var description: String { "\(location): error: \(message)" }
}

/// A frame dump could not be read; every problem found is listed.
public struct FrameDumpParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [FrameDumpProblem]

    public init(problems: [FrameDumpProblem]) {
        self.problems = problems
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

private extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
