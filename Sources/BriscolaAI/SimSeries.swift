import BriscolaCore

/// A simulated series where a seat may be the oracle. Games are dealt and seeded by the same
/// `Series` and `SeriesRule` as `Tournament`, so a run with the oracle meets the same deals as one
/// between levels.
public struct SimSeries {
    public let variant: Variant
    public let games: Int
    private let seats: [SimSeat]
    /// A search table per oracle seat (none for the others).
    private var memories: [Oracle.Memory?]
    private var series: Series
    private let seed: UInt64
    public private(set) var nextIndex = 0

    /// Side A holds seat 0 (and seat 2 with four players), as in `TournamentConfig.isSideA`.
    public init(variant: Variant, a: SimSeat, b: SimSeat, games: Int, seed: UInt64) {
        self.variant = variant
        self.games = games
        seats = (0..<variant.players).map { seat in
            (variant == .four ? seat % 2 == 0 : seat == 0) ? a : b
        }
        memories = seats.map { seat in
            if case .oracle = seat { Oracle.Memory() } else { nil }
        }
        series = Series(variant: variant, firstDealer: 0)
        self.seed = seed
    }

    /// Plays the next game; nil once all are played.
    public mutating func playNext() -> TournamentGame? {
        guard nextIndex < games else { return nil }
        let game = nextIndex + 1
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
            }
            if state.hands[seat].position(of: action.card) == nil { action = Action(seat: seat, card: state.hands[seat][0]) }
            if case .failure = log.append(action) {
                preconditionFailure("a card from the hand of the seat to move is always legal")
            }
        }
        series.finish(log.state.result)
        defer { nextIndex += 1 }
        return TournamentGame(index: nextIndex, log: log)
    }
}
