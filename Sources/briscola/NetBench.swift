import BriscolaApp
import ArgumentParser

/// `briscola bench net`: a host bot and its guests in this process play over loopback TCP at zero
/// think time. Round trip = from handing our card to the session until another seat's card arrives.
struct NetBench: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "net", abstract: CommandLanguage.words(.aboutBenchNet)) }

    @Option(parsing: .unconditional, help: .phrase(.optGames)) var games = 200
    @Option(parsing: .unconditional, help: .phrase(.benchNetPlayers)) var players = 2
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard (1...100_000).contains(games) else { throw ValidationError.between("--games", 1, 100_000) }
        guard (2...4).contains(players) else { throw ValidationError(.usagePlayers, ["option": "--players"]) }
    }

    func run() async throws {
        let result = try await NetBenchmark.run(games: games, players: players)
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text(CommandLanguage.text))
    }
}
