import BriscolaCore

/// Who plays whom, how many games, from which seed.
public struct TournamentConfig: Sendable {
    public var variant: Variant
    public var a: Level
    public var b: Level
    public var games: Int
    public var seed: UInt64
    public var hardIterations: Int

    /// Who plays whom, how many games, from which seed.
    public init(variant: Variant, a: Level, b: Level, games: Int, seed: UInt64,
                hardIterations: Int = HardStrategy.defaultIterations) {
        self.variant = variant
        self.a = a
        self.b = b
        self.games = games
        self.seed = seed
        self.hardIterations = hardIterations
    }

    /// Which player sits where: A holds seat 0 (and seat 2 as a team with four players); B the rest.
    public func isSideA(seat: Int) -> Bool { variant == .four ? seat % 2 == 0 : seat == 0 }
}

/// One game of a tournament: its index (from 0), its whole log, and the side A held.
public struct TournamentGame: Sendable {
    public let index: Int
    public let log: GameLog
    /// The side A held (0 except in a duplicate series).
    public let sideA: Int

    /// A played game; A held `sideA`.
    public init(index: Int, log: GameLog, sideA: Int = 0) {
        self.index = index
        self.log = log
        self.sideA = sideA
    }

    /// The final state.
    public var state: GameState { log.state }
}

/// Plays a tournament's games one at a time, as a `Series` whose first dealer is seat 0, seeded
/// by `SeriesRule` from the tournament seed (deck and choices of each game).
public struct Tournament: Sendable {
    public let config: TournamentConfig
    private let seats: [AnyStrategy]
    private var series: Series
    public private(set) var nextIndex = 0

    /// A tournament about to play its first game.
    public init(_ config: TournamentConfig) {
        self.config = config
        let a = config.a.strategy(hardIterations: config.hardIterations)
        let b = config.b.strategy(hardIterations: config.hardIterations)
        seats = (0..<config.variant.players).map { config.isSideA(seat: $0) ? a : b }
        series = Series(variant: config.variant, firstDealer: 0)
    }

    /// Plays the next game; nil once all games are played.
    public mutating func playNext() -> TournamentGame? {
        guard nextIndex < config.games else { return nil }
        let game = nextIndex + 1
        let deckSeed = SeriesRule.deckSeed(ofGame: game, seriesSeed: config.seed)
        var generator = Xoshiro256(seed: SeriesRule.choiceSeed(ofGame: game, seriesSeed: config.seed))
        let log = MatchPlayer.play(series.setup(ofGame: game, seed: deckSeed), seed: deckSeed, seats: seats, using: &generator)
        series.finish(log.state.result)
        defer { nextIndex += 1 }
        return TournamentGame(index: nextIndex, log: log)
    }
}
