import BriscolaApp
import ArgumentParser

/// `briscola bench soak`: two bots play many games over loopback TCP in this process while its
/// memory and open descriptors are watched; exits 1 when either grows (issue 15's soak test).
struct SoakBench: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "soak", abstract: CommandLanguage.words(.aboutBenchSoak))
    }

    @Option(parsing: .unconditional, help: .phrase(.soakGames)) var games = 1000
    @Option(parsing: .unconditional, help: .phrase(.soakPerConnection)) var perConnection = 10
    @Option(parsing: .unconditional, help: .phrase(.soakEvery)) var every = 100
    @Option(parsing: .unconditional, help: .phrase(.soakRssLimit)) var rssLimit = 10.0
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard (1...1_000_000).contains(games) else { throw ValidationError.between("--games", 1, 1_000_000) }
        guard perConnection >= 1 else { throw ValidationError.atLeast("--per-connection", 1) }
        guard every >= 1 else { throw ValidationError.atLeast("--every", 1) }
        guard rssLimit >= 0 else { throw ValidationError(.usageNotNegative, ["option": "--rss-limit"]) }
    }

    func run() async throws {
        let result = try await SoakBenchmark.run(games: games, perConnection: perConnection, every: every, rssLimitPercent: rssLimit) { sample in
            if !json {
                Output.line("game \(sample.games): RSS \(fixed(sample.rssMB, digits: 1)) MB, \(sample.fds) open descriptors")
            }
        }
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text)
        guard result.passed else { throw ExitCode(1) }
    }
}
