import BriscolaCore
import BriscolaWire

/// The first line of a session's journal (Protocol.md §15 resume, ARCHITECTURE.md): who this end
/// is and the seed of its secrets, so that replaying the journal's events rebuilds the session
/// exactly — keys, secrets and all — after the program was killed.
public struct JournalHeader: Codable, Sendable, Equatable {
    /// The journal format's version.
    public var journal = 1
    /// Who this end is, as the session was begun.
    public var session: SessionConfig
    /// 32 bytes of hex from the system's generator: the seed of `Entropy.stream`. Secret.
    public var entropy: String
    /// Where the table is: `HOST:PORT` for a guest, the port for a host.
    public var table: String
    /// When the session began (seconds since 1970), to let old journals go.
    public var created: Int
    /// A host's table: whether it was announced on the local network, so that taking it up again
    /// from the menu keeps a `--no-advertise` table unannounced (nil: not recorded).
    public var announced: Bool?
    /// A host's table: the addresses it listened on (`--bind`), so that taking it up again from
    /// the menu listens there alone again (nil: every address, or not recorded).
    public var bind: [String]?

    /// The header of a new session's journal.
    public init(config: SessionConfig, entropy: [UInt8], table: String, created: Int) {
        session = config
        self.entropy = Hex.encode(entropy)
        self.table = table
        self.created = created
    }

    /// The session's role.
    public var role: SessionConfig.Role { session.role }

    /// The session's configuration, or nil when the header does not make one (a damaged file).
    public var config: SessionConfig? {
        guard WireProtocol.tableSizes.contains(session.players), (0..<session.players).contains(session.bots) else { return nil }
        return session
    }

    /// The entropy the session draws its keys and secrets from.
    public var seed: [UInt8]? { Hex.decode(entropy).flatMap { $0.count == 32 ? $0 : nil } }
}
