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
    /// `games` (nil: until stopped), seating `bots` computer players that play at the bot's own
    /// level and think time.
    public static func host(port: Int, bind: String?, games: Int?, players: Int, bots: Int, turnTime: Int?, options: HeadlessPlay.Options,
                            network: Network, advertising: Advertising) async throws {
        try HeadlessPlay.checkHistory(options.history)
        let config = SessionConfig(role: .host, name: options.name, program: BriscolaVersion.wire, players: players, bots: bots,
                                   turnTime: turnTime, grace: network.grace, protocolVersion: network.protocolVersion,
                                   hostIsProgram: true)
        let table = try await HostedTable.open(port: port, bind: bind.map { [$0] } ?? TableServer.anyAddress, liveness: network.liveness,
                                               config: config, journals: network.journals, saying: true, announced: advertising.enabled,
                                               computers: .init(level: options.level, think: .milliseconds(options.think)))
        let bot = try HeadlessPlay.bot(options, limit: games, resumed: table.begun)
        let stopping = await StopSignals.discardOnStop(table.begun.journal) { _ in bot.leave(reason: .stopped) }
        defer { stopping.cancel() }
        Output.error("listening on port \(table.port)") // scripts wait for this line: the table is ready
        let announcer = table.announce(advertising, text: options.text) { Output.error($0) }
        try await table.serve(delegate: bot, announcer: announcer) { Output.error("connection failed: \($0)") }
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
        let begun = await TableStart.guest(config, at: address, journals: network.journals)
        let bot = try HeadlessPlay.bot(options, limit: games, resumed: begun)
        let stopping = await StopSignals.discardOnStop(begun.journal) { _ in bot.leave(reason: .stopped) }
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
