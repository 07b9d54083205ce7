import BriscolaAI
import BriscolaCore
import Foundation

/// The figures `briscola sim` reports, as text or JSON.
struct SimSummary: Encodable {
    let players: Int
    let a: String
    let b: String
    let seed: UInt64
    let games: Int
    let winsA: Int
    let winsB: Int
    let draws: Int
    let winsPerSide: [Int]
    let winRateA: Double
    let winRateB: Double
    let ci95A: [Double]
    let avgPointsA: Double
    let avgPointsB: Double
    let seconds: Double
    let gamesPerSecond: Double

    enum CodingKeys: String, CodingKey {
        case players, a, b, seed, games, draws, seconds
        case winsA = "wins_a", winsB = "wins_b", winsPerSide = "wins_per_side"
        case winRateA = "win_rate_a", winRateB = "win_rate_b", ci95A = "ci95_a"
        case avgPointsA = "avg_points_a", avgPointsB = "avg_points_b", gamesPerSecond = "games_per_second"
    }

    /// `names` overrides the sides' names (the oracle is not a level).
    init(config: TournamentConfig, stats: TournamentStats, seconds: Double, names: (a: String, b: String)? = nil) {
        players = config.variant.players
        a = names?.a ?? config.a.rawValue
        b = names?.b ?? config.b.rawValue
        seed = config.seed
        games = stats.games
        winsA = stats.winsA
        winsB = stats.winsB
        draws = stats.draws
        winsPerSide = stats.winsPerSide
        winRateA = stats.winRateA
        winRateB = stats.winRateB
        ci95A = [stats.ci95A.low, stats.ci95A.high]
        avgPointsA = stats.averagePointsA
        avgPointsB = stats.averagePointsB
        self.seconds = seconds
        gamesPerSecond = seconds > 0 ? Double(games) / seconds : 0
    }

    var text: String {
        let sideName = players == 4 ? "team" : "seat"
        let perSide = winsPerSide.enumerated().map { "\(sideName) \($0.offset): \($0.element)" }.joined(separator: ", ")
        return """
        \(games) games, \(players) players, A = \(a), B = \(b), seed \(seed)
        wins: A \(winsA), B \(winsB), draws \(draws)   (\(perSide))
        A's win rate (non-tied): \(percent(winRateA)) [95% CI \(percent(ci95A[0]))–\(percent(ci95A[1]))]
        average points: A \(fixed(avgPointsA)), B \(fixed(avgPointsB))
        \(fixed(gamesPerSecond, digits: 0)) games/s (\(fixed(seconds, digits: 2)) s)
        """
    }
}

/// A number with a fixed count of decimals.
func fixed(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

func percent(_ value: Double) -> String { fixed(value * 100) + "%" }
