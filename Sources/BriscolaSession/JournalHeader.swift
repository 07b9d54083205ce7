import BriscolaCore
import BriscolaWire

/// The first line of a session's journal (Protocol.md §15 resume, ARCHITECTURE.md): who this end
/// is and the seed of its secrets, so that replaying the journal's events rebuilds the session
/// exactly — keys, secrets and all — after the program was killed.
public struct JournalHeader: Codable, Sendable, Equatable {
    /// The journal format's version.
    public var journal = 1
    public var role: String
    public var name: String
    public var program: String
    public var players: Int
    public var bots: Int
    public var seat: Int?
    public var turnTime: Int?
    public var grace: Int
    /// 32 bytes of hex from the system's generator: the seed of `Entropy.stream`. Secret.
    public var entropy: String
    /// Where the table is: `HOST:PORT` for a guest, the port for a host.
    public var table: String
    /// When the session began (seconds since 1970), to let old journals go.
    public var created: Int

    /// The header of a new session's journal.
    public init(config: SessionConfig, entropy: [UInt8], table: String, created: Int) {
        role = config.role == .host ? "host" : "guest"
        name = config.name
        program = config.program
        players = config.players
        bots = config.bots
        seat = config.seat
        turnTime = config.turnTime
        grace = config.grace
        self.entropy = Hex.encode(entropy)
        self.table = table
        self.created = created
    }

    /// The session's configuration, or nil when the header does not make one.
    public var config: SessionConfig? {
        guard role == "host" || role == "guest", (2...4).contains(players), (0..<players).contains(bots) else { return nil }
        return SessionConfig(role: role == "host" ? .host : .guest, name: name, program: program, players: players,
                             bots: bots, seat: seat, turnTime: turnTime, grace: grace)
    }

    /// The entropy the session draws its keys and secrets from.
    public var seed: [UInt8]? { Hex.decode(entropy).flatMap { $0.count == 32 ? $0 : nil } }
}
