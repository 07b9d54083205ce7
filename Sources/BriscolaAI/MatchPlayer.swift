import BriscolaCore

/// Plays one whole game between strategies, one per seat — the loop shared by the simulator, the
/// tournament and the headless peer's self-checks.
public enum MatchPlayer {
    /// Plays to the end; returns the final state and, when asked, every action in order.
    public static func play<G: RandomNumberGenerator>(
        _ setup: GameSetup, seats: [AnyStrategy], using generator: inout G, recordActions: Bool = false
    ) -> (state: GameState, actions: [Action]) {
        var state = GameState(setup: setup)
        var actions: [Action] = []
        if recordActions { actions.reserveCapacity(setup.deck.count) }
        while !state.isFinished {
            let seat = state.turn
            let card = seats[seat % seats.count].choose(state.view(for: seat), using: &generator)
            let action = Action(seat: seat, card: card)
            do throws(RuleError) {
                try state.apply(action)
            } catch {
                // A strategy returned a card it does not hold: play its first card instead, so a faulty
                // strategy costs it the game's quality, never the program.
                let fallback = Action(seat: seat, card: state.hands[seat][0])
                try? state.apply(fallback)
                if recordActions { actions.append(fallback) }
                continue
            }
            if recordActions { actions.append(action) }
        }
        return (state, actions)
    }
}
