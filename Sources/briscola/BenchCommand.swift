import BriscolaApp
import ArgumentParser

/// `briscola bench`: figures for speed, printed (never asserted by tests, which flake on shared machines).
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine and the opponents. Build with -c release for meaningful figures.",
        subcommands: [EngineBench.self, AIBench.self, NetBench.self, SoakBench.self, UIBench.self]
    )
}
