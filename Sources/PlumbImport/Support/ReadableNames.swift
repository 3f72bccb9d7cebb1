/// Gives the views of a foreign source (a storyboard's ids, a log's addresses, a listing's
/// variables) names a scene can use: identifiers in lower camel case, unique within one scene.
///
/// `Name Label` becomes `nameLabel`, `UIImageView` with no better name `imageView`, and a second
/// `imageView` becomes `imageView2`, so names stay stable when the source is read again.
public struct ReadableNames: Sendable {
    private var taken: Set<String>
    /// For each base name given out (lower-cased), the number its next copy starts looking from:
    /// every smaller one is taken, so a thousand `view`s cost a thousand steps, not half a million.
    private var nextNumber: [String: Int] = [:]

    /// Names already in use (`superview`, `safeArea` and the other words a scene reserves, say) are
    /// never given out.
    public init(reserved: some Sequence<String> = []) {
        taken = Set(reserved.map { $0.lowercased() })
    }

    /// A new name made from `words` (`Name Label`, `UIImageView`, `first-name field`), unique among
    /// the names this value gave out; `fallback` when `words` has no letter or digit.
    public mutating func name(for words: String, fallback: String = "view") -> String {
        let base = Self.identifier(from: words) ?? fallback
        var candidate = base
        let key = base.lowercased()
        var number = nextNumber[key] ?? 2
        while taken.contains(candidate.lowercased()) {
            candidate = base + String(number)
            number += 1
        }
        nextNumber[key] = number
        taken.insert(candidate.lowercased())
        return candidate
    }

    /// `nameLabel` for `Name Label`, `imageView` for `UIImageView` (the `UI`/`NS` class prefix goes),
    /// `firstNameField` for `first-name field` (any character but an ASCII letter or digit separates
    /// words); nil when `words` has none. A name that
    /// would start with a digit gets a `view` prefix.
    public static func identifier(from words: String) -> String? {
        var text = words
        for prefix in ["UI", "NS"] where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase { text = String(rest) }
        }
        let parts = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        guard !parts.isEmpty else { return nil }
        var result = ""
        for (index, part) in parts.enumerated() {
            if index == 0 {
                result += Self.lowercasingFirstWord(String(part))
            } else {
                result += part.prefix(1).uppercased() + part.dropFirst()
            }
        }
        if let first = result.first, first.isNumber { result = "view" + result }
        return result
    }

    /// `imageView` for `ImageView`, `url` for `URL`, `urlField` for `URLField`: the leading capitals
    /// lowered, keeping the last one of a run when a lower-case letter follows it.
    private static func lowercasingFirstWord(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        if capitals == characters.count { return word.lowercased() }
        let lowered = capitals == 1 ? 1 : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
