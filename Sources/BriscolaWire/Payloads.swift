import BriscolaCore

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

/// A clean goodbye, with its reason for the other screen (§12: a code beside English words).
public struct Bye: Codable, Hashable, Sendable {
    public var reason: LeaveReason

    /// A goodbye with its reason.
    public init(reason: LeaveReason) { self.reason = reason }

    /// Reads the reason from its code, or from its words alone (an older peer's, or its own).
    public init(from decoder: any Decoder) throws { reason = try ReasonMembers.decode(decoder) }

    /// Writes the reason's words, code and number.
    public func encode(to encoder: any Encoder) throws { try ReasonMembers.encode(reason, to: encoder) }
}

/// A named error (Protocol.md §9): a stable code, a human message, and the play it concerns.
public struct ErrorMessage: Codable, Hashable, Sendable {
    /// The code, or nil when a peer sent one this version does not know (§9: still an error).
    public var code: ErrorCode?
    /// The code as it was spelled on the wire (cleaned like remote text when received).
    public var spelling: String
    public var message: String
    public var seq: Int?
    /// With `version_mismatch`: the protocol the sender speaks (§9), so the other screen names both
    /// versions without reading `message`.
    public var protocolVersion: Int?
    /// Protocol 4 (§17.8): the seat whose signed message is at fault, for a hidden-hands fault.
    public var seat: Int?

    /// An error to send.
    public init(code: ErrorCode, message: String, seq: Int? = nil, protocol version: Int? = nil, seat: Int? = nil) {
        self.code = code
        spelling = code.rawValue
        self.message = message
        self.seq = seq
        protocolVersion = version
        self.seat = seat
    }

    private enum CodingKeys: String, CodingKey {
        case code, message, seq, seat
        case protocolVersion = "protocol"
    }

    /// Reads an error, keeping a code this version does not know as its spelling.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        spelling = try c.decode(String.self, forKey: .code)
        code = ErrorCode(rawValue: spelling)
        message = try c.decode(String.self, forKey: .message)
        seq = try c.decodeIfPresent(Int.self, forKey: .seq)
        protocolVersion = try c.decodeIfPresent(Int.self, forKey: .protocolVersion)
        seat = try c.decodeIfPresent(Int.self, forKey: .seat)
    }

    /// Writes the code's spelling, the message and the play it concerns.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(spelling, forKey: .code)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(seq, forKey: .seq)
        try c.encodeIfPresent(protocolVersion, forKey: .protocolVersion)
        try c.encodeIfPresent(seat, forKey: .seat)
    }
}
