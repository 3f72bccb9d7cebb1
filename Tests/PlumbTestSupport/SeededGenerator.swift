/// A small deterministic random source (SplitMix64), so that a failing seed can be run again.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose state is `seed` spread over all 64 bits first, so that neighbouring seeds
    /// (0, 1, 2, …) start far apart.
    public init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D }

    /// A generator that starts from `state` as it is.
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0); slightly uneven for bounds far from a power of two,
    /// which tests do not mind.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
