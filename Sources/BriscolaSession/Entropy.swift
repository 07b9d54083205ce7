import BriscolaCore
import Crypto

/// Where a session's secrets come from: the system's generator in real play, a seeded one in
/// tests (so a whole session, secrets included, can be replayed).
public struct Entropy: Sendable {
    private var seeded: Xoshiro256?
    /// A journaled session's generator: SHA-256 of a secret seed and a counter (see `stream`).
    private var stream: (seed: [UInt8], counter: UInt64)?

    /// Secrets from the operating system's cryptographic generator.
    public static let system = Entropy(seeded: nil)

    /// Reproducible secrets, for tests only: they are guessable by design.
    public static func seeded(_ seed: UInt64) -> Entropy { Entropy(seeded: Xoshiro256(seed: Seed(seed))) }

    /// Secrets derived from a 32-byte seed drawn from the system's generator: as unguessable as
    /// the seed, and the same again when a session is rebuilt from its journal after a crash.
    public static func stream(seed: [UInt8]) -> Entropy {
        var entropy = Entropy(seeded: nil)
        entropy.stream = (seed, 0)
        return entropy
    }

    /// A journaled session's stream taken up after `counter` blocks (a snapshot's position).
    static func stream(seed: [UInt8], counter: UInt64) -> Entropy {
        var entropy = Entropy(seeded: nil)
        entropy.stream = (seed, counter)
        return entropy
    }

    /// How many blocks a stream has given (nil for other entropy): where a snapshot takes it up.
    var streamCounter: UInt64? { stream?.counter }

    private init(seeded: Xoshiro256?) { self.seeded = seeded }

    /// The next 32 bytes of a stream: SHA-256(seed ‖ counter, 8 bytes big-endian).
    private mutating func nextBlock() -> [UInt8]? {
        guard let current = stream else { return nil }
        var hasher = SHA256()
        hasher.update(data: current.seed)
        hasher.update(data: (0..<8).map { UInt8(truncatingIfNeeded: current.counter >> (56 - 8 * UInt64($0))) })
        stream = (current.seed, current.counter + 1)
        return Array(hasher.finalize())
    }

    /// `count` fresh bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        if stream != nil {
            var out: [UInt8] = []
            while out.count < count, let block = nextBlock() { out += block }
            return Array(out.prefix(count))
        }
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
