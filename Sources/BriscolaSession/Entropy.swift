import BriscolaCore

/// Where a session's secrets come from: the system's generator in real play, a seeded one in
/// tests (so a whole session, secrets included, can be replayed).
public struct Entropy: Sendable {
    private var seeded: Xoshiro256?

    /// Secrets from the operating system's cryptographic generator.
    public static let system = Entropy(seeded: nil)

    /// Reproducible secrets, for tests only: they are guessable by design.
    public static func seeded(_ seed: UInt64) -> Entropy { Entropy(seeded: Xoshiro256(seed: Seed(seed))) }

    private init(seeded: Xoshiro256?) { self.seeded = seeded }

    /// `count` fresh bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count + 8)
        while out.count < count {
            let word: UInt64
            if var generator = seeded {
                word = generator.next()
                seeded = generator
            } else {
                var system = SystemRandomNumberGenerator()
                word = system.next()
            }
            for k in 0..<8 { out.append(UInt8(truncatingIfNeeded: word >> (UInt64(k) * 8))) }
        }
        return Array(out.prefix(count))
    }
}
