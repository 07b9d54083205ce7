import BriscolaCore

/// The first message a joining peer sends: who it is and which protocol it speaks.
public struct Hello: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var program: String
    public var name: String

    /// A guest's greeting.
    public init(protocol: Int = WireProtocol.version, program: String, name: String) {
        self.protocol = `protocol`
        self.program = program
        self.name = name
    }
}

/// A seat and the name of the player in it.
public struct SeatInfo: Codable, Hashable, Sendable {
    public var seat: Int
    public var name: String

    /// A seat and the name of its player.
    public init(seat: Int, name: String) {
        self.seat = seat
        self.name = name
    }
}

/// The host's answer to `hello`: the table, the session id, and the joiner's seat.
public struct Welcome: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var program: String
    public var name: String
    public var session: String
    public var variant: Int
    public var seat: Int
    public var seats: [SeatInfo]

    /// The host's answer to `hello`: the session, the variant and who sits where.
    public init(protocol: Int = WireProtocol.version, program: String, name: String, session: String,
                variant: Int, seat: Int, seats: [SeatInfo]) {
        self.protocol = `protocol`
        self.program = program
        self.name = name
        self.session = session
        self.variant = variant
        self.seat = seat
        self.seats = seats
    }

    private enum CodingKeys: String, CodingKey { case `protocol`, program, name, session, variant, seat, seats }

    /// Strict where the JSON type says too little: the session id is 16 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(protocol: try c.decode(Int.self, forKey: .protocol), program: try c.decode(String.self, forKey: .program),
                  name: try c.decode(String.self, forKey: .name), session: try WireFields.hex(c, .session, bytes: 16),
                  variant: try c.decode(Int.self, forKey: .variant), seat: try c.decode(Int.self, forKey: .seat),
                  seats: try c.decode([SeatInfo].self, forKey: .seats))
    }
}

/// A seat's commitment to its secret for one game: SHA-256 of the 32 secret bytes, in hex.
public struct Commit: Codable, Hashable, Sendable {
    public var game: Int
    public var seat: Int
    public var hash: String

    /// A seat's commitment to its secret for a game.
    public init(game: Int, seat: Int, hash: String) {
        self.game = game
        self.seat = seat
        self.hash = hash
    }

    private enum CodingKeys: String, CodingKey { case game, seat, hash }

    /// Strict where the JSON type says too little: the hash is 32 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  hash: try WireFields.hex(c, .hash, bytes: 32))
    }
}

/// A seat's secret for one game, revealed only after every commitment is in.
public struct Reveal: Codable, Hashable, Sendable {
    public var game: Int
    public var seat: Int
    public var secret: String

    /// A seat's secret, revealed once every commitment is in.
    public init(game: Int, seat: Int, secret: String) {
        self.game = game
        self.seat = seat
        self.secret = secret
    }

    private enum CodingKeys: String, CodingKey { case game, seat, secret }

    /// Strict where the JSON type says too little: the secret is 32 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  secret: try WireFields.hex(c, .secret, bytes: 32))
    }
}

/// The host's deal: the dealer and the whole deck, which every peer checks against the game seed.
public struct Deal: Codable, Hashable, Sendable {
    public var game: Int
    public var dealer: Int
    public var seed: String
    public var deck: [Card]

    /// The host's deal for a game.
    public init(game: Int, dealer: Int, seed: String, deck: [Card]) {
        self.game = game
        self.dealer = dealer
        self.seed = seed
        self.deck = deck
    }

    private enum CodingKeys: String, CodingKey { case game, dealer, seed, deck }

    /// Strict where the JSON type says too little: a 32-byte hex seed and upper-case card codes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), dealer: try c.decode(Int.self, forKey: .dealer),
                  seed: try WireFields.hex(c, .seed, bytes: 32), deck: try WireFields.cards(c, .deck))
    }
}

/// One play, with the state hash the sender computed after applying it.
public struct Play: Codable, Hashable, Sendable {
    public var game: Int
    public var seq: Int
    public var seat: Int
    public var card: Card
    public var hash: String

    /// One play with the state hash after it.
    public init(game: Int, seq: Int, seat: Int, card: Card, hash: String) {
        self.game = game
        self.seq = seq
        self.seat = seat
        self.card = card
        self.hash = hash
    }

    private enum CodingKeys: String, CodingKey { case game, seq, seat, card, hash }

    /// Strict where the JSON type says too little: an upper-case card code and a 32-byte hex hash.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seq: try c.decode(Int.self, forKey: .seq),
                  seat: try c.decode(Int.self, forKey: .seat), card: try WireFields.card(c, .card),
                  hash: try WireFields.hex(c, .hash, bytes: 32))
    }
}

/// The end of a game as the sender computed it; peers compare the final hash.
public struct GameOver: Codable, Hashable, Sendable {
    public var game: Int
    public var scores: [Int]
    public var result: String
    public var hash: String

    /// A seat's account of a finished game.
    public init(game: Int, scores: [Int], result: String, hash: String) {
        self.game = game
        self.scores = scores
        self.result = result
        self.hash = hash
    }

    private enum CodingKeys: String, CodingKey { case game, scores, result, hash }

    /// Strict where the JSON type says too little: the hash is 32 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), scores: try c.decode([Int].self, forKey: .scores),
                  result: try c.decode(String.self, forKey: .result), hash: try WireFields.hex(c, .hash, bytes: 32))
    }
}

/// A wish to play game `game` next; it starts when every seat has sent one.
public struct Rematch: Codable, Hashable, Sendable {
    public var game: Int

    /// A wish for game `game`.
    public init(game: Int) { self.game = game }
}

/// A line of chat; the receiver sanitises it before it reaches a screen.
public struct Chat: Codable, Hashable, Sendable {
    public var seat: Int
    public var text: String

    /// A chat line from a seat.
    public init(seat: Int, text: String) {
        self.seat = seat
        self.text = text
    }
}

/// A clean goodbye, with a reason for the other screen.
public struct Bye: Codable, Hashable, Sendable {
    public var reason: String

    /// A goodbye with its reason.
    public init(reason: String) { self.reason = reason }
}

/// A named error (Protocol.md §9): a stable code, a human message, and the play it concerns.
public struct ErrorMessage: Codable, Hashable, Sendable {
    /// The code, or nil when a peer sent one this version does not know (§9: still an error).
    public var code: ErrorCode?
    /// The code as it was spelled on the wire (cleaned like remote text when received).
    public var spelling: String
    public var message: String
    public var seq: Int?

    /// An error to send.
    public init(code: ErrorCode, message: String, seq: Int? = nil) {
        self.code = code
        spelling = code.rawValue
        self.message = message
        self.seq = seq
    }

    private enum CodingKeys: String, CodingKey { case code, message, seq }

    /// Reads an error, keeping a code this version does not know as its spelling.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        spelling = try c.decode(String.self, forKey: .code)
        code = ErrorCode(rawValue: spelling)
        message = try c.decode(String.self, forKey: .message)
        seq = try c.decodeIfPresent(Int.self, forKey: .seq)
    }

    /// Writes the code's spelling, the message and the play it concerns.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(spelling, forKey: .code)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(seq, forKey: .seq)
    }
}
