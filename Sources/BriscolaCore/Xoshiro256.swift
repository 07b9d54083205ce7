/// xoshiro256** 1.0 (Blackman & Vigna): the portable generator behind every shuffle and every
/// seeded AI choice, specified in Protocol.md so another language reproduces it exactly.
public struct Xoshiro256: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// Starts from a 32-byte seed: its four little-endian words are the state.
    public init(seed: Seed) {
        (s0, s1, s2, s3) = seed.words
    }

    /// The next 64-bit output.
    @inlinable public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 &<< 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    @inlinable func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x &<< k) | (x &>> (64 &- k)) }
}

extension RandomNumberGenerator {
    /// An unbiased draw in 0..<bound by Lemire's multiply-and-reject: take the high word of
    /// `next() × bound`, rejecting while the low word is below 2^64 mod bound (Protocol.md). The
    /// threshold is computed only when the low word is below `bound`, which accepts and rejects
    /// exactly the same draws while skipping the division almost always.
    @inlinable public mutating func bounded(_ bound: Int) -> Int {
        let n = UInt64(max(bound, 1))
        var (high, low) = next().multipliedFullWidth(by: n)
        if low < n {
            let threshold = (0 &- n) % n
            while low < threshold { (high, low) = next().multipliedFullWidth(by: n) }
        }
        return Int(high)
    }
}
