import ArgumentParser
import BriscolaAI
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
    @Option(help: "Level: easy, normal or hard.") var level: Level = .normal
    @Option(help: "Seed for the bot's own choices (random if omitted).") var seed: SeedArgument?
    @Flag(help: "Print one JSON object per game.") var json = false
    @Option(help: ArgumentHelp("Milliseconds to wait before each card.", visibility: .hidden)) var think = 0
    @Option(help: "Save every game in this history database as it ends (bots save nothing by default).") var history: String?
    @OptionGroup var network: NetworkOptions

    func bot(limit: Int?) throws -> BotPlayer {
        let json = self.json, name = network.name, level = self.level
        let store = try history.map { path in
            do { return try HistoryStore(path: path) } catch { throw CLIError("\(error)") }
        }
        return BotPlayer(strategy: level.strategy(), seed: (seed ?? .random()).value, limit: limit,
                         think: .milliseconds(think)) { report in
            switch report {
            case let .game(game, record):
                if let store {
                    let seats = [(name, "emulator:\(level)"), ("peer", "remote")]
                    let info = MatchInfo(playedAt: Date(), mode: .lan, seats: game.seat == 0 ? seats : seats.reversed(), mySeat: game.seat)
                    do { try store.save(record, info: info) } catch { Output.error("not saved: \(error)") }
                }
                let line = json ? (try? JSONOutput.string(game)) ?? ""
                    : "game \(game.game): \(game.result) \(game.scores.map(String.init).joined(separator: "–")) hash \(game.hash.prefix(16)) seed \(game.seed.prefix(16))"
                Output.line(line)
            case let .ended(reason):
                Output.error(reason)
            }
        }
    }
}

/// `briscola bot host`: waits for players and plays them, one after another.
struct BotHost: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "host", abstract: "Host a table and play whoever joins.")

    @Option(help: "TCP port to listen on (0 picks a free one).") var port = 4860
    @Option(help: "Address to listen on.") var bind = "0.0.0.0"
    @Option(help: "Stop after this many games in all (default: serve until stopped).") var games: Int?
    @OptionGroup var options: BotOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let games, games < 1 { throw ValidationError("--games must be at least 1") }
    }

    func run() async throws {
        let bot = try options.bot(limit: games)
        let server = TableServer(liveness: options.network.liveness)
        let listener = try await server.bind(host: bind, port: port)
        Output.error("listening on port \(listener.channel.localAddress?.port ?? port)")
        let config = SessionConfig(role: .host, name: options.network.name, program: BriscolaVersion.wire)
        try await server.serve(listener, makeSession: { Session(config: config) }, delegate: bot, shouldStop: { bot.isDone })
    }
}

/// `briscola bot join HOST:PORT`: joins a table and plays a number of games.
struct BotJoin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "join", abstract: "Join a table by address and play.")

    @Argument(help: "The table's address, HOST:PORT.") var address: AddressArgument
    @Option(help: "Games to play before leaving.") var games = 1
    @OptionGroup var options: BotOptions

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games must be at least 1") }
    }

    func run() async throws {
        let bot = try options.bot(limit: games)
        let client = TableClient(liveness: options.network.liveness)
        let channel = try await client.connect(host: address.host, port: address.port)
        let config = SessionConfig(role: .guest, name: options.network.name, program: BriscolaVersion.wire)
        try await SessionRunner.run(channel, session: Session(config: config), delegate: bot)
        guard bot.isDone else { throw ExitCode(1) }
    }
}
