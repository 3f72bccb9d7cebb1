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
    /// line, plus every `- `, `? ` and `: ` on it, plus the most flow brackets open outside quotes
    /// at any point of it (`[[[…]]]` closed on the same line nests as deeply as left open).
    static func check(_ text: String, path: String) -> SceneError? {
        // Every character that matters here is ASCII, and UTF-8 never uses ASCII bytes inside a
        // multi-byte character, so scanning bytes is exact and much faster than scanning Characters.
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        // Byte classes by comparison, not `Set.contains`: hashing every byte was half of this check.
        func isOpener(_ c: UInt8) -> Bool { c == UInt8(ascii: "[") || c == UInt8(ascii: "{") }
        func isCloser(_ c: UInt8) -> Bool { c == UInt8(ascii: "]") || c == UInt8(ascii: "}") }
        func isIndicator(_ c: UInt8) -> Bool { c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":") }
        func isTokenStart(_ c: UInt8) -> Bool {
            c == space || c == tab || isOpener(c) || c == UInt8(ascii: ",") || c == UInt8(ascii: ":") || c == UInt8(ascii: "-")
        }
        var indents: [Int] = []
        var flowDepth = 0
        var quote: UInt8?
        var lineNumber = 0
        var bytes = Array(text.utf8)
        bytes.append(newline)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while bytes[lineEnd] != newline { lineEnd += 1 }
            lineNumber += 1
            var index = lineStart
            var isBlank = false
            if quote == nil && flowDepth == 0 {
                while index < lineEnd, bytes[index] == space { index += 1 }
                if index == lineEnd || bytes[index] == hash {
                    isBlank = true
                } else {
                    let indent = index - lineStart
                    while let last = indents.last, last >= indent { indents.removeLast() }
                    indents.append(indent)
                }
            }
            var compact = 0
            var deepestFlow = flowDepth
            var tooDeepColumn: Int?
            var previous = space
            while !isBlank && index < lineEnd {
                let c = bytes[index]
                if let open = quote {
                    if c == backslash && open == doubleQuote {
                        index += 2
                        previous = space
                        continue
                    }
                    if c == open {
                        if open == singleQuote, index + 1 < lineEnd, bytes[index + 1] == singleQuote {
                            index += 2
                            continue
                        }
                        quote = nil
                    }
                } else if c == hash && (previous == space || previous == tab) {
                    break
                } else if (c == doubleQuote || c == singleQuote) && isTokenStart(previous) {
                    quote = c
                } else if isOpener(c) && isTokenStart(previous) {
                    flowDepth += 1
                    deepestFlow = max(deepestFlow, flowDepth)
                    if tooDeepColumn == nil, indents.count + compact + flowDepth > maximumDepth {
                        tooDeepColumn = index - lineStart + 1
                    }
                } else if isCloser(c) && flowDepth > 0 {
                    flowDepth -= 1
                } else if isIndicator(c), index + 1 == lineEnd || bytes[index + 1] == space {
                    compact += 1
                }
                previous = c
                index += 1
            }
            if indents.count + compact + deepestFlow > maximumDepth {
                let line = String(decoding: bytes[lineStart..<lineEnd].prefix(40), as: UTF8.self)
                return SceneError(location: SourceLocation(file: path, line: lineNumber, column: tooDeepColumn ?? 1),
                                  kind: .limit, message: "the YAML nests too deeply (more than \(maximumDepth) levels)", text: line)
            }
            lineStart = lineEnd + 1
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
                                  kind: .limit, message: "the scene is too large: more than \(maximumNodes) YAML values "
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
            message += YAMLQuotingHint.hint(for: text, line: mark.line)
            return SceneError(location: SourceLocation(file: path, line: mark.line, column: mark.column), kind: .syntax,
                              message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(problem, mark, context)
        case .reader(let problem, let offset, _, _):
            let place = offset.map { position(ofByte: $0, in: text) } ?? (line: 1, column: 1)
            return SceneError(location: SourceLocation(file: path, line: place.line, column: place.column), kind: .syntax,
                              message: "invalid YAML: \(problem)")
        default:
            return SceneError(location: SourceLocation(file: path, line: 1, column: 1), kind: .syntax, message: "invalid YAML: \(error)")
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
