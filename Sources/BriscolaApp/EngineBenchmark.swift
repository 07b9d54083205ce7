import BriscolaCore
import BriscolaText

/// What `bench engine` measures: random-vs-random two-player games on one core — shuffle, deal,
/// 40 plays and scoring each — on the bit-mask path search uses (`BitPlayout`) and on the
/// reference `GameState` path; the best of the rounds.
public struct EngineBenchResult: Encodable, Sendable {
    public let gamesPerSecond: Double
    public let nsPerGame: Double
    /// The reference path (`GameState.apply`), for comparison.
    public let stateGamesPerSecond: Double
    public let games: Int
    public let rounds: Int
    /// A sum over the games' results, so no work can be optimised away (and runs can be compared).
    public let checksum: Int
    /// Five-player deals (random auction and call on `GameState`, random play on `BitGame`), a
    /// quarter as many as the two-player games.
    public let fiveGamesPerSecond: Double
    public let fiveNsPerGame: Double
    public let fiveGames: Int
    public let fiveChecksum: Int

    enum CodingKeys: String, CodingKey {
        case games, rounds, checksum
        case gamesPerSecond = "games_per_second", nsPerGame = "ns_per_game"
        case stateGamesPerSecond = "state_games_per_second"
        case fiveGamesPerSecond = "five_games_per_second", fiveNsPerGame = "five_ns_per_game"
        case fiveGames = "five_games", fiveChecksum = "five_checksum"
    }

    /// The figures for people, in the words of `text`'s language.
    public func text(_ text: Text) -> String {
        text(.benchEngineLine, ["rate": fixed(gamesPerSecond, digits: 0), "ns": fixed(nsPerGame, digits: 0),
                                "stateRate": fixed(stateGamesPerSecond, digits: 0), "rounds": "\(rounds)",
                                "games": "\(games)", "checksum": "\(checksum)"])
            + "\n" + text(.benchEngineFiveLine, ["rate": fixed(fiveGamesPerSecond, digits: 0), "ns": fixed(fiveNsPerGame, digits: 0),
                                                "rounds": "\(rounds)", "games": "\(fiveGames)", "checksum": "\(fiveChecksum)"])
    }

    /// Plays `games` games `rounds` times on each path, from a fixed seed per round.
    public static func measure(games: Int, rounds: Int) -> EngineBenchResult {
        let clock = ContinuousClock()
        var best = Double.infinity, bestState = Double.infinity
        var checksum = 0, fiveChecksum = 0, bestFive = Double.infinity
        let fiveGames = max(1, games / 4)
        for round in 0..<rounds {
            let fiveStart = clock.now
            fiveChecksum &+= BitPlayout.fivePlayerGames(fiveGames, seed: Seed(UInt64(round)))
            bestFive = min(bestFive, (clock.now - fiveStart).seconds)
            let start = clock.now
            checksum &+= BitPlayout.twoPlayerGames(games, seed: Seed(UInt64(round)))
            best = min(best, (clock.now - start).seconds)
            let stateStart = clock.now
            checksum &+= RandomPlayout.twoPlayerGames(games, seed: Seed(UInt64(round)))
            bestState = min(bestState, (clock.now - stateStart).seconds)
        }
        return EngineBenchResult(gamesPerSecond: Double(games) / best, nsPerGame: best * 1e9 / Double(games),
                                 stateGamesPerSecond: Double(games) / bestState, games: games, rounds: rounds, checksum: checksum,
                                 fiveGamesPerSecond: Double(fiveGames) / bestFive, fiveNsPerGame: bestFive * 1e9 / Double(fiveGames),
                                 fiveGames: fiveGames, fiveChecksum: fiveChecksum)
    }
}
