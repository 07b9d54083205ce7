import BriscolaNet
import BriscolaSession
import BriscolaText
import BriscolaWire

/// `briscola bot host` and `bot join`, once parsed: the headless peer at a table it hosts or joins.
public enum BotTable {
    /// How a bot's connections behave, as its options say.
    public struct Network: Sendable {
        public var liveness: Liveness
        public var grace: Int
        public var journals: JournalStore
        public var protocolVersion: Int?

        /// The options as parsed.
        public init(liveness: Liveness, grace: Int, journals: JournalStore, protocolVersion: Int?) {
            (self.liveness, self.grace, self.journals, self.protocolVersion) = (liveness, grace, journals, protocolVersion)
        }
    }

    /// Waits on `port` (of `bind`, else every address) for players and plays them, at most
    /// `games` (nil: until stopped), seating `bots` computer players that play as `botSeats`.
    public static func host(port: Int, bind: String?, games: Int?, players: Int, bots: Int, turnTime: Int?, options: HeadlessPlay.Options,
                            network: Network, botSeats: BotSeats, advertising: Advertising) async throws {
        try HeadlessPlay.checkHistory(options.history)
        let server = TableServer(liveness: network.liveness)
        let listener = try await server.bind(hosts: bind.map { [$0] } ?? TableServer.anyAddress, port: port)
        let actualPort = listener.channel.localAddress?.port ?? port
        let config = SessionConfig(role: .host, name: options.name, program: BriscolaVersion.wire, players: players, bots: bots,
                                   turnTime: turnTime, grace: network.grace, protocolVersion: network.protocolVersion,
                                   hostIsProgram: true)
        let begun = TableStart.host(config, port: actualPort, requested: port, journals: network.journals, announced: advertising.enabled)
        let bot = try HeadlessPlay.bot(options, limit: games, resumed: begun)
        let stopping = StopSignals.discardOnStop(begun.journal) { _ in bot.leave(reason: .stopped) }
        defer { stopping.cancel() }
        Output.error("listening on port \(actualPort)") // scripts wait for this line: the table is ready
        let announcer = Announcer.start(advertising, player: options.name, port: actualPort,
                                        players: begun.session.roster.players, protocolVersion: begun.session.config.protocolVersion,
                                        text: options.text) { Output.error($0) }
        defer { announcer?.stop() }
        try await server.serve(listener, session: begun.session, delegate: bot, bots: botSeats, journal: begun.journal,
                               restored: begun.restored, freeSeats: { announcer?.freeSeats($0) }) { Output.error("connection failed: \($0)") }
        await stopping.awaitExit()
    }

    /// Joins the table at `address` (nil: the first open one seen within `timeout` seconds, with
    /// `seat` free if given: numbered from 1, the host's) and plays `games` games there.
    /// Returns false when the table closed before they were all played.
    public static func join(_ given: PeerAddress?, timeout: Double, seat: Int?, games: Int, options: HeadlessPlay.Options,
                            network: Network) async throws -> Bool {
        try HeadlessPlay.checkHistory(options.history)
        let address: PeerAddress
        if let given { address = given } else { address = try await HeadlessPlay.firstOpenTable(within: timeout, seat: seat) }
        let client = TableClient(liveness: network.liveness)
        let config = SessionConfig(role: .guest, name: options.name, program: BriscolaVersion.wire, seat: seat.map { $0 - 1 },
                                   grace: network.grace, protocolVersion: address.announcedProtocol ?? network.protocolVersion,
                                   guestIsProgram: true)
        let begun = TableStart.guest(config, at: address, journals: network.journals)
        let bot = try HeadlessPlay.bot(options, limit: games, resumed: begun)
        let stopping = StopSignals.discardOnStop(begun.journal) { _ in bot.leave(reason: .stopped) }
        defer { stopping.cancel() }
        let first: PeerChannel?
        do { first = begun.restored ? nil : try await client.connect(host: address.host, port: address.port) } catch {
            begun.journal?.discard()
            throw error
        }
        try await SessionRunner.run(first, session: begun.session, delegate: bot,
                                    reconnect: TableStart.reconnect(to: address, with: client), journal: begun.journal)
        await stopping.awaitExit()
        return bot.isDone
    }
}
