/// SplitMix64 (Steele, Lea, Flood 2014): expands a 64-bit seed into well-mixed words. Specified in
/// Protocol.md because every peer must expand seeds identically.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// Starts the sequence at a seed.
    public init(seed: UInt64) { state = seed }

    /// The next word: add the golden gamma, then the two multiply–xorshift rounds.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
