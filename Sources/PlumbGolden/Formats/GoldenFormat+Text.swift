extension GoldenFormat where Value == String, Detail == Void {
    /// Text compared byte for byte, with the first line that differs named: `explain` output, or any
    /// text a test wants to keep.
    public static func text(fileExtension: String = "txt") -> GoldenFormat {
        GoldenFormat(fileExtension: fileExtension, encode: { Array($0.utf8) }) { golden, _, value in
            let actual = Array(value.utf8)
            guard golden != actual else { return GoldenComparison(matches: true, detail: ()) }
            return GoldenComparison(matches: false, detail: (), difference: TextDifference.describe(expected: golden, actual: actual))
        }
    }

    /// An SVG picture as text, byte for byte: ``text(fileExtension:)`` with `svg`.
    public static var svg: GoldenFormat { text(fileExtension: "svg") }
}

extension GoldenFormat where Value == [UInt8], Detail == Void {
    /// Bytes compared byte for byte (a PDF picture).
    public static func bytes(fileExtension: String) -> GoldenFormat {
        GoldenFormat(fileExtension: fileExtension, encode: { $0 }) { golden, _, actual in
            guard golden != actual else { return GoldenComparison(matches: true, detail: ()) }
            return GoldenComparison(matches: false, detail: (),
                                    difference: "\(actual.count) bytes differ from the golden's \(golden.count), first at byte "
                                        + "\(TextDifference.firstDifference(golden, actual) + 1)")
        }
    }
}

/// Where two texts part.
enum TextDifference {
    /// `differs first at line 12: expected '…', actual '…'`.
    static func describe(expected: [UInt8], actual: [UInt8]) -> String {
        let expectedLines = expected.split(separator: 10, omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: 10, omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        func quoted(_ lines: [ArraySlice<UInt8>]) -> String {
            guard index < lines.count else { return "the end of the text" }
            let line = String(decoding: lines[index], as: UTF8.self)
            return "'" + (line.count > 80 ? line.prefix(77) + "…" : line) + "'"
        }
        return "differs first at line \(index + 1): expected \(quoted(expectedLines)), actual \(quoted(actualLines))"
    }

    /// The index of the first byte that differs (the shorter's length when one is a prefix of the other).
    static func firstDifference(_ first: [UInt8], _ second: [UInt8]) -> Int {
        zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(first.count, second.count)
    }
}
