import BriscolaCore

/// Games played by each seat's first card in hand: a real record for tests that need one (a
/// game cut off after a few cards, or played to its end), the same for every test that asks.
public enum FirstCardGames {
    /// The record of a game of `variant` dealt from `seed`, stopped after `plays` cards (nil: played to its end).
    public static func record(_ variant: Variant, dealer: Int = 0, seed: UInt64, plays: Int? = nil) throws -> GameRecord {
        let setup = GameSetup(variant: variant, dealer: dealer, seed: Seed(seed))
        var state = GameState(setup: setup)
        var actions: [Action] = []
        while !state.isFinished, actions.count < (plays ?? Int.max) {
            let action = Action(seat: state.turn, card: state.hands[state.turn][0])
            try state.apply(action)
            actions.append(action)
        }
        return try GameLog.replaying(setup, seed: Seed(seed), actions).get().record
    }
}
