import BriscolaApp
import BriscolaWire
import ArgumentParser
import BriscolaNet

/// `briscola host`: opens a table on this machine, announces it on the local network, and plays
/// whoever joins, full-screen.
struct HostCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "host", abstract: CommandLanguage.words(.aboutHost)) }

    @Option(parsing: .unconditional, help: .phrase(.hostPort)) var port = 4860
    @Option(parsing: .unconditional, help: .phrase(.hostPlayers)) var players = 2
    @Option(parsing: .unconditional, help: .phrase(.optBots)) var bots = 0
    @Option(parsing: .unconditional, help: .phrase(.hostTurnTime)) var turnTime: Int?
    @Option(help: .phrase(.optBind)) var bind: String?
    @OptionGroup var network: NetworkOptions
    @OptionGroup var advertising: AdvertiseOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        // 0 picks a free port, which the screen shows.
        guard (0...65535).contains(port) else { throw ValidationError.between("--port", 0, 65535) }
        guard (2...4).contains(players) else { throw ValidationError(.usagePlayers, ["option": "--players"]) }
        if let error = ValidationError.bots(bots, players: players) { throw error }
        if let turnTime, !(5...600).contains(turnTime) { throw ValidationError.between("--turn-time", 5, 600, .usageBetweenSeconds) }
    }

    func run() async throws {
        let settings = screen.settingsFile.load()
        try await NetPlay.host(port: port, bind: bind.map { [$0] } ?? TableServer.anyAddress, name: network.personName(settings), liveness: network.liveness, advertising: advertising.advertising,
                               screen: screen.setup(settings), saving: try saving.checked(), terminal: try InteractivePlay.terminal(),
                               players: players, bots: bots, turnTime: turnTime, grace: network.grace, journals: network.journals,
                               protocolVersion: network.protocolVersion)
    }
}

/// `briscola join HOST:PORT`: joins a table by address and plays, full-screen.
struct JoinCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "join", abstract: CommandLanguage.words(.aboutJoin)) }

    @Argument(help: .phrase(.optAddress), transform: PeerAddress.parse) var address: PeerAddress
    @OptionGroup var network: NetworkOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func run() async throws {
        let settings = screen.settingsFile.load()
        try await NetPlay.join(address, name: network.personName(settings), liveness: network.liveness, screen: screen.setup(settings), saving: try saving.checked(),
                               terminal: try InteractivePlay.terminal(), grace: network.grace, journals: network.journals,
                               protocolVersion: network.protocolVersion)
    }
}
