import BriscolaCore

/// An opponent: chooses a card from what its seat may see. Randomness comes in as a parameter, so
/// a seeded game is reproducible and the same choice can be replayed.
public protocol Strategy: Sendable {
    /// The card to play; it must be in `view.hand` (the hand is never empty when asked).
    func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card
}

/// The "easy" level: a uniformly random card from the hand (every card in hand is legal).
public struct RandomStrategy: Strategy {
    /// A random player has no settings.
    public init() {}

    /// A card from the hand, uniformly at random.
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        view.hand[generator.bounded(view.hand.count)]
    }
}
