import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore
import Foundation

/// `briscola sim`: plays many seeded games between two levels and reports who won, or writes
/// every game as a JSON line for checking by another program.
struct SimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sim",
        abstract: "Play many games between two levels (random by default) and report the results.",
        discussion: """
        The seed determines every game. Side A sits at seat 0 (seats 0 and 2 with four players).
        --log writes one JSON object per game (variant, seed, dealer, deck, trump, actions, tricks,
        scores, result, stateHash).
        """
    )

    @Option(help: "Players at the table: 2, 3 or 4.") var players: Variant = .two
    @Option(parsing: .unconditional, help: "Games to play.") var games: Int = 1000
    @Option(parsing: .unconditional, help: "Seed for all games (decimal, or hex with 0x); random and printed if omitted.")
    var seed: SeedArgument?
    @Option(help: "Side A: easy, normal, hard, expert, or oracle (sees every card; two players).") var a: Opponent = .easy
    @Option(help: "Side B: easy, normal, hard, expert, or oracle (sees every card; two players).") var b: Opponent = .easy
    @Option(help: "Search worlds per move for the hard level (and the expert's early moves).") var hardIterations = HardStrategy.defaultIterations
    @Option(help: "Write every game as one JSON line to this file.") var log: String?
    @Flag(help: "Print the summary as one JSON object.") var json = false

    func validate() throws {
        guard games > 0, games <= 100_000_000 else { throw ValidationError("--games must be between 1 and 100000000") }
        guard hardIterations > 0, hardIterations <= 1_000_000 else {
            throw ValidationError("--hard-iterations must be between 1 and 1000000")
        }
        if a == .oracle || b == .oracle, players != .two { throw ValidationError("the oracle plays two-player games only") }
    }

    func run() throws {
        let summary = try SimSummary.simulate(players: players, a: a, b: b, games: games, seed: (seed ?? SeedArgument.random()).value,
                                              hardIterations: hardIterations, log: log)
        print(json ? try JSONOutput.string(summary) : summary.text)
    }
}

extension Opponent: ExpressibleByArgument {}
