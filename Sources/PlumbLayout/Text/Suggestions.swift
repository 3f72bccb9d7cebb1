/// The suggestion for a misspelt name: the nearest candidate by edit distance. Messages never
/// spell it out; it travels in a diagnostic's `suggestion` (see ``DiagnosticText``).
///
/// Used for attribute, option, metric and view names here, and by the scene loader for its keys.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Letter case is ignored when measuring; a candidate is close enough when at most a third of
    /// the word's letters (and at least one, but never all of them) must change. Ties go to the earlier candidate.
    public static func nearest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let limit = max(1, word.count / 3)
        let lowercased = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            // The distance is at least the difference in length: such candidates need no table.
            guard abs(other.count - lowercased.count) <= limit else { continue }
            let distance = editDistance(lowercased, other)
            if distance <= limit, distance < word.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The number of single-character insertions, deletions, substitutions and swaps of two
    /// neighbours that turn one string into the other (optimal string alignment distance).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: two rows back are needed for transpositions.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
