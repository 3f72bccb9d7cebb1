extension SourceDiagnostics {
    /// How many errors with the same message are printed before the rest are counted.
    public static let repeatsShown = 3

    /// ``description`` with repeated identical mistakes grouped: the same mistake at more than
    /// ``repeatsShown`` places (one typo copied onto 250 views) prints its first few, then one line
    /// `file:line:column: note: … and 247 more like it (the last at line 512)`, at the first place left out.
    public var groupedDescription: String {
        var counts: [String: Int] = [:]
        for error in errors { counts[Self.mistake(error), default: 0] += 1 }
        var seen: [String: Int] = [:]
        var lines: [String] = []
        for error in errors {
            let message = Self.mistake(error)
            seen[message, default: 0] += 1
            let index = seen[message]!, total = counts[message]!
            if index <= Self.repeatsShown || total <= Self.repeatsShown + 1 {
                lines.append(error.description)
            } else if index == Self.repeatsShown + 1 {
                let last = errors.last { Self.mistake($0) == message }!.location
                lines.append("\(error.location): note: … and \(total - Self.repeatsShown) more like it (the last at line \(last.line))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What makes two errors the same mistake: their kind, the words of the message before the
    /// first quote (`unknown colour` against `unknown view`), the text at fault and the suggestion;
    /// not the view it was found in.
    static func mistake(_ error: SourceDiagnostic) -> String {
        let words = error.message.prefix { $0 != "'" }
        return "\(error.kind.rawValue)|\(words)|\(error.text)|\(error.suggestion ?? "")"
    }
}
