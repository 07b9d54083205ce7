import BriscolaCore
import Crypto

/// The state hash of a hidden game (Protocol.md §16.5): a chain of SHA-256 over what every seat
/// sees alike — the locked deck, then each play with the key that opened it. Cards a seat holds
/// privately are not in it, so every seat computes the same hash.
public struct PublicHistory: Sendable, Equatable {
    /// The current hash, 32 bytes.
    public private(set) var hash: [UInt8]

    /// The chain's start: SHA-256("briscola-hidden-3" ‖ session id ‖ game, 4 bytes big-endian ‖
    /// the 32-byte elements of the locked deck in position order).
    public init(session: [UInt8], game: Int, locked: [GroupElement]) {
        var hasher = SHA256()
        hasher.update(data: Array("briscola-hidden-3".utf8))
        hasher.update(data: session)
        hasher.update(data: (0..<4).map { UInt8(truncatingIfNeeded: game >> (24 - 8 * $0)) })
        for element in locked { hasher.update(data: element.bytes) }
        hash = Array(hasher.finalize())
    }

    /// Protocol 4's start (§17.8.3): SHA-256("briscola-hidden-4" ‖ 0x00 ‖ session id ‖ game, 4 bytes
    /// big-endian ‖ every pass's signature, 64 bytes each, in order ‖ the locked deck's digest), so
    /// a relay that showed two seats two passes cannot give them one history.
    public init(session: [UInt8], game: Int, passSignatures: [[UInt8]], lockedDigest: [UInt8]) {
        var hasher = SHA256()
        hasher.update(data: Array("briscola-hidden-4".utf8) + [0])
        hasher.update(data: session)
        hasher.update(data: (0..<4).map { UInt8(truncatingIfNeeded: game >> (24 - 8 * $0)) })
        for signature in passSignatures { hasher.update(data: signature) }
        hasher.update(data: lockedDigest)
        hash = Array(hasher.finalize())
    }

    /// One play: SHA-256(previous hash ‖ seq ‖ seat ‖ position ‖ card index, one byte each ‖ key).
    public mutating func append(seq: Int, seat: Int, position: Int, card: Card, key: Scalar) {
        var hasher = SHA256()
        hasher.update(data: hash)
        hasher.update(data: [UInt8(truncatingIfNeeded: seq), UInt8(truncatingIfNeeded: seat),
                             UInt8(truncatingIfNeeded: position), card.index])
        hasher.update(data: key.bytes)
        hash = Array(hasher.finalize())
    }

    /// The hash in lower-case hex, as `play` and `game_over` carry it.
    public var hex: String { Hex.encode(hash) }
}
