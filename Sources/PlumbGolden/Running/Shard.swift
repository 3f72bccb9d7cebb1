/// One of N slices of a suite, so several CI machines can share it: `--shard 2/4`.
///
/// A case belongs to a slice by a hash of its name (64-bit FNV-1a over its UTF-8 bytes), which is
/// the same on every machine and every run, unlike Swift's seeded `hashValue`. Every case lands in
/// exactly one slice, and adding a case never moves the others.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The slice, 1…count.
    public let index: Int
    /// How many slices there are.
    public let count: Int

    /// A slice; `nil` unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`.
    /// - Throws: ``InvalidShard`` saying what is wrong.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw InvalidShard(text: text, reason: "expected K/N, such as 1/4")
        }
        guard count >= 1 else { throw InvalidShard(text: text, reason: "the number of shards must be at least 1") }
        guard let shard = Shard(index: index, count: count) else {
            throw InvalidShard(text: text, reason: "the shard must be between 1 and \(count)")
        }
        self = shard
    }

    /// Whether the case with this name runs in this slice.
    public func contains(_ caseName: String) -> Bool {
        Int(Self.fnv1a(caseName) % UInt64(count)) == index - 1
    }

    /// The names that run in this slice, in their given order.
    public func select(_ caseNames: [String]) -> [String] {
        caseNames.filter(contains)
    }

    public var description: String { "\(index)/\(count)" }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N.
public struct InvalidShard: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    public var description: String { "invalid shard '\(text)': \(reason)" }
}
