import BriscolaCore

/// Plays one whole game between strategies, one per seat — the one "play for the seat to move"
/// loop that the simulator, the tournament, the local table's opponents and benchmarks share.
public enum MatchPlayer {
    /// The card the seat to move plays: its strategy's choice, or — should a strategy return a
    /// card it does not hold — its first card, so a faulty strategy costs it the game's quality,
    /// never the program.
    public static func nextAction<G: RandomNumberGenerator>(
        _ state: GameState, seats: [AnyStrategy], using generator: inout G
    ) -> Action {
        let seat = state.turn
        let view = state.view(for: seat)
        let card = seats[seat % seats.count].choose(view, using: &generator)
        return Action(seat: seat, card: view.hand.contains(card) ? card : view.hand[0])
    }

    /// Plays a game to the end; the log holds every action and trick.
    public static func play<G: RandomNumberGenerator>(
        _ setup: GameSetup, seed: Seed? = nil, seats: [AnyStrategy], using generator: inout G
    ) -> GameLog {
        var log = GameLog(setup: setup, seed: seed)
        while !log.state.isFinished {
            let action = nextAction(log.state, seats: seats, using: &generator)
            if case .failure = log.append(action) {
                preconditionFailure("a card from the hand of the seat to move is always legal")
            }
        }
        return log
    }
}
