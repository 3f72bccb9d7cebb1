import PlumbLayout
import Yams

/// Guards that keep hostile or broken YAML from crashing or stalling the loader, and the wording
/// of YAML syntax errors.
enum YAMLLimits {
    /// Deeper nesting is refused before parsing: the YAML composer recurses once per level, and
    /// real scenes nest a few dozen levels at most.
    static let maximumDepth = 500
    /// More nodes than this are refused after parsing; aliases can make a short file expand to
    /// billions of nodes.
    static let maximumNodes = 2_000_000

    /// An error when `text` may nest deeper than ``maximumDepth``.
    ///
    /// The estimate is an upper bound of the real depth: the block indentation levels open on a
    /// line, plus every `- `, `? ` and `: ` on it, plus the open flow brackets outside quotes.
    static func check(_ text: String, path: String) -> SceneError? {
        var indents: [Int] = []
        var flowDepth = 0
        var quote: Character?
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(line)
            var index = 0
            if quote == nil && flowDepth == 0 {
                while index < characters.count, characters[index] == " " { index += 1 }
                guard index < characters.count, characters[index] != "#" else { continue }
                while let last = indents.last, last >= index { indents.removeLast() }
                indents.append(index)
            }
            var compact = 0
            var previous: Character = " "
            while index < characters.count {
                let c = characters[index]
                if let open = quote {
                    if c == "\\" && open == "\"" { index += 2; previous = " "; continue }
                    if c == open {
                        if open == "'", index + 1 < characters.count, characters[index + 1] == "'" { index += 2; continue }
                        quote = nil
                    }
                } else if c == "#" && (previous == " " || previous == "\t") {
                    break
                } else if (c == "\"" || c == "'") && " \t[{,:-".contains(previous) {
                    quote = c
                } else if (c == "[" || c == "{") && " \t[{,:-".contains(previous) {
                    flowDepth += 1
                } else if (c == "]" || c == "}") && flowDepth > 0 {
                    flowDepth -= 1
                } else if (c == "-" || c == "?" || c == ":"),
                          index + 1 == characters.count || characters[index + 1] == " " {
                    compact += 1
                }
                previous = c
                index += 1
            }
            let depth = indents.count + compact + flowDepth
            if depth > maximumDepth {
                return SceneError(location: SourceLocation(file: path, line: lineNumber, column: 1),
                                  message: "the YAML nests too deeply (more than \(maximumDepth) levels)",
                                  text: String(line.prefix(40)))
            }
        }
        return nil
    }

    /// An error when the document, with its aliases expanded, holds more than ``maximumNodes`` nodes.
    static func checkSize(_ root: Node, path: String) -> SceneError? {
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            if count > maximumNodes {
                return SceneError(location: SourceLocation(file: path, line: 1, column: 1),
                                  message: "the scene is too large: more than \(maximumNodes) YAML values "
                                    + "(with aliases expanded)")
            }
            switch node {
            case .scalar: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return nil
    }

    /// A YAML syntax error at its place: `invalid YAML: could not find expected ':'`.
    static func syntaxError(_ error: YamlError, path: String, text: String) -> SceneError {
        func located(_ problem: String, _ mark: Mark, _ context: YamlError.Context?) -> SceneError {
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line))" }
            return SceneError(location: SourceLocation(file: path, line: mark.line, column: mark.column), message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(problem, mark, context)
        case .reader(let problem, let offset, _, _):
            let place = offset.map { position(ofByte: $0, in: text) } ?? (line: 1, column: 1)
            return SceneError(location: SourceLocation(file: path, line: place.line, column: place.column),
                              message: "invalid YAML: \(problem)")
        default:
            return SceneError(location: SourceLocation(file: path, line: 1, column: 1), message: "invalid YAML: \(error)")
        }
    }

    /// The line and column (in characters) of a UTF-8 byte offset.
    private static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > offset { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
