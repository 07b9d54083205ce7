import BriscolaAI
import BriscolaCore
import BriscolaText
import Foundation

/// The figures `briscola sim` reports, as text or JSON.
public struct SimSummary: Encodable, Sendable {
    public let players: Int
    public let a: String
    public let b: String
    public let seed: UInt64
    public let games: Int
    public let winsA: Int
    public let winsB: Int
    public let draws: Int
    public let winsPerSide: [Int]
    public let winRateA: Double
    public let winRateB: Double
    public let ci95A: [Double]
    public let avgPointsA: Double
    public let avgPointsB: Double
    public let seconds: Double
    public let gamesPerSecond: Double
    /// Deals of a duplicate run (each played with A on every side); nil otherwise.
    public let deals: Int?
    /// A's mean margin a game over those deals, and its 95% interval; nil unless duplicate.
    public let marginA: Double?
    public let marginCI95A: [Double]?

    enum CodingKeys: String, CodingKey {
        case players, a, b, seed, games, draws, seconds
        case winsA = "wins_a", winsB = "wins_b", winsPerSide = "wins_per_side"
        case winRateA = "win_rate_a", winRateB = "win_rate_b", ci95A = "ci95_a"
        case avgPointsA = "avg_points_a", avgPointsB = "avg_points_b", gamesPerSecond = "games_per_second"
        case deals, marginA = "margin_a", marginCI95A = "margin_ci95_a"
    }

    /// `names` overrides the sides' names (the oracle is not a level); `margins` are a duplicate run's.
    public init(config: TournamentConfig, stats: TournamentStats, seconds: Double, names: (a: String, b: String)? = nil,
                margins: DealMargins? = nil) {
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
        deals = margins?.deals
        marginA = margins?.mean
        marginCI95A = margins.map { [$0.ci95.low, $0.ci95.high] }
    }

    /// The figures for people, in the words of `text`'s language (English unless told).
    public func text(_ text: Text = Text(.english)) -> String {
        let side: CommandPhrase = players == 4 ? .simTeam : .simSeat
        // Seats and teams as people count them (from 1, as the history does); the JSON keeps its list.
        let perSide = winsPerSide.enumerated().map { text(side, ["side": "\($0.offset + 1)", "wins": "\($0.element)"]) }.joined(separator: ", ")
        var duplicate = ""
        if let deals, let marginA, let marginCI95A {
            duplicate = "\n" + text(.simDuplicateLine, [
                "deals": "\(deals)", "games": "\(deals > 0 ? games / deals : 0)",
                "margin": signed(marginA), "low": signed(marginCI95A[0]), "high": signed(marginCI95A[1]),
            ])
        }
        return text(.simLines, [
            "games": games == 1 ? text(.simOneGame) : text(.simGames, ["count": "\(games)"]), "players": "\(players)", "a": a, "b": b, "seed": "\(seed)",
            "winsA": "\(winsA)", "winsB": "\(winsB)", "draws": "\(draws)", "perSide": perSide,
            "rate": percent(winRateA), "low": percent(ci95A[0]), "high": percent(ci95A[1]),
            "pointsA": fixed(avgPointsA), "pointsB": fixed(avgPointsB),
            "speed": fixed(gamesPerSecond, digits: 0), "seconds": fixed(seconds, digits: 2),
        ]) + duplicate
    }
}

/// A fraction as a percentage with one decimal.
func percent(_ value: Double) -> String { fixed(value * 100) + "%" }

/// Points with one decimal and their sign (a margin reads "+3.1" or "−0.4").
func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + fixed(abs(value)) }

extension SimSummary {
    /// Plays `games` deals between two opponents (the oracle included) from one seed — dealt and
    /// seeded by the series rule, so the same seed meets the same deals whoever plays — each once,
    /// or once with A on every side when `duplicate`, on `jobs` cores (the figures do not depend on
    /// how many), and writes each game's record to `log` when given.
    public static func simulate(players: Variant, a: Opponent, b: Opponent, games: Int, seed: UInt64,
                                hardIterations: Int, log: String?, duplicate: Bool = false, jobs: Int = 1) async throws -> SimSummary {
        // The stats read only the variant and who sits where from the config; the levels there are placeholders.
        let config = TournamentConfig(variant: players, a: a.level ?? .normal, b: b.level ?? .normal, games: games,
                                      seed: seed, hardIterations: hardIterations)
        let series = SimSeries(variant: players, a: a.seat(hardIterations: hardIterations),
                               b: b.seat(hardIterations: hardIterations), games: games, seed: seed, duplicate: duplicate)
        let parallel = ParallelSim(series, jobs: jobs)
        let writer = try log.map(GameLogWriter.init(path:))
        var stats = TournamentStats(config: config)
        var margins = DealMargins(rotations: series.rotations)
        var progress = Progress(total: parallel.total, label: "sim")
        // Ctrl-C or SIGTERM midway clears the progress line, then stops (128 + the signal).
        let clear = progress.clearing
        let stopping = await StopSignals.discardOnStop(nil) { _ in
            clear()
            return false
        }
        defer { stopping.cancel() }
        let clock = ContinuousClock()
        let start = clock.now
        // Batches bound the games held at once; each worker plays a few of every batch.
        let batch = 16 * max(1, jobs)
        for first in stride(from: 0, to: parallel.total, by: batch) {
            for game in await parallel.play(first..<min(parallel.total, first + batch)) {
                stats.add(game.state, sideA: game.sideA)
                margins.add(game.state, sideA: game.sideA)
                try writer?.write(game.log.record)
                progress.update(done: game.index + 1)
            }
        }
        progress.finish()
        try writer?.close()
        return SimSummary(config: config, stats: stats, seconds: (clock.now - start).seconds, names: (a.rawValue, b.rawValue),
                          margins: duplicate ? margins : nil)
    }
}
