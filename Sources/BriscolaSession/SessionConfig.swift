import BriscolaCore
import BriscolaWire

/// Who this end of a session is.
public struct SessionConfig: Sendable, Codable, Equatable {
    /// The host keeps the table, chooses the session id, relays and deals; a guest joins it.
    public enum Role: String, Sendable, Equatable, Codable { case host, guest }

    public var role: Role
    public var name: String
    public var program: String
    /// Host: the table's seats, 2 to 4.
    public var players: Int
    /// Host: seats to fill with computer players at once (the highest seats).
    public var bots: Int
    /// Guest: the seat to ask for; nil for the lowest free one.
    public var seat: Int?
    /// Host: seconds each seat has to play a card (the turn timer); nil for no limit.
    public var turnTime: Int?
    /// Seconds a dropped connection is given to come back (Protocol.md §15): a host keeps the seat
    /// that long, a guest keeps trying to reconnect that long. 0: a dropped connection ends it.
    public var grace: Int
    /// The protocol this end speaks at the table, when not the default (3, hidden hands): a host
    /// opens a protocol-2 table with 2 (the host deals an open deck, for protocol-2 peers); a guest
    /// speaks the version the table announced.
    public var protocolChoice: Int?
    /// Host: true when a program, not a person, plays the host's own seat (the headless `bot
    /// host`): its seat entry says `bot` (Protocol.md §8), so the others' records call it a
    /// computer player. nil (not false) otherwise, so that older journals read alike.
    public var hostIsProgram: Bool?
    /// Guest: true when a program plays this seat (`bot join`): its `hello` says `headless`, so the
    /// others' records call it a computer player. nil otherwise, so that older journals read alike.
    public var guestIsProgram: Bool?

    /// The protocol version this end speaks: 3 (hidden hands, §16) unless chosen otherwise.
    public var protocolVersion: Int { protocolChoice ?? WireProtocol.version }

    /// Who we are at the table: host or guest, the name we show, the program we are; a host also
    /// says how many seats and computer players its table has, a guest which seat it would like.
    public init(role: Role, name: String, program: String, players: Int = 2, bots: Int = 0, seat: Int? = nil, turnTime: Int? = nil, grace: Int = 120,
                protocolVersion: Int? = nil, hostIsProgram: Bool = false, guestIsProgram: Bool = false) {
        precondition(WireProtocol.tableSizes.contains(players) && (0..<players).contains(bots), "2–4 seats, fewer bots than seats")
        self.role = role
        self.name = name
        self.program = program
        self.players = players
        self.bots = bots
        self.seat = seat
        self.turnTime = turnTime
        self.grace = grace
        protocolChoice = protocolVersion
        self.hostIsProgram = hostIsProgram ? true : nil
        self.guestIsProgram = guestIsProgram ? true : nil
    }
}
