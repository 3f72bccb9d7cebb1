extension String {
    /// How many times `needle` occurs, without overlaps.
    func occurrences(of needle: String) -> Int {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return 0 }
        var count = 0, index = 0
        while index <= haystack.count - pattern.count {
            if haystack[index..<index + pattern.count].elementsEqual(pattern) {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return count
    }
}
