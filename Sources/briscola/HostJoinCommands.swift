import BriscolaApp
import BriscolaWire
import ArgumentParser
import BriscolaNet
import BriscolaSession
import BriscolaTerminal

/// `briscola host`: opens a table on this machine, announces it on the local network, and plays
/// whoever joins, full-screen.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "host", abstract: "Host a table of 2, 3 or 4 and play whoever joins.")

    @Option(parsing: .unconditional, help: "TCP port to listen on.") var port = 4860
    @Option(parsing: .unconditional, help: "Seats at the table: 2, 3 or 4 (with 4, partners sit opposite).") var players = 2
    @Option(parsing: .unconditional, help: "Seats to fill with computer players at once (fewer than --players).") var bots = 0
    @Option(parsing: .unconditional, help: "Seconds each player has to play a card; when they run out, their lowest card is played for them (default: no limit).") var turnTime: Int?
    @Option(help: "Address to listen on (default: every address, IPv6 and IPv4).") var bind: String?
    @OptionGroup var network: NetworkOptions
    @OptionGroup var advertising: AdvertiseOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be between 1 and 65535") }
        guard (2...4).contains(players) else { throw ValidationError("--players must be 2, 3 or 4") }
        guard (0..<players).contains(bots) else { throw ValidationError("--bots must be between 0 and \(players - 1)") }
        if let turnTime, !(5...600).contains(turnTime) { throw ValidationError("--turn-time must be between 5 and 600 seconds") }
    }

    func run() async throws {
        try await NetPlay.host(port: port, bind: bind.map { [$0] } ?? TableServer.anyAddress, name: network.name, liveness: network.liveness, advertising: advertising.advertising,
                               screen: screen.setup, saving: saving.saving, terminal: try InteractivePlay.terminal(),
                               players: players, bots: bots, turnTime: turnTime, grace: network.grace, journals: network.journals)
    }
}

/// `briscola join HOST:PORT`: joins a table by address and plays, full-screen.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "join", abstract: "Join a table by address and play.")

    @Argument(help: "The table's address, HOST:PORT.") var address: PeerAddress
    @OptionGroup var network: NetworkOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func run() async throws {
        try await NetPlay.join(address, name: network.name, liveness: network.liveness, screen: screen.setup, saving: saving.saving,
                               terminal: try InteractivePlay.terminal(), grace: network.grace, journals: network.journals)
    }
}
