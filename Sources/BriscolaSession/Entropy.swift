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

    /// How many blocks a stream has given (nil for other entropy): where a snapshot takes it up.
    var streamCounter: UInt64? { stream?.counter }

    /// A stream read back from a snapshot, given its seed again: a snapshot keeps only the
    /// counter, the seed staying in the journal's header beside it.
    /// (Decoding makes only streams, so there is always a counter to take up.)
    mutating func takeUp(seed: [UInt8]) {
        stream = (seed, stream?.counter ?? 0)
    }

    private init(seeded: Xoshiro256?) { self.seeded = seeded }

    /// The next 32 bytes of a stream: SHA-256(seed ‖ counter, 8 bytes big-endian).
    private mutating func nextBlock() -> [UInt8]? {
        guard let current = stream else { return nil }
        precondition(!current.seed.isEmpty, "a snapshot's stream is given its journal's seed before it is drawn from")
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

/// A journaled stream as a session snapshot keeps it: its counter only. The seed is the journal
/// header's and is put back by `takeUp(seed:)`; other entropy (the system's, a test's seeded one)
/// cannot be made again, so it is not written.
extension Entropy: Codable {
    private enum CodingKeys: String, CodingKey { case counter }

    /// Writes the stream's counter; any other entropy is an error (no snapshot is taken of it).
    public func encode(to encoder: any Encoder) throws {
        guard let counter = stream?.counter else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "only a journaled stream can be taken up"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(counter, forKey: .counter)
    }

    /// A stream at the counter read, waiting for its seed (`takeUp(seed:)`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seeded: nil)
        stream = ([], try container.decode(UInt64.self, forKey: .counter))
    }
}
