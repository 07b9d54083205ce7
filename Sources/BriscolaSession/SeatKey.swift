import BriscolaCore
import BriscolaWire
import Crypto

/// A seat's Ed25519 key pair for one session (Protocol.md §8.1): it signs what the seat writes, so
/// that a host relaying it cannot alter it or make it up.
public struct SeatKey: Sendable {
    private let key: KeyBox
    /// The public key as sent in `hello`, `welcome` and `seated`: 32 bytes of hex.
    public let publicHex: String

    /// A key from 32 bytes of secret seed (fresh from `Entropy` for each session).
    public init(seed: [UInt8]) {
        precondition(seed.count == 32, "an Ed25519 seed is 32 bytes")
        // 32 bytes are always a valid Ed25519 seed.
        key = KeyBox((try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)) ?? Curve25519.Signing.PrivateKey())
        publicHex = Hex.encode(Array(key.key.publicKey.rawRepresentation))
    }

    /// The 32-byte secret seed the key was made from (a session snapshot keeps it). Secret.
    var seed: [UInt8] { Array(key.key.rawRepresentation) }

    /// A fresh key drawn from `entropy`.
    public init(_ entropy: inout Entropy) { self.init(seed: entropy.bytes(32)) }

    /// The message with its signature for session `session` (a message that is not signed is
    /// returned unchanged).
    public func sign(_ message: Message, session: String) -> Message {
        guard let input = message.signingInput(session: session),
              let signature = try? key.key.signature(for: input) else { return message }
        return message.withSignature(Hex.encode(Array(signature)))
    }
}

/// Holds a private key, which swift-crypto does not mark `Sendable`: it is never changed after it
/// is made, and signing only reads it, so sharing it across threads is safe.
private final class KeyBox: @unchecked Sendable {
    let key: Curve25519.Signing.PrivateKey
    init(_ key: Curve25519.Signing.PrivateKey) { self.key = key }
}

/// Checks a signed message against its author's public key.
public enum SignatureCheck {
    /// True when `message`'s `sig` is its author's signature over the §8.1 signing input.
    public static func verify(_ message: Message, key publicHex: String, session: String) -> Bool {
        guard let input = message.signingInput(session: session), let payload = message.signed,
              let keyBytes = Hex.decode(publicHex), keyBytes.count == 32,
              let signature = Hex.decode(payload.sig), signature.count == 64,
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes) else { return false }
        return key.isValidSignature(signature, for: input)
    }
}
