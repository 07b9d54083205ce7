import BriscolaCore
import Crypto

/// The commit–reveal deal of Protocol.md §10: nobody can choose the deck, because each seat fixes
/// its secret (by publishing its hash) before anyone reveals.
public enum FairDeal {
    /// The commitment to a secret: SHA-256 of its 32 bytes, in hex.
    public static func commitment(to secret: [UInt8]) -> String { Hex.encode(SHA256.hash(data: secret)) }

    /// The game seed: SHA-256 over every seat's secret in seat order, then the session id's bytes.
    public static func gameSeed(secrets: [[UInt8]], session: [UInt8]) -> Seed {
        var hasher = SHA256()
        for secret in secrets { hasher.update(data: secret) }
        hasher.update(data: session)
        return Seed(bytes: Array(hasher.finalize())) ?? Seed(0)
    }

    /// Bytes from hex of exactly `count` bytes, nil otherwise.
    public static func bytes(hex: String, count: Int) -> [UInt8]? {
        guard let bytes = Hex.decode(hex), bytes.count == count else { return nil }
        return bytes
    }
}
