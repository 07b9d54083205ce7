import BriscolaApp
import ArgumentParser
import BriscolaCore
import BriscolaText

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
        let clock = ContinuousClock()
        var best = Double.infinity, bestState = Double.infinity
        var checksum = 0
        for round in 0..<rounds {
            let start = clock.now
            checksum &+= BitPlayout.twoPlayerGames(games, seed: Seed(UInt64(round)))
            best = min(best, (clock.now - start).seconds)
            let stateStart = clock.now
            checksum &+= Self.playRandomGames(games, seed: UInt64(round))
            bestState = min(bestState, (clock.now - stateStart).seconds)
        }
        let rate = Double(games) / best, stateRate = Double(games) / bestState
        let result = EngineBenchResult(gamesPerSecond: rate, nsPerGame: best * 1e9 / Double(games),
                                       stateGamesPerSecond: stateRate, games: games, rounds: rounds, checksum: checksum)
        Output.line(json ? try JSONOutput.string(result)
            : CommandLanguage.text(.benchEngineLine, ["rate": fixed(rate, digits: 0), "ns": fixed(result.nsPerGame, digits: 0),
                                                      "stateRate": fixed(stateRate, digits: 0), "rounds": "\(rounds)", "games": "\(games)",
                                                      "checksum": "\(checksum)"]))
    }

    /// The measured loop (`RandomPlayout` in the core), from a fixed seed per round.
    static func playRandomGames(_ count: Int, seed: UInt64) -> Int {
        RandomPlayout.twoPlayerGames(count, seed: Seed(seed))
    }
}

struct EngineBenchResult: Encodable {
    let gamesPerSecond: Double
    let nsPerGame: Double
    /// The reference path (`GameState.apply`), for comparison.
    let stateGamesPerSecond: Double
    let games: Int
    let rounds: Int
    let checksum: Int

    enum CodingKeys: String, CodingKey {
        case games, rounds, checksum
        case gamesPerSecond = "games_per_second", nsPerGame = "ns_per_game"
        case stateGamesPerSecond = "state_games_per_second"
    }
}
