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
        // 32 bytes are always a valid Ed25519 seed: only a broken library refuses one, and then no
        // key of another seed may stand in for it (the session's journal could not make it again).
        do {
            key = KeyBox(try Curve25519.Signing.PrivateKey(rawRepresentation: seed))
        } catch {
            preconditionFailure("Ed25519 refused a 32-byte seed: \(error)")
        }
        publicHex = Hex.encode(Array(key.key.publicKey.rawRepresentation))
    }

    /// The 32-byte secret seed the key was made from (a session snapshot keeps it). Secret.
    var seed: [UInt8] { Array(key.key.rawRepresentation) }

    /// A fresh key drawn from `entropy`.
    public init(_ entropy: inout Entropy) { self.init(seed: entropy.bytes(32)) }

    /// The message with its signature for session `session` (a kind of message that is not signed
    /// is returned unchanged). One that is signed never goes out without its signature: signing
    /// with a valid key fails only in a broken library, which is a bug to stop at, not to send past.
    public func sign(_ message: Message, session: String) -> Message {
        guard let input = message.signingInput(session: session) else { return message }
        do {
            return message.withSignature(Hex.encode(Array(try key.key.signature(for: input))))
        } catch {
            preconditionFailure("Ed25519 could not sign a \(message.type): \(error)")
        }
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
        guard let input = message.signingInput(session: session), let payload = message.signed else { return false }
        return verify(input: input, signature: payload.sig, key: publicHex)
    }

    /// True when `signature` (hex) is the key's signature over `input`: a pass named by a `read`
    /// (§17.8.1), whose signing input is rebuilt from its digests.
    public static func verify(input: [UInt8], signature hex: String, key publicHex: String) -> Bool {
        guard let keyBytes = Hex.decode(publicHex), keyBytes.count == 32,
              let signature = Hex.decode(hex), signature.count == 64,
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes) else { return false }
        return key.isValidSignature(signature, for: input)
    }
}
