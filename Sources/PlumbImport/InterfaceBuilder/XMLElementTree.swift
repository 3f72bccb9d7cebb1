import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbLayout

/// One element of an XML document, with where its start tag begins in the file.
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElementNode]
    /// The character data directly inside the element (a `<string key="text">` holds its text so).
    var text: String
    var line: Int
    var column: Int

    /// The value of `attribute`, if set.
    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The child elements named `name`.
    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `key` (any key when `nil`).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}

/// Reads a whole XML file into ``XMLElementNode``s with FoundationXML's `XMLParser`, within limits
/// that keep hostile input from exhausting the machine: the file's size, the depth of nesting, the
/// number of elements, and no document type declaration (so no entity can expand).
struct XMLElementTreeReader {
    /// Interface Builder documents of large apps are a few megabytes; 32 MiB is far beyond any.
    static let maximumBytes = 32 << 20
    /// Storyboards nest about 20 deep; a deep tree only costs recursion later.
    static let maximumDepth = 200
    static let maximumElements = 1_000_000

    /// The root element of the XML in `data`, read from `path` (for messages).
    /// - Throws: ``SourceDiagnostics`` at the place where the XML stops being well-formed or breaks a limit.
    static func read(_ data: Data, path: String) throws(SourceDiagnostics) -> XMLElementNode {
        func failure(_ kind: DiagnosticKind, _ message: String, line: Int = 1, column: Int = 1) -> SourceDiagnostics {
            SourceDiagnostics([SourceDiagnostic(location: SourceLocation(file: path, line: line, column: column),
                                                kind: kind, message: message)])
        }
        guard data.count <= maximumBytes else {
            throw failure(.limit, "the file is \(data.count) bytes; Interface Builder documents of at most \(maximumBytes) bytes are read")
        }
        // FoundationXML traps on a tag whose name or attributes are not UTF-8, so they never reach it.
        if let offset = firstInvalidUTF8(in: data) {
            let (line, column) = lineAndColumn(of: offset, in: data)
            throw failure(.unreadable, "the file is not UTF-8 here; Xcode writes Interface Builder documents in UTF-8",
                          line: line, column: column)
        }
        if let offset = firstDeclaration(in: data) {
            let (line, column) = lineAndColumn(of: offset, in: data)
            throw failure(.notApplicable, "a document type declaration ('<!DOCTYPE' or '<!ENTITY') is not read: Interface Builder "
                          + "never writes one, and its entities could expand without bound", line: line, column: column)
        }
        let builder = TreeBuilder(bytes: [UInt8](data))
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let finished = parser.parse()
        if let limit = builder.limitBroken {
            throw failure(.limit, limit.message, line: limit.line, column: limit.column)
        }
        guard finished, let root = builder.root else {
            let code = (parser.parserError as NSError?)?.code
            let reason = code.map { " (XMLParser error \($0))" } ?? ""
            throw failure(.syntax, "the file is not well-formed XML here\(reason); an Interface Builder document is an XML file "
                          + "written by Xcode", line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        }
        return root
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, if any.
    private static func firstInvalidUTF8(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length): _ = length; return offset
            }
        }
    }

    /// The offset of the first `<!DOCTYPE` or `<!ENTITY`, if any.
    private static func firstDeclaration(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        let patterns = ["<!DOCTYPE", "<!ENTITY"].map { Array($0.utf8) }
        guard bytes.count >= 8 else { return nil }
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "<") {
            for pattern in patterns where index + pattern.count <= bytes.count {
                if Array(bytes[index..<index + pattern.count]) == pattern { return index }
            }
        }
        return nil
    }

    private static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    /// Builds the tree as the parser reports elements; stops the parser when a limit is broken.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        var count = 0
        var limitBroken: (message: String, line: Int, column: Int)?
        private let bytes: [UInt8]
        /// The offset of the first byte of each line.
        private var lineStarts: [Int] = [0]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        }

        /// Where the start tag `<name` that ends at the parser's position begins: XMLParser reports the
        /// position after the tag, and a tag may span lines.
        func tagStart(_ name: String, line: Int, column: Int) -> (line: Int, column: Int) {
            guard line >= 1, line <= lineStarts.count else { return (max(1, line), max(1, column)) }
            let pattern = Array(("<" + name).utf8)
            var offset = min(bytes.count, lineStarts[line - 1] + max(0, column - 1)) - pattern.count
            let earliest = max(0, lineStarts[line - 1] - 4096)
            while offset >= earliest {
                if bytes[offset] == UInt8(ascii: "<"), Array(bytes[offset..<offset + pattern.count]) == pattern {
                    let startLine = lineIndex(of: offset)
                    return (startLine + 1, offset - lineStarts[startLine] + 1)
                }
                offset -= 1
            }
            return (line, max(1, column))
        }

        /// The index of the line holding byte `offset` (a binary search: documents have many lines).
        private func lineIndex(of offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            count += 1
            if stack.count >= XMLElementTreeReader.maximumDepth || count > XMLElementTreeReader.maximumElements {
                let what = count > XMLElementTreeReader.maximumElements
                    ? "more than \(XMLElementTreeReader.maximumElements) elements"
                    : "elements nested more than \(XMLElementTreeReader.maximumDepth) deep"
                limitBroken = ("the document has \(what); Interface Builder documents stay far below", parser.lineNumber,
                               parser.columnNumber)
                parser.abortParsing()
                return
            }
            let start = tagStart(elementName, line: parser.lineNumber, column: parser.columnNumber)
            stack.append(XMLElementNode(name: elementName, attributes: attributes, children: [], text: "",
                                        line: start.line, column: start.column))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }
    }
}
