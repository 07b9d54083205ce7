import BriscolaApp
import ArgumentParser

/// `briscola bench`: figures for speed, printed (never asserted by tests, which flake on shared machines).
struct BenchCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "bench", abstract: CommandLanguage.words(.aboutBench),
        subcommands: [EngineBench.self, AIBench.self, NetBench.self, HiddenBench.self, SoakBench.self, UIBench.self, SyncBench.self]
    ) }
}
