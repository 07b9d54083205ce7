import BriscolaApp
import ArgumentParser

/// `briscola bench net`: two bots in this process play over loopback TCP at zero think time.
/// Round trip = from handing our card to the session until the other side's next card arrives.
struct NetBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "net", abstract: "Move round trip and game time over loopback TCP.")

    @Option(parsing: .unconditional, help: "Games to play.") var games = 200
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        guard (1...100_000).contains(games) else { throw ValidationError("--games must be between 1 and 100000") }
    }

    func run() async throws {
        let result = try await NetBenchmark.run(games: games)
        print(json ? try JSONOutput.string(result) : result.text)
    }
}
