import BriscolaCore

/// A simulated series where a seat may be the oracle. Games are dealt and seeded by the same
/// `Series` and `SeriesRule` as `Tournament`, so a run with the oracle meets the same deals as one
/// between levels. In a duplicate series every deal is played once with A on each side (two games
/// a deal with two or four players, three with three), so luck of the cards cancels out of A's
/// margin and a difference between players shows after far fewer games.
public struct SimSeries: Sendable {
    public let variant: Variant
    /// Deals to play (each played `rotations` times).
    public let games: Int
    /// Games per deal: 1, or the number of sides in a duplicate series.
    public let rotations: Int
    private let a: SimSeat
    private let b: SimSeat
    /// A search table per seat the oracle has held (kept across games, one per seat).
    private var memories: [Oracle.Memory?]
    private let series: Series
    private let seed: UInt64
    public private(set) var nextIndex = 0

    /// Side A holds side 0 — seat 0, or seats 0 and 2 with four players, as in
    /// `TournamentConfig.isSideA` — in every game, or each side in turn when `duplicate`.
    public init(variant: Variant, a: SimSeat, b: SimSeat, games: Int, seed: UInt64, duplicate: Bool = false) {
        self.variant = variant
        self.games = games
        rotations = duplicate ? variant.sides : 1
        self.a = a
        self.b = b
        memories = Array(repeating: nil, count: variant.players)
        series = Series(variant: variant, firstDealer: 0)
        self.seed = seed
    }

    /// Games in the whole series.
    public var totalGames: Int { games * rotations }

    /// Plays the next game; nil once all are played.
    public mutating func playNext() -> TournamentGame? {
        guard nextIndex < totalGames else { return nil }
        defer { nextIndex += 1 }
        return play(index: nextIndex)
    }

    /// Plays game `index` (from 0, below `totalGames`), in any order: a game depends only on its
    /// index and the seed, so copies of a series may play its games apart and agree with one that
    /// plays them in turn. Every game of a deal has the same deck, dealer and choice generator;
    /// only who sits where changes.
    public mutating func play(index: Int) -> TournamentGame {
        precondition((0..<totalGames).contains(index), "the series has this game")
        let game = index / rotations + 1, sideA = index % rotations
        let seats = (0..<variant.players).map { variant.side(of: $0) == sideA ? a : b }
        let deckSeed = SeriesRule.deckSeed(ofGame: game, seriesSeed: seed)
        var generator = Xoshiro256(seed: SeriesRule.choiceSeed(ofGame: game, seriesSeed: seed))
        var log = GameLog(setup: series.setup(ofGame: game, seed: deckSeed), seed: deckSeed)
        while !log.state.isFinished {
            let state = log.state, seat = state.turn
            var action: Action
            switch seats[seat] {
            case let .strategy(strategy):
                action = MatchPlayer.nextAction(state, seats: [strategy], using: &generator)
            case let .oracle(oracle):
                var memory = memories[seat] ?? Oracle.Memory()
                memories[seat] = nil // hand the table over without copying it
                action = Action(seat: seat, card: oracle.choose(state, memory: &memory))
                memories[seat] = memory
            case let .seer(seer):
                action = Action(seat: seat, card: seer.choose(state, using: &generator))
            }
            if state.hands[seat].position(of: action.card) == nil { action = Action(seat: seat, card: state.hands[seat][0]) }
            if case .failure = log.append(action) {
                preconditionFailure("a card from the hand of the seat to move is always legal")
            }
        }
        return TournamentGame(index: index, log: log, sideA: sideA)
    }
}
