import BriscolaCore
import CSodium

/// A machine's long-term key pair for history sync (X25519, libsodium's `crypto_kx` keys): its
/// public half is what a pairing gives the other machine, its secret half stays in the peer book.
public struct SyncKeyPair: Sendable, Equatable {
    public let publicKey: [UInt8]
    let secretKey: [UInt8]

    /// A fresh pair from the OS's generator.
    public static func generate() -> SyncKeyPair {
        precondition(CPace.ready, "libsodium starts")
        var pk = [UInt8](repeating: 0, count: 32), sk = [UInt8](repeating: 0, count: 32)
        crypto_kx_keypair(&pk, &sk)
        return SyncKeyPair(publicKey: pk, secretKey: sk)
    }

    /// The pair of a stored secret key (its public half recomputed); nil unless 32 bytes.
    public init?(secretKey: [UInt8]) {
        guard secretKey.count == 32, CPace.ready else { return nil }
        var pk = [UInt8](repeating: 0, count: 32)
        guard crypto_scalarmult_base(&pk, secretKey) == 0 else { return nil }
        self.init(publicKey: pk, secretKey: secretKey)
    }

    init(publicKey: [UInt8], secretKey: [UInt8]) {
        self.publicKey = publicKey
        self.secretKey = secretKey
    }

    /// X25519(secret, their public), nil when the result is all zeros (a low-order point).
    func agree(with publicKey: [UInt8]) -> [UInt8]? { X25519.agree(secretKey, publicKey) }

    /// How a key is shown to people: its first 8 bytes' hex, in groups of four.
    public static func fingerprint(_ key: [UInt8]) -> String {
        let hex = Hex.encode(key.prefix(8))
        return stride(from: 0, to: hex.count, by: 4).map { String(hex.dropFirst($0).prefix(4)) }.joined(separator: " ")
    }
}

/// libsodium's X25519.
enum X25519 {
    static func agree(_ secret: [UInt8], _ publicKey: [UInt8]) -> [UInt8]? {
        guard secret.count == 32, publicKey.count == 32 else { return nil }
        var out = [UInt8](repeating: 0, count: 32)
        guard crypto_scalarmult(&out, secret, publicKey) == 0 else { return nil }
        return out
    }
}
