import BriscolaApp
import BriscolaWire
import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaDiscovery
import BriscolaHistory
import BriscolaNet
import BriscolaSession
import Foundation
import BriscolaText

/// `briscola bot`: the headless peer — the same program without a screen, playing by an AI.
struct BotCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "bot",
        abstract: CommandLanguage.words(.aboutBot),
        subcommands: [BotHost.self, BotJoin.self]
    ) }
}

/// Options of both bot commands.
struct BotOptions: ParsableArguments {
    @Option(help: .phrase(.botLevel)) var level: Level = .normal
    @Option(parsing: .unconditional, help: .phrase(.botSeed)) var seed: SeedArgument?
    @Flag(help: .phrase(.botJson)) var json = false
    @Option(parsing: .unconditional, help: .phrase(.botThink, visibility: .hidden)) var think = 0
    @Option(help: .phrase(.botHistory)) var history: String?
    @Flag(help: .phrase(.botTrace, visibility: .hidden)) var trace = false
    @OptionGroup var network: NetworkOptions
    @OptionGroup var settingsFile: SettingsOptions

    /// The name the bot sits as: `--name`, else the settings' name, else the login name (as a person's `host` and `join`).
    /// Read quietly: `run` has said once what is wrong in the settings file.
    var name: String { network.personName(settingsFile.file.load().0) }

    /// How a host plays the computer players it seats: at this bot's level, seeded from its seed.
    var botSeats: BotSeats { BotSeats(strategy: level.strategy(), seed: (seed?.value ?? 0) &+ 1, think: .milliseconds(think)) }

    func bot(limit: Int?, resumed: TableStart.Begun? = nil) throws -> BotPlayer {
        try HeadlessPlay.bot(HeadlessPlay.Options(level: level, seed: (seed ?? .random()).value, json: json, think: think,
                                                  history: history, trace: trace, name: name), limit: limit, resumed: resumed)
    }
}

/// `briscola bot host`: waits for players and plays them, one after another.
struct BotHost: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "host", abstract: CommandLanguage.words(.aboutBotHost)) }

    @Option(parsing: .unconditional, help: .phrase(.botPort)) var port = 4860
    @Option(help: .phrase(.optBind)) var bind: String?
    @Option(parsing: .unconditional, help: .phrase(.botGames)) var games: Int?
    @Option(parsing: .unconditional, help: .phrase(.optPlayers)) var players = 2
    @Option(parsing: .unconditional, help: .phrase(.optBots)) var bots = 0
    @Option(parsing: .unconditional, help: .phrase(.botTurnTime)) var turnTime: Int?
    @OptionGroup var options: BotOptions
    @OptionGroup var advertising: AdvertiseOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError.between("--port", 0, 65535) }
        if let games, games < 1 { throw ValidationError.atLeast("--games", 1) }
        guard (2...4).contains(players) else { throw ValidationError(.usagePlayers, ["option": "--players"]) }
        if let error = ValidationError.bots(bots, players: players) { throw error }
        if let turnTime, !(1...600).contains(turnTime) { throw ValidationError.between("--turn-time", 1, 600, .usageBetweenSeconds) }
    }

    func run() async throws {
        _ = options.settingsFile.load() // its warnings, once
        try HeadlessPlay.checkHistory(options.history)
        let server = TableServer(liveness: options.network.liveness)
        let listener = try await server.bind(hosts: bind.map { [$0] } ?? TableServer.anyAddress, port: port)
        let actualPort = listener.channel.localAddress?.port ?? port
        let config = SessionConfig(role: .host, name: options.name, program: BriscolaVersion.wire, players: players, bots: bots,
                                   turnTime: turnTime, grace: options.network.grace, protocolVersion: options.network.protocolVersion,
                                   hostIsProgram: true)
        let begun = TableStart.host(config, port: actualPort, requested: port, journals: options.network.journals,
                                    announced: advertising.advertising.enabled)
        let bot = try options.bot(limit: games, resumed: begun)
        let stopping = StopSignals.discardOnStop(begun.journal) { _ in bot.leave(reason: .stopped) }
        defer { stopping.cancel() }
        Output.error("listening on port \(actualPort)") // scripts wait for this line: the table is ready
        let announcer = Announcer.start(advertising.advertising, player: options.name, port: actualPort,
                                        players: begun.session.roster.players, protocolVersion: begun.session.config.protocolVersion,
                                        text: CommandLanguage.text) { Output.error($0) }
        defer { announcer?.stop() }
        try await server.serve(listener, session: begun.session, delegate: bot, bots: options.botSeats, journal: begun.journal,
                               restored: begun.restored, freeSeats: { announcer?.freeSeats($0) }) { Output.error("connection failed: \($0)") }
        await stopping.awaitExit()
    }
}

/// `briscola bot join HOST:PORT | --first`: joins a table and plays a number of games.
struct BotJoin: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "join", abstract: CommandLanguage.words(.aboutBotJoin)) }

    @Argument(help: .phrase(.optAddress), transform: PeerAddress.parse) var address: PeerAddress?
    @Flag(help: .phrase(.botFirst)) var first = false
    @Option(parsing: .unconditional, help: .phrase(.botTimeout)) var timeout: Double = 10
    @Option(parsing: .unconditional, help: .phrase(.botJoinGames)) var games = 1
    @Option(parsing: .unconditional, help: .phrase(.botSeat)) var seat: Int?
    @OptionGroup var options: BotOptions

    func validate() throws {
        guard games >= 1 else { throw ValidationError.atLeast("--games", 1) }
        guard (address == nil) == first else { throw ValidationError(.usageAddressOrFirst, ["option": "--first"]) }
        guard timeout > 0, timeout <= 86_400 else { throw ValidationError.between("--timeout", 0, 86_400, .usageBetweenSeconds) }
        // Numbered as people see seats (the host's is 1); the wire counts from 0.
        if let seat, !(2...4).contains(seat) { throw ValidationError(.usageSeat, ["option": "--seat"]) }
    }

    func run() async throws {
        _ = options.settingsFile.load() // its warnings, once
        try HeadlessPlay.checkHistory(options.history)
        let address: PeerAddress
        if let given = self.address { address = given } else { address = try await HeadlessPlay.firstOpenTable(within: timeout, seat: seat) }
        let client = TableClient(liveness: options.network.liveness)
        let config = SessionConfig(role: .guest, name: options.name, program: BriscolaVersion.wire, seat: seat.map { $0 - 1 },
                                   grace: options.network.grace, protocolVersion: address.announcedProtocol ?? options.network.protocolVersion,
                                   guestIsProgram: true)
        let begun = TableStart.guest(config, at: address, journals: options.network.journals)
        let bot = try options.bot(limit: games, resumed: begun)
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
        guard bot.isDone else { throw ExitCode(1) }
    }
}
