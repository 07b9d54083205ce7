import BriscolaApp
import ArgumentParser

/// `briscola bench net`: a host bot and its guests in this process play over loopback TCP at zero
/// think time. Round trip = from handing our card to the session until another seat's card arrives.
struct NetBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "net", abstract: "Move round trip and game time over loopback TCP.")

    @Option(parsing: .unconditional, help: "Games to play.") var games = 200
    @Option(parsing: .unconditional, help: "Seats at the table: 2, 3 or 4 (with 3 or 4, moves go through the host's relay).") var players = 2
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        guard (1...100_000).contains(games) else { throw ValidationError("--games must be between 1 and 100000") }
        guard (2...4).contains(players) else { throw ValidationError("--players must be 2, 3 or 4") }
    }

    func run() async throws {
        let result = try await NetBenchmark.run(games: games, players: players)
        print(json ? try JSONOutput.string(result) : result.text)
    }
}
