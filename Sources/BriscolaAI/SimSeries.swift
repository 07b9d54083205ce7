import BriscolaCore

/// A simulated series where a seat may be the oracle. Games are seeded exactly like `Tournament`
/// (game i: deck from the SplitMix64 stream's output 2i, players' generator from output 2i+1, dealer
/// i mod players), so a run with the oracle meets the same deals as one between levels.
public struct SimSeries {
    public let variant: Variant
    public let games: Int
    private let seats: [SimSeat]
    /// A search table per oracle seat (none for the others).
    private var memories: [Oracle.Memory?]
    private var stream: SplitMix64
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
        stream = SplitMix64(seed: seed)
    }

    /// Plays the next game; nil once all are played.
    public mutating func playNext(recordActions: Bool = false) -> TournamentGame? {
        guard nextIndex < games else { return nil }
        let deckSeed = Seed(stream.next())
        var generator = Xoshiro256(seed: Seed(stream.next()))
        let setup = GameSetup(variant: variant, dealer: nextIndex % variant.players, seed: deckSeed)
        var state = GameState(setup: setup)
        var actions: [Action] = []
        while !state.isFinished {
            let seat = state.turn
            let card: Card
            switch seats[seat] {
            case let .strategy(strategy): card = strategy.choose(state.view(for: seat), using: &generator)
            case let .oracle(oracle):
                var memory = memories[seat] ?? Oracle.Memory()
                memories[seat] = nil // hand the table over without copying it
                card = oracle.choose(state, memory: &memory)
                memories[seat] = memory
            }
            var action = Action(seat: seat, card: card)
            if state.hands[seat].position(of: card) == nil { action = Action(seat: seat, card: state.hands[seat][0]) }
            try? state.apply(action)
            if recordActions { actions.append(action) }
        }
        defer { nextIndex += 1 }
        return TournamentGame(index: nextIndex, deckSeed: deckSeed, setup: setup, state: state, actions: actions)
    }
}
