import BriscolaCore

/// A message a seat writes and signs (Protocol.md §8.1): whoever passes it on, its author is the
/// seat in its `seat` member, and its `sig` covers `signingFields` in the order §8.1 lists them.
public protocol SignedPayload: Sendable {
    /// The seat that wrote it.
    var seat: Int { get }
    /// The Ed25519 signature over the signing input, 64 bytes of hex ("" until signed).
    var sig: String { get set }
    /// The members the signature covers, as the signing input writes them.
    var signingFields: [String] { get }
}

/// A seat's commitment to its secret for one game: SHA-256 of the 32 secret bytes, in hex.
public struct Commit: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    public var hash: String
    public var sig: String

    /// A seat's commitment to its secret for a game (signed afterwards).
    public init(game: Int, seat: Int, hash: String, sig: String = "") {
        self.game = game
        self.seat = seat
        self.hash = hash
        self.sig = sig
    }

    public var signingFields: [String] { [String(game), String(seat), hash.lowercased()] }

    private enum CodingKeys: String, CodingKey { case game, seat, hash, sig }

    /// Strict where the JSON type says too little: 32 bytes of hex, and a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  hash: try WireFields.hex(c, .hash, bytes: 32), sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// A seat's secret for one game, revealed only after every commitment is in.
public struct Reveal: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    public var secret: String
    public var sig: String

    /// A seat's secret, revealed once every commitment is in (signed afterwards).
    public init(game: Int, seat: Int, secret: String, sig: String = "") {
        self.game = game
        self.seat = seat
        self.secret = secret
        self.sig = sig
    }

    public var signingFields: [String] { [String(game), String(seat), secret.lowercased()] }

    private enum CodingKeys: String, CodingKey { case game, seat, secret, sig }

    /// Strict where the JSON type says too little: 32 bytes of hex, and a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  secret: try WireFields.hex(c, .secret, bytes: 32), sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// One play, with the state hash the sender computed after applying it.
public struct Play: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seq: Int
    public var seat: Int
    public var card: Card
    public var hash: String
    public var sig: String
    /// True when the card was played for the seat because its time ran out (§10; signed in
    /// protocol 4, §17.8.3; every seat checks that it is the card the rule gives).
    public var timedOut: Bool?
    /// Hidden hands (§16.4): the deck position played, and the player's key for it.
    public var position: Int?
    public var key: String?

    /// One play with the state hash after it (signed afterwards).
    public init(game: Int, seq: Int, seat: Int, card: Card, hash: String, sig: String = "", timedOut: Bool? = nil,
                position: Int? = nil, key: String? = nil) {
        self.game = game
        self.seq = seq
        self.seat = seat
        self.card = card
        self.hash = hash
        self.sig = sig
        self.timedOut = timedOut
        self.position = position
        self.key = key
    }

    /// Protocol 2: `game`, `seq`, `seat`, `card`, `hash`. Protocol 4 (a play with a position,
    /// §17.8.3): `position`, `key` and `timed_out` (`true`/`false`, absent is false) before `hash`,
    /// so a relay cannot add `timed_out` to an honest play.
    public var signingFields: [String] {
        let hidden = position.map { [String($0), key?.lowercased() ?? "", timedOut == true ? "true" : "false"] } ?? []
        return [String(game), String(seq), String(seat), card.code] + hidden + [hash.lowercased()]
    }

    private enum CodingKeys: String, CodingKey {
        case game, seq, seat, card, hash, sig, position, key
        case timedOut = "timed_out"
    }

    /// Strict where the JSON type says too little: an upper-case card code, 32-byte hex hash, 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seq: try c.decode(Int.self, forKey: .seq),
                  seat: try c.decode(Int.self, forKey: .seat), card: try WireFields.card(c, .card),
                  hash: try WireFields.hex(c, .hash, bytes: 32), sig: try WireFields.hex(c, .sig, bytes: 64),
                  timedOut: try c.decodeIfPresent(Bool.self, forKey: .timedOut),
                  position: try c.decodeIfPresent(Int.self, forKey: .position),
                  key: try c.contains(.key) ? WireFields.hex(c, .key, bytes: 32) : nil)
        guard (position == nil) == (key == nil) else {
            throw DecodingError.dataCorruptedError(forKey: .key, in: c, debugDescription: "position and key come together")
        }
    }
}

/// The end of a game as one seat computed it; every seat compares it with its own.
public struct GameOver: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    public var scores: [Int]
    /// The §4 result, a value (its wire spelling is its `code`, canonical by construction).
    public var result: GameResult
    public var hash: String
    public var sig: String

    /// A seat's account of a finished game (signed afterwards).
    public init(game: Int, seat: Int, scores: [Int], result: GameResult, hash: String, sig: String = "") {
        self.game = game
        self.seat = seat
        self.scores = scores
        self.result = result
        self.hash = hash
        self.sig = sig
    }

    public var signingFields: [String] {
        [String(game), String(seat), scores.map(String.init).joined(separator: ","), result.code, hash.lowercased()]
    }

    private enum CodingKeys: String, CodingKey { case game, seat, scores, result, hash, sig }

    /// Strict where the JSON type says too little: 32-byte hex hash, 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  scores: try c.decode([Int].self, forKey: .scores), result: try WireFields.result(c, .result),
                  hash: try WireFields.hex(c, .hash, bytes: 32), sig: try WireFields.hex(c, .sig, bytes: 64))
    }

    /// Writes the result as its §4 code, the other members as they are.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(seat, forKey: .seat)
        try c.encode(scores, forKey: .scores)
        try c.encode(result.code, forKey: .result)
        try c.encode(hash, forKey: .hash)
        try c.encode(sig, forKey: .sig)
    }
}

/// A seat's wish to play game `game` next; the host starts it when every person has asked.
public struct Rematch: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    public var sig: String

    /// Seat `seat` wants game `game` (signed afterwards).
    public init(game: Int, seat: Int, sig: String = "") {
        self.game = game
        self.seat = seat
        self.sig = sig
    }

    public var signingFields: [String] { [String(game), String(seat)] }

    private enum CodingKeys: String, CodingKey { case game, seat, sig }

    /// Strict where the JSON type says too little: a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// A line of chat. `text` is what a screen may show (cleaned as §8 says); `original` is the text
/// exactly as its author wrote it, which the signature covers and a relaying host passes on.
public struct Chat: Codable, Hashable, SignedPayload {
    public var seat: Int
    public var text: String
    public var original: String
    public var sig: String

    /// A chat line from a seat, as written (signed afterwards).
    public init(seat: Int, text: String, sig: String = "") {
        self.seat = seat
        self.text = text
        original = text
        self.sig = sig
    }

    public var signingFields: [String] { [String(seat), original] }

    private enum CodingKeys: String, CodingKey { case seat, text, sig }

    /// Keeps the text as received in `original`; the codec cleans `text`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seat: try c.decode(Int.self, forKey: .seat), text: try c.decode(String.self, forKey: .text),
                  sig: try WireFields.hex(c, .sig, bytes: 64))
    }

    /// Writes the text as its author wrote it: a relayed line stays verifiable.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seat, forKey: .seat)
        try c.encode(original, forKey: .text)
        try c.encode(sig, forKey: .sig)
    }
}
