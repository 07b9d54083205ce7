import BriscolaApp
import ArgumentParser

/// `briscola bench soak`: two bots play many games over loopback TCP in this process while its
/// memory and open descriptors are watched; exits 1 when either grows (issue 15's soak test).
struct SoakBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Many games over loopback TCP: memory and file descriptors must not grow.")

    @Option(parsing: .unconditional, help: "Games to play.") var games = 1000
    @Option(parsing: .unconditional, help: "Games per guest connection (the guest then leaves and joins again).") var perConnection = 10
    @Option(parsing: .unconditional, help: "Sample memory and descriptors every this many games.") var every = 100
    @Option(parsing: .unconditional, help: "Largest growth of resident memory allowed, first sample to last, in percent.") var rssLimit = 10.0
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        guard (1...1_000_000).contains(games) else { throw ValidationError("--games must be between 1 and 1000000") }
        guard perConnection >= 1 else { throw ValidationError("--per-connection must be at least 1") }
        guard every >= 1 else { throw ValidationError("--every must be at least 1") }
        guard rssLimit >= 0 else { throw ValidationError("--rss-limit must not be negative") }
    }

    func run() async throws {
        let result = try await SoakBenchmark.run(games: games, perConnection: perConnection, every: every, rssLimitPercent: rssLimit) { sample in
            if !json {
                Output.line("game \(sample.games): RSS \(fixed(sample.rssMB, digits: 1)) MB, \(sample.fds) open descriptors")
            }
        }
        Output.line(json ? try JSONOutput.string(result) : result.text)
        guard result.passed else { throw ExitCode(1) }
    }
}
