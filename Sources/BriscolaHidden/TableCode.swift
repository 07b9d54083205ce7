import Crypto

/// The table code of protocol 4 (Protocol.md §17.8.4): 64 bits over the session, every seat's key
/// and the guests' code nonces — committed in their `hello`, revealed in their first `shuffle` —
/// so a host cannot grind two views of the table into one code. Players compare it by voice, as
/// four proquints.
public struct TableCode: Hashable, Sendable {
    /// The code's 64 bits.
    public let bits: UInt64

    /// The code of a table: `session` (16 bytes), the public key of each seat in seat order, and
    /// the code nonce of each seat that has one (guests), in seat order.
    public init(session: [UInt8], keys: [[UInt8]], nonces: [[UInt8]?]) {
        var hash = SHA256()
        hash.update(data: Array("briscola-table-4".utf8) + [0])
        hash.update(data: session)
        for key in keys { hash.update(data: key) }
        for nonce in nonces.compactMap({ $0 }) { hash.update(data: nonce) }
        bits = Array(hash.finalize()).prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// What a guest's `hello` carries for its code nonce: SHA-256("briscola-code-4" ‖ 0x00 ‖ nonce).
    public static func commitment(to nonce: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(data: Array("briscola-code-4".utf8) + [0] + nonce))
    }

    /// The code as people say it: four proquints, most significant first ("lusab-babad-…").
    public var words: String {
        stride(from: 48, through: 0, by: -16).map { Self.proquint(UInt16(truncatingIfNeeded: bits >> UInt64($0))) }.joined(separator: "-")
    }

    /// One 16-bit word as consonant, vowel, consonant, vowel, consonant (Wilkerson, "A Proposal for
    /// Proquints", arXiv:0901.4016): 65 536 pronounceable words with no list to keep.
    public static func proquint(_ word: UInt16) -> String {
        let consonants = Array("bdfghjklmnprstvz"), vowels = Array("aiou"), w = Int(word)
        return String([consonants[w >> 12 & 15], vowels[w >> 10 & 3], consonants[w >> 6 & 15], vowels[w >> 4 & 3], consonants[w & 15]])
    }
}
