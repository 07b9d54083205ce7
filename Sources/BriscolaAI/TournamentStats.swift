import BriscolaCore

/// Running totals of a tournament, from A's point of view.
public struct TournamentStats: Sendable {
    public private(set) var games = 0
    public private(set) var winsA = 0
    public private(set) var winsB = 0
    public private(set) var draws = 0
    /// Wins per side (seat, or team with four players), for the per-seat summary.
    public private(set) var winsPerSide: [Int]
    private var pointsA = 0
    private var pointsB = 0
    private let config: TournamentConfig

    /// Empty totals for a tournament.
    public init(config: TournamentConfig) {
        self.config = config
        winsPerSide = Array(repeating: 0, count: config.variant.sides)
    }

    /// Counts a finished game in which A held `sideA` (side 0 unless the series is duplicate):
    /// a win for the side that won, a draw when the best score is shared.
    public mutating func add(_ state: GameState, sideA: Int = 0) {
        games += 1
        let scores = state.scores
        for side in scores.indices {
            if side == sideA { pointsA += scores[side] } else { pointsB += scores[side] }
        }
        switch state.result {
        case let .won(side):
            winsPerSide[side] += 1
            if side == sideA { winsA += 1 } else { winsB += 1 }
        case .tied, .wonTogether: // five players are not seated in a tournament (see `ChiamataSim`)
            draws += 1
        }
    }

    /// A's share of the games that were not drawn.
    public var winRateA: Double { decided == 0 ? 0 : Double(winsA) / Double(decided) }
    public var winRateB: Double { decided == 0 ? 0 : Double(winsB) / Double(decided) }
    public var decided: Int { winsA + winsB }

    /// 95% Wilson score interval for A's non-tied win rate.
    public var ci95A: (low: Double, high: Double) { Wilson.interval(successes: winsA, trials: decided) }

    /// A's average points per game (its team's with four players).
    public var averagePointsA: Double { games == 0 ? 0 : Double(pointsA) / Double(games) }
    /// B's average points per game and per B side (each B seat with three players).
    public var averagePointsB: Double {
        let sidesB = config.variant.sides - 1 // A always holds exactly one side
        return games == 0 ? 0 : Double(pointsB) / Double(games * sidesB)
    }
}

/// The Wilson score interval, which behaves well near 0 and 1 unlike the normal approximation.
public enum Wilson {
    /// Lower and upper 95% bounds for a proportion.
    public static func interval(successes: Int, trials: Int, z: Double = 1.959964) -> (low: Double, high: Double) {
        guard trials > 0 else { return (0, 1) }
        let n = Double(trials), p = Double(successes) / n
        let denominator = 1 + z * z / n
        let centre = (p + z * z / (2 * n)) / denominator
        let margin = z * ((p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()) / denominator
        return (max(0, centre - margin), min(1, centre + margin))
    }
}
