import BriscolaCore

/// The first message a joining peer sends: who it is, which protocol it speaks, its public key,
/// and (optionally) the seat it would like.
public struct Hello: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var program: String
    public var name: String
    /// The guest's Ed25519 public key for this session, 32 bytes of hex (Protocol.md §8.1).
    public var key: String
    /// The seat asked for; nil takes the lowest free one (§12).
    public var seat: Int?
    /// True when a program, not a person, plays this guest's seat (`bot join`): its seat entry
    /// says `headless`, so the others' records call it a computer player (§8). nil otherwise.
    public var headless: Bool?
    /// What was wrong with the other members, when `protocol` is one this program speaks but the
    /// rest is not a hello: the receiver answers the version first (§8), then this (`bad_message`).
    public var incomplete: String?

    /// A guest's greeting.
    public init(protocol: Int = WireProtocol.version, program: String, name: String, key: String, seat: Int? = nil,
                headless: Bool? = nil) {
        self.protocol = `protocol`
        self.program = program
        self.name = name
        self.key = key
        self.seat = seat
        self.headless = headless
    }

    private enum CodingKeys: String, CodingKey { case `protocol`, program, name, key, seat, headless }

    /// Reads `protocol` first: a hello of another version is read no further (§8), so that its
    /// sender hears `version_mismatch` rather than a complaint about a member it never had.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .protocol)
        do {
            guard WireProtocol.versions.contains(version) else { throw WireFields.otherVersion }
            self.init(protocol: version, program: try c.decode(String.self, forKey: .program),
                      name: try c.decode(String.self, forKey: .name), key: try WireFields.hex(c, .key, bytes: 32),
                      seat: try c.decodeIfPresent(Int.self, forKey: .seat), headless: try c.decodeIfPresent(Bool.self, forKey: .headless))
        } catch {
            self.init(protocol: version, program: (try? c.decode(String.self, forKey: .program)) ?? "", name: "", key: "")
            incomplete = WireFields.problem(error)
        }
    }
}

/// A taken seat: its number, its player's name and public key, and whether the host plays it by
/// program. It is the `seated` message, and an entry of `welcome.seats`.
public struct SeatInfo: Codable, Hashable, Sendable {
    public var seat: Int
    public var name: String
    /// The seat's Ed25519 public key, 32 bytes of hex.
    public var key: String
    /// True for a computer player the host runs.
    public var bot: Bool
    /// True for a guest whose seat a program plays (its `hello` said `headless`); nil otherwise.
    /// Unlike `bot` it changes nothing in how the seat takes part: it tells the others' records.
    public var headless: Bool?

    /// A seat, its player's name and key.
    public init(seat: Int, name: String, key: String, bot: Bool = false, headless: Bool? = nil) {
        self.seat = seat
        self.name = name
        self.key = key
        self.bot = bot
        self.headless = headless
    }

    /// Whether a program plays the seat: a computer player the host runs, a headless host's own
    /// seat, or a headless guest's. Records and screens call such a seat a computer player.
    public var playedByProgram: Bool { bot || headless == true }
    /// A computer player the host runs for the table (not the host's own seat, which a headless
    /// host marks `bot` too): it asks for no game and answers to no one.
    public var isHostsComputer: Bool { bot && seat != 0 }
    /// A seat a program plays that answers for itself as a person would: a headless guest, or a
    /// headless host's own seat.
    public var isOtherProgram: Bool { playedByProgram && !isHostsComputer }

    private enum CodingKeys: String, CodingKey { case seat, name, key, bot, headless }

    /// Strict where the JSON type says too little: the key is 32 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seat: try c.decode(Int.self, forKey: .seat), name: try c.decode(String.self, forKey: .name),
                  key: try WireFields.hex(c, .key, bytes: 32), bot: try c.decode(Bool.self, forKey: .bot),
                  headless: try c.decodeIfPresent(Bool.self, forKey: .headless))
    }
}

/// The host's answer to `hello`: the table, the session id, the joiner's seat and every taken seat.
public struct Welcome: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var program: String
    public var name: String
    public var session: String
    /// The number of seats at the table, *P*.
    public var variant: Int
    public var seat: Int
    public var seats: [SeatInfo]
    /// Seconds each seat has to play a card (the turn timer, §10); nil: no limit.
    public var turnTime: Int?
    /// What was wrong with the other members (see `Hello.incomplete`).
    public var incomplete: String?

    /// The host's answer to `hello`: the session, the variant, who sits where, and any time limit.
    public init(protocol: Int = WireProtocol.version, program: String, name: String, session: String,
                variant: Int, seat: Int, seats: [SeatInfo], turnTime: Int? = nil) {
        self.protocol = `protocol`
        self.program = program
        self.name = name
        self.session = session
        self.variant = variant
        self.seat = seat
        self.seats = seats
        self.turnTime = turnTime
    }

    private enum CodingKeys: String, CodingKey {
        case `protocol`, program, name, session, variant, seat, seats
        case turnTime = "turn_time"
    }

    /// Reads `protocol` first (another version is read no further, §8); then strict where the JSON
    /// type says too little: the session id is 16 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .protocol)
        do {
            guard WireProtocol.versions.contains(version) else { throw WireFields.otherVersion }
            self.init(protocol: version, program: try c.decode(String.self, forKey: .program),
                      name: try c.decode(String.self, forKey: .name), session: try WireFields.hex(c, .session, bytes: 16),
                      variant: try c.decode(Int.self, forKey: .variant), seat: try c.decode(Int.self, forKey: .seat),
                      seats: try c.decode([SeatInfo].self, forKey: .seats), turnTime: try c.decodeIfPresent(Int.self, forKey: .turnTime))
        } catch {
            self.init(protocol: version, program: (try? c.decode(String.self, forKey: .program)) ?? "", name: "",
                      session: "", variant: 0, seat: 0, seats: [])
            incomplete = WireFields.problem(error)
        }
    }
}

/// The host's notice that a seat was freed: its player left, failed or fell silent (§12).
public struct Left: Codable, Hashable, Sendable {
    public var seat: Int
    public var reason: LeaveReason

    /// Seat `seat` is free again, for `reason`.
    public init(seat: Int, reason: LeaveReason) {
        self.seat = seat
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey { case seat }

    /// Reads the seat, and the reason as `bye` carries it.
    public init(from decoder: any Decoder) throws {
        seat = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .seat)
        reason = try ReasonMembers.decode(decoder)
    }

    /// Writes the seat, and the reason as `bye` carries it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seat, forKey: .seat)
        try ReasonMembers.encode(reason, to: encoder)
    }
}

/// The host's signal that game `game` begins with the seats as they are (§12).
public struct Start: Codable, Hashable, Sendable {
    public var game: Int

    /// Game `game` begins.
    public init(game: Int) { self.game = game }
}
