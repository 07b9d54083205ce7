import BriscolaApp
import ArgumentParser

/// `briscola bench engine`: random-vs-random two-player games on one core — shuffle, deal, 40
/// plays and scoring each — and how many complete per second, on the bit-mask path search uses
/// (`BitPlayout`) and on the reference `GameState` path.
struct EngineBench: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "engine", abstract: CommandLanguage.words(.aboutBenchEngine)) }

    @Option(parsing: .unconditional, help: .phrase(.benchEngineGames)) var games = 2_000_000
    @Option(parsing: .unconditional, help: .phrase(.benchRounds)) var rounds = 3
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard games > 0, rounds > 0, rounds <= 100 else { throw ValidationError(.usageGamesAndRounds, ["games": "--games", "rounds": "--rounds", "most": "100"]) }
    }

    func run() throws {
        let result = EngineBenchResult.measure(games: games, rounds: rounds)
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text(CommandLanguage.text))
    }
}
