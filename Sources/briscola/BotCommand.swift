import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaWire

/// `briscola bot`: the headless peer — the same program without a screen, playing by an AI.
struct BotCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "bot", abstract: CommandLanguage.words(.aboutBot), subcommands: [BotHost.self, BotJoin.self]
    ) }
}

/// Options of both bot commands.
struct BotOptions: ParsableArguments {
    @Option(help: .phrase(.botLevel)) var level: Level = .normal
    @Option(parsing: .unconditional, help: .phrase(.botSeed)) var seed: SeedArgument?
    @Flag(help: .phrase(.botJson)) var json = false
    @Option(parsing: .unconditional, help: .phrase(.botThink, visibility: .hidden)) var think = 0
    /// The history to save every game in as it ends: only one named with `--history` (the
    /// commands' discussion says so; the option's own help names the default history).
    @OptionGroup(visibility: .hidden) var store: HistoryOptions
    @Flag(help: .phrase(.botTrace, visibility: .hidden)) var trace = false
    @OptionGroup var network: NetworkOptions
    @OptionGroup var settingsFile: SettingsOptions

    /// The bot's own options, with the settings file's unusable lines said once: a seed drawn now
    /// when none was given; the name `--name`, else the settings', else the login name.
    func headless() -> HeadlessPlay.Options {
        HeadlessPlay.Options(level: level, seed: (seed ?? .random()).value, json: json, think: think, history: store.history, trace: trace,
                             name: network.personName(settingsFile.load()))
    }

    var table: BotTable.Network {
        BotTable.Network(liveness: network.liveness, grace: network.grace, journals: network.journals, protocolVersion: network.protocolVersion)
    }
}

/// `briscola bot host`: waits for players and plays them, one after another.
struct BotHost: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "host", abstract: CommandLanguage.words(.aboutBotHost), discussion: CommandLanguage.words(.botHistory)
    ) }

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
        try await BotTable.host(port: port, bind: bind, games: games, players: players, bots: bots, turnTime: turnTime, options: options.headless(),
                                network: options.table, advertising: advertising.advertising)
    }
}

/// `briscola bot join HOST:PORT | --first`: joins a table and plays a number of games.
struct BotJoin: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "join", abstract: CommandLanguage.words(.aboutBotJoin), discussion: CommandLanguage.words(.botHistory)
    ) }

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
        guard try await BotTable.join(address, timeout: timeout, seat: seat, games: games, options: options.headless(), network: options.table) else {
            throw ExitCode(1)
        }
    }
}
