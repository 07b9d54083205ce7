import BriscolaCore

/// A measuring stick between the expert and the oracle (never offered to players, nor on the
/// network): the expert's own search, but told the other seat's true hand in a two-player game —
/// not the stock's order. Its rate against a level, beside the expert's and the oracle's, splits
/// what the oracle gains into reading the opponent's hand (which a fair player can only infer from
/// its plays) and knowing the cards still to be drawn (which no fair player can).
public struct Seer: Sendable {
    /// The search it runs: the expert's, with the same budgets.
    public let expert: ExpertStrategy

    /// A seer searching as `expert` does.
    public init(expert: ExpertStrategy = ExpertStrategy()) {
        self.expert = expert
    }

    /// The card for the seat to move: the expert's choice with every sampled world dealt the
    /// other seat's true hand (with three or four players, the expert's own choice).
    public func choose<G: RandomNumberGenerator>(_ state: GameState, using generator: inout G) -> Card {
        let view = state.view(for: state.turn)
        guard state.variant == .two else { return expert.choose(view, using: &generator) }
        let other = state.hands[1 - state.turn].set
        return expert.choose(view, otherHand: other, using: &generator)
    }
}
