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

/// `briscola bot`: the headless peer — the same program without a screen, playing by an AI.
struct BotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bot",
        abstract: "Play over the network without a screen (for tests, demos and benchmarks).",
        subcommands: [BotHost.self, BotJoin.self]
    )
}

/// Options of both bot commands.
struct BotOptions: ParsableArguments {
    @Option(help: "Level: easy, normal, hard or expert.") var level: Level = .normal
    @Option(parsing: .unconditional, help: "Seed for the bot's own choices (random if omitted).") var seed: SeedArgument?
    @Flag(help: "Print one JSON object per game.") var json = false
    @Option(parsing: .unconditional, help: ArgumentHelp("Milliseconds to wait before each card.", visibility: .hidden)) var think = 0
    @Option(help: "Save every game in this history database as it ends (bots save nothing by default).") var history: String?
    @Flag(help: ArgumentHelp("Print timing marks (Unix milliseconds) on standard error.", visibility: .hidden)) var trace = false
    @OptionGroup var network: NetworkOptions

    /// How a host plays the computer players it seats: at this bot's level, seeded from its seed.
    var botSeats: BotSeats { BotSeats(strategy: level.strategy(), seed: (seed?.value ?? 0) &+ 1, think: .milliseconds(think)) }

    func bot(limit: Int?, resumed: TableStart.Begun? = nil) throws -> BotPlayer {
        try HeadlessPlay.bot(HeadlessPlay.Options(level: level, seed: (seed ?? .random()).value, json: json, think: think,
                                                  history: history, trace: trace, name: network.name), limit: limit, resumed: resumed)
    }
}

/// `briscola bot host`: waits for players and plays them, one after another.
struct BotHost: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "host", abstract: "Host a table and play whoever joins.")

    @Option(parsing: .unconditional, help: "TCP port to listen on (0 picks a free one).") var port = 4860
    @Option(help: "Address to listen on (default: every address, IPv6 and IPv4).") var bind: String?
    @Option(parsing: .unconditional, help: "Stop after this many games in all (default: serve until stopped).") var games: Int?
    @Option(parsing: .unconditional, help: "Seats at the table: 2, 3 or 4.") var players = 2
    @Option(parsing: .unconditional, help: "Seats to fill with computer players at once (fewer than --players).") var bots = 0
    @Option(parsing: .unconditional, help: "Seconds each seat has to play a card (the turn timer; default: no limit).") var turnTime: Int?
    @OptionGroup var options: BotOptions
    @OptionGroup var advertising: AdvertiseOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let games, games < 1 { throw ValidationError("--games must be at least 1") }
        guard (2...4).contains(players) else { throw ValidationError("--players must be 2, 3 or 4") }
        guard (0..<players).contains(bots) else { throw ValidationError("--bots must be between 0 and \(players - 1)") }
        if let turnTime, !(1...600).contains(turnTime) { throw ValidationError("--turn-time must be between 1 and 600 seconds") }
    }

    func run() async throws {
        let server = TableServer(liveness: options.network.liveness)
        let listener = try await server.bind(hosts: bind.map { [$0] } ?? TableServer.anyAddress, port: port)
        let actualPort = listener.channel.localAddress?.port ?? port
        Output.error("listening on port \(actualPort)")
        let config = SessionConfig(role: .host, name: options.network.name, program: BriscolaVersion.wire, players: players, bots: bots,
                                   turnTime: turnTime, grace: options.network.grace)
        let begun = TableStart.host(config, port: actualPort, requested: port, journals: options.network.journals)
        let bot = try options.bot(limit: games, resumed: begun)
        let announcer = Announcer.start(advertising.advertising, player: options.network.name, port: actualPort,
                                        players: begun.session.roster.players) { Output.error($0) }
        defer { announcer?.stop() }
        try await server.serve(listener, session: begun.session, delegate: bot, bots: options.botSeats, journal: begun.journal,
                               restored: begun.restored, freeSeats: { announcer?.freeSeats($0) }) { Output.error("connection failed: \($0)") }
    }
}

/// `briscola bot join HOST:PORT | --first`: joins a table and plays a number of games.
struct BotJoin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "join", abstract: "Join a table by address, or the first one announced, and play.")

    @Argument(help: "The table's address, HOST:PORT.") var address: PeerAddress?
    @Flag(help: "Join the first open table announced on the local network.") var first = false
    @Option(parsing: .unconditional, help: "With --first: seconds to look for a table.") var timeout: Double = 10
    @Option(parsing: .unconditional, help: "Games to play before leaving.") var games = 1
    @Option(parsing: .unconditional, help: "The seat to ask for (default: the lowest free one).") var seat: Int?
    @OptionGroup var options: BotOptions

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games must be at least 1") }
        guard (address == nil) == first else { throw ValidationError("give either a HOST:PORT or --first") }
        guard timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout must be between 0 and 86400 seconds") }
        if let seat, !(1...3).contains(seat) { throw ValidationError("--seat must be 1, 2 or 3 (seat 0 is the host's)") }
    }

    func run() async throws {
        let address: PeerAddress
        if let given = self.address { address = given } else { address = try await HeadlessPlay.firstOpenTable(within: timeout) }
        let client = TableClient(liveness: options.network.liveness)
        let config = SessionConfig(role: .guest, name: options.network.name, program: BriscolaVersion.wire, seat: seat,
                                   grace: options.network.grace)
        let begun = TableStart.guest(config, at: address, journals: options.network.journals)
        let bot = try options.bot(limit: games, resumed: begun)
        let first: PeerChannel?
        do { first = begun.restored ? nil : try await client.connect(host: address.host, port: address.port) } catch {
            begun.journal?.discard()
            throw error
        }
        try await SessionRunner.run(first, session: begun.session, delegate: bot,
                                    reconnect: TableStart.reconnect(to: address, with: client), journal: begun.journal)
        guard bot.isDone else { throw ExitCode(1) }
    }
}
