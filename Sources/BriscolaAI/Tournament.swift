import BriscolaCore

/// Who plays whom, how many games, from which seed.
public struct TournamentConfig: Sendable {
    public var variant: Variant
    public var a: Level
    public var b: Level
    public var games: Int
    public var seed: UInt64
    public var hardIterations: Int

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

/// One game of a tournament: its seeds, setup, final state and (optionally) actions.
public struct TournamentGame: Sendable {
    public let index: Int
    public let deckSeed: Seed
    public let setup: GameSetup
    public let state: GameState
    public let actions: [Action]
}

/// Plays a tournament's games one at a time. Game i's deck is the shuffle of
/// `Seed(out[2i])` and its players draw from `Xoshiro256(Seed(out[2i+1]))`, where `out` is the
/// SplitMix64 stream of the tournament seed; the dealer is seat `i mod players`.
public struct Tournament: Sendable {
    public let config: TournamentConfig
    private let seats: [AnyStrategy]
    private var stream: SplitMix64
    public private(set) var nextIndex = 0

    public init(_ config: TournamentConfig) {
        self.config = config
        let a = config.a.strategy(hardIterations: config.hardIterations)
        let b = config.b.strategy(hardIterations: config.hardIterations)
        seats = (0..<config.variant.players).map { config.isSideA(seat: $0) ? a : b }
        stream = SplitMix64(seed: config.seed)
    }

    /// Plays the next game; nil once all games are played.
    public mutating func playNext(recordActions: Bool = false) -> TournamentGame? {
        guard nextIndex < config.games else { return nil }
        let deckSeed = Seed(stream.next())
        var generator = Xoshiro256(seed: Seed(stream.next()))
        let setup = GameSetup(variant: config.variant, dealer: nextIndex % config.variant.players, seed: deckSeed)
        let (state, actions) = MatchPlayer.play(setup, seats: seats, using: &generator, recordActions: recordActions)
        defer { nextIndex += 1 }
        return TournamentGame(index: nextIndex, deckSeed: deckSeed, setup: setup, state: state, actions: actions)
    }
}
