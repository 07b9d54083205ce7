import Crypto

/// Where a prover's nonces come from (Protocol.md §17.2): 64 bytes at a time, reduced modulo ℓ.
/// The module stays pure — the caller hands in the generator: the operating system's in play,
/// a seeded one in tests and for the published vectors.
public protocol NonceSource {
    /// The next 64 bytes.
    mutating func wide() -> [UInt8]
}

/// Nonces from the operating system's cryptographic generator: what a live prover uses.
public struct SystemNonces: NonceSource {
    public init() {}

    /// 64 fresh bytes from `SystemRandomNumberGenerator` (the OS's generator).
    public mutating func wide() -> [UInt8] {
        var system = SystemRandomNumberGenerator()
        return (0..<8).flatMap { _ in
            let word = system.next()
            return (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
        }
    }
}

/// Reproducible nonces: block n is SHA-512(ASCII `briscola-nonces-4` ‖ seed ‖ n as 8 bytes
/// big-endian). With a public seed (tests, the test vectors) they are guessable by design; the
/// session seeds them with a secret of the seat's, the pass and the digest of the deck read
/// (§17.8.7), so a pass proved again is the same proof. Package-only: two proofs over different
/// decks from one stream would give the prover's secret key away.
package struct SeededNonces: NonceSource {
    private let seed: [UInt8]
    private var counter: UInt64 = 0

    /// A stream from any seed bytes.
    package init(seed: [UInt8]) { self.seed = seed }

    /// The next block of the stream.
    package mutating func wide() -> [UInt8] {
        var hasher = SHA512()
        hasher.update(data: Array("briscola-nonces-4".utf8))
        hasher.update(data: seed)
        hasher.update(data: (0..<8).map { UInt8(truncatingIfNeeded: counter >> (56 - 8 * UInt64($0))) })
        counter += 1
        return Array(hasher.finalize())
    }
}

extension NonceSource {
    /// A nonce: the next block reduced modulo ℓ, drawn again in the negligible case of zero.
    mutating func nonce() -> ModL {
        while true {
            let value = ModL(wide: wide())
            if !value.isZero { return value }
        }
    }
}
