import BriscolaCore
import Crypto

/// What makes two stored matches one: the final state hash and the names at the seats, in seat
/// order — not who saved it, when, or which seat was theirs, so the same network game saved on two
/// machines (each with its own seat marked as "me") is one match. Lower-case hex of
/// SHA-256("briscola-match-identity-1" ‖ 0x00 ‖ state hash ‖ for each seat: its name's UTF-8
/// length as 4 bytes big-endian ‖ the name). Ordered by its hex, as sync compares lists.
public struct MatchIdentity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 64 lower-case hex digits.
    public let hex: String

    /// The identity of a match that ended in `stateHash` with `names` at its seats.
    public init(stateHash: String, names: [String]) {
        var bytes = Array("briscola-match-identity-1".utf8) + [0] + Array(stateHash.utf8)
        for name in names {
            let utf8 = Array(name.utf8)
            let count = UInt32(utf8.count)
            bytes += [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + utf8
        }
        hex = Hex.encode(SHA256.hash(data: bytes))
    }

    /// An identity read from a file or the wire: 64 hex digits (either case), else nil.
    public init?(hex: String) {
        guard hex.utf8.count == 64, let bytes = Hex.decode(hex) else { return nil }
        self.hex = Hex.encode(bytes)
    }

    /// Its 32 bytes.
    public var bytes: [UInt8] { Hex.decode(hex) ?? [] }

    public var description: String { hex }

    public static func < (lhs: MatchIdentity, rhs: MatchIdentity) -> Bool { lhs.hex < rhs.hex }
}

extension StoredMatch {
    /// This match's identity.
    public var identity: MatchIdentity { MatchIdentity(stateHash: record.stateHash, names: info.seats.map(\.name)) }
}
