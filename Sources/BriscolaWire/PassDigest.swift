import Crypto

/// The digests a protocol-4 pass is signed over (Protocol.md §17.8.1): short names for a deck and
/// for the rest of a pass, so that a signature covers all of it and a `read` can name it.
public enum PassDigest {
    /// The deck digest: SHA-256(ASCII `briscola-deck-4` ‖ 0x00 ‖ the elements' bytes in order).
    public static func deck(_ elements: [[UInt8]]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array("briscola-deck-4".utf8) + [0])
        for element in elements { hasher.update(data: element) }
        return Array(hasher.finalize())
    }

    /// SHA-256(ASCII `briscola-pass-rest-4` ‖ 0x00 ‖ proof ‖ commitments ‖ code nonce, when there is one).
    public static func rest(proof: [UInt8], commitments: [[UInt8]], codeNonce: [UInt8]?) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array("briscola-pass-rest-4".utf8) + [0])
        hasher.update(data: proof)
        for commitment in commitments { hasher.update(data: commitment) }
        if let codeNonce { hasher.update(data: codeNonce) }
        return Array(hasher.finalize())
    }
}
