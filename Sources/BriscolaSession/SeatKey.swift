import BriscolaCore
import BriscolaWire
import Crypto

/// A seat's Ed25519 key pair for one session (Protocol.md §8.1): it signs what the seat writes, so
/// that a host relaying it cannot alter it or make it up.
public struct SeatKey: Sendable {
    /// The secret seed (swift-crypto's key type is not `Sendable`, so the key is rebuilt to sign).
    private let seed: [UInt8]
    /// The public key as sent in `hello`, `welcome` and `seated`: 32 bytes of hex.
    public let publicHex: String

    /// A key from 32 bytes of secret seed (fresh from `Entropy` for each session).
    public init(seed: [UInt8]) {
        precondition(seed.count == 32, "an Ed25519 seed is 32 bytes")
        self.seed = seed
        publicHex = Self.privateKey(seed).map { Hex.encode(Array($0.publicKey.rawRepresentation)) } ?? ""
    }

    /// The private key of a seed (32 bytes are always a valid Ed25519 seed).
    private static func privateKey(_ seed: [UInt8]) -> Curve25519.Signing.PrivateKey? {
        try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    }

    /// A fresh key drawn from `entropy`.
    public init(_ entropy: inout Entropy) { self.init(seed: entropy.bytes(32)) }

    /// The message with its signature for session `session` (a message that is not signed is
    /// returned unchanged).
    public func sign(_ message: Message, session: String) -> Message {
        guard let input = message.signingInput(session: session),
              let signature = try? Self.privateKey(seed)?.signature(for: input) else { return message }
        return message.withSignature(Hex.encode(Array(signature)))
    }
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
