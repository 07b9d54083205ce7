import BriscolaCore

/// A seat's keys for the positions other seats received in one round of the deal or the draws,
/// so that each receiver alone can open its own (§16.3).
public struct Openings: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    /// 0 for the deal, *t* for the draws after trick *t*.
    public var round: Int
    /// Ascending deck positions, and the sender's key for each (32-byte scalars in hex).
    public var positions: [Int]
    public var keys: [String]
    public var sig: String

    /// A seat's keys for one round (signed afterwards).
    public init(game: Int, seat: Int, round: Int, positions: [Int], keys: [String], sig: String = "") {
        self.game = game
        self.seat = seat
        self.round = round
        self.positions = positions
        self.keys = keys
        self.sig = sig
    }

    public var signingFields: [String] {
        [String(game), String(seat), String(round), positions.map(String.init).joined(separator: ","),
         keys.map { $0.lowercased() }.joined(separator: ",")]
    }

    private enum CodingKeys: String, CodingKey { case game, seat, round, positions, keys, sig }

    /// Strict where the JSON type says too little: as many 32-byte keys as positions.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let positions = try c.decode([Int].self, forKey: .positions)
        let keys = try WireFields.hexArray(c, .keys, bytes: 32)
        guard keys.count == positions.count else {
            throw DecodingError.dataCorruptedError(forKey: .keys, in: c, debugDescription: "\(keys.count) keys for \(positions.count) positions")
        }
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  round: try c.decode(Int.self, forKey: .round), positions: positions, keys: keys,
                  sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// A seat's secrets revealed after the last play, for every seat to audit the deal (§16.5).
public struct Audit: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    public var shuffleKey: String
    /// The seat's key for every position, in position order.
    public var keys: [String]
    public var sig: String

    /// A seat's revealed secrets (signed afterwards).
    public init(game: Int, seat: Int, shuffleKey: String, keys: [String], sig: String = "") {
        self.game = game
        self.seat = seat
        self.shuffleKey = shuffleKey
        self.keys = keys
        self.sig = sig
    }

    public var signingFields: [String] {
        [String(game), String(seat), shuffleKey.lowercased(), keys.map { $0.lowercased() }.joined(separator: ",")]
    }

    private enum CodingKeys: String, CodingKey {
        case game, seat, keys, sig
        case shuffleKey = "shuffle_key"
    }

    /// Strict where the JSON type says too little: 32-byte scalars, a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  shuffleKey: try WireFields.hex(c, .shuffleKey, bytes: 32), keys: try WireFields.hexArray(c, .keys, bytes: 32),
                  sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}
