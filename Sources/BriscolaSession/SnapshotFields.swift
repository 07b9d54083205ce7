import BriscolaCore
import BriscolaWire
import Foundation

// How the session's own field types are written in a snapshot (`SessionSnapshot`), each reading
// back only what fits: a journal is a file anyone can edit, and a damaged one is refused, never
// made into a session that traps later.

/// A seat's key as its 32-byte secret seed in hex (as secret as the journal's own seed).
extension SeatKey: Codable {
    /// Writes the seed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Hex.encode(seed))
    }

    /// The key of the seed read; anything but 32 bytes of hex is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let seed = Hex.decode(try container.decode(String.self)), seed.count == 32 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a key's seed is 32 bytes of hex")
        }
        self.init(seed: seed)
    }
}

/// A connection's counted messages: the counts, and the kept messages as the wire spells them.
extension MessageStream: Codable {
    private enum CodingKeys: String, CodingKey { case sent, kept, received }

    /// Writes the counts and the kept messages (a message the wire cannot spell is an error).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sent, forKey: .sent)
        try container.encode(try keptMessages.map { String(decoding: try MessageCoding.encode($0), as: UTF8.self) }, forKey: .kept)
        try container.encode(received, forKey: .received)
    }

    /// Reads a stream back: every kept message must decode, and no more be kept than were sent.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let sent = try container.decode(Int.self, forKey: .sent), received = try container.decode(Int.self, forKey: .received)
        let kept = try container.decode([String].self, forKey: .kept).map { try MessageCoding.decode(Data($0.utf8)) }
        guard sent >= kept.count, received >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .kept, in: container, debugDescription: "more messages kept than sent")
        }
        self.init(sent: sent, kept: kept, received: received)
    }
}

/// Where the session stands, written only between two games: snapshots are taken there and
/// nowhere else (a game's log and a deal's secrets are not written).
extension SessionPhase: Codable {
    private enum CodingKeys: String, CodingKey { case between }

    /// Writes the interlude; any other phase is an error.
    func encode(to encoder: any Encoder) throws {
        guard case let .between(interlude) = self else {
            throw EncodingError.invalidValue(String(describing: self), .init(codingPath: encoder.codingPath, debugDescription: "a session is written between games only"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(interlude, forKey: .between)
    }

    /// The time between two games read back.
    init(from decoder: any Decoder) throws {
        self = .between(try decoder.container(keyedBy: CodingKeys.self).decode(Interlude.self, forKey: .between))
    }
}

/// Our account of the last game as it stands, perhaps not yet signed (the wire form of a
/// `GameOver` refuses an empty signature): its fields, the result as its code.
@propertyWrapper
struct UnsignedAccount: Codable, Sendable {
    var wrappedValue: GameOver?

    init(wrappedValue: GameOver?) { self.wrappedValue = wrappedValue }

    private struct Fields: Codable {
        var game: Int, seat: Int, scores: [Int], result: String, hash: String, sig: String
    }

    /// Writes the account, or null.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.map { Fields(game: $0.game, seat: $0.seat, scores: $0.scores, result: $0.result.code, hash: $0.hash, sig: $0.sig) })
    }

    /// The account again; its result is the scores' own when the stored spelling is none (§4).
    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Fields?.self).map { f in
            GameOver(game: f.game, seat: f.seat, scores: f.scores, result: GameResult(code: f.result) ?? GameResult(scores: f.scores), hash: f.hash, sig: f.sig)
        }
    }
}
