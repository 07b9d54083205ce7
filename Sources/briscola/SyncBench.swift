import ArgumentParser
import BriscolaApp

/// `briscola bench sync`: bytes and time of a history sync between two histories on this machine.
struct SyncBench: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "sync", abstract: CommandLanguage.words(.aboutBenchSync)) }

    @Option(parsing: .unconditional, help: .phrase(.optGames)) var games = 10_000
    @Option(parsing: .unconditional, help: .phrase(.benchSyncDifferences)) var differences = 1_000
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard (1...100_000).contains(games) else { throw ValidationError.between("--games", 1, 100_000) }
        guard (0...100_000).contains(differences) else { throw ValidationError.between("--differences", 0, 100_000) }
    }

    func run() async throws {
        let result = try await SyncBenchmark.run(games: games, differences: differences)
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text(CommandLanguage.text))
        if !result.converged { throw ExitCode(1) }
    }
}
