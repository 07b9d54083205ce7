import BriscolaAI
import BriscolaCore
import BriscolaDiscovery
import BriscolaNet
import BriscolaSession
import BriscolaText

/// A table this program hosts, set up one way for a person's screen (`NetPlay.host`) and the
/// headless bot (`BotTable.host`): the port bound, the session begun afresh or taken up from its
/// journal, the computer players seated, the table announced and served.
struct HostedTable: Sendable {
    /// Serves the bound listener (kept in here: NIO's types stay in BriscolaNet).
    private let serving: @Sendable (_ delegate: any SessionDelegate, _ begun: TableStart.Begun, _ bots: BotSeats,
                                    _ freeSeats: @escaping @Sendable (Int) -> Void,
                                    _ connectionError: @escaping @Sendable (any Error) -> Void) async throws -> Void
    /// The port it listens on (the one asked for, or a free one).
    let port: Int
    let begun: TableStart.Begun
    let computers: BotSeats

    /// How the host's computer players play: their level and the pause before each card.
    struct Computers: Sendable {
        let level: Level
        let think: Duration
    }

    /// Binds `port` on the first of `bind` that can be had (with `anyPortIfTaken`, a free port if
    /// it is busy) and begins the session of `config` there — taken up again when a killed program
    /// left one on that port (said on standard error when `saying`).
    static func open(port requested: Int, bind: [String], anyPortIfTaken: Bool = false, liveness: Liveness, config: SessionConfig,
                     journals: JournalStore, saying: Bool, announced: Bool, computers: Computers) async throws -> HostedTable {
        let server = TableServer(liveness: liveness)
        let listener = try await server.bind(hosts: bind, port: requested, anyPortIfTaken: anyPortIfTaken)
        let port = listener.channel.localAddress?.port ?? requested
        let begun = await TableStart.host(config, port: port, requested: requested, journals: journals, saying: saying,
                                          announced: announced, bind: bind == TableServer.anyAddress ? nil : bind)
        return HostedTable(serving: { delegate, begun, bots, freeSeats, connectionError in
            try await server.serve(listener, session: begun.session, delegate: delegate, bots: bots, journal: begun.journal,
                                   restored: begun.restored, freeSeats: freeSeats, connectionError: connectionError)
        }, port: port, begun: begun, computers: seats(computers, port: port))
    }

    /// The computer players' seats, seeded one way: from the table's port (each game's deal is the
    /// session's own; this seeds only their choices).
    static func seats(_ computers: Computers, port: Int) -> BotSeats {
        BotSeats(strategy: computers.level.strategy(), seed: UInt64(port), think: computers.think)
    }

    /// Announces the table under its session's name, size and protocol (a table taken up from its
    /// journal keeps its own), or nil when not announcing.
    func announce(_ advertising: Advertising, text: Text, listed: @escaping @Sendable (String?) -> Void = { _ in },
                  note: @escaping @Sendable (String) -> Void) -> Announcer? {
        let config = begun.session.config
        return Announcer.start(advertising, player: config.name, port: port, players: config.players,
                               protocolVersion: config.protocolVersion, text: text, listed: listed, note: note)
    }

    /// Serves the table until its session ends, the free seats told to `announcer`; the table
    /// leaves the lobby as soon as it closes.
    func serve(delegate: any SessionDelegate, announcer: Announcer?, connectionError: @escaping @Sendable (any Error) -> Void) async throws {
        defer { announcer?.stop() }
        try await serving(delegate, begun, computers, { announcer?.freeSeats($0) }, connectionError)
    }
}
