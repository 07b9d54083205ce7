/// Everything that fixes a game before the first play: variant, dealer and deck order.
/// Together with the list of actions it determines the whole game.
public struct GameSetup: Hashable, Sendable {
    public let variant: Variant
    public let dealer: Int
    public let deck: Deck

    /// A setup with an explicit deck (as a host sends it, or a file stores it).
    public init(variant: Variant, dealer: Int, deck: Deck) throws(SetupError) {
        guard (0..<variant.players).contains(dealer) else { throw .unknownDealer(dealer) }
        guard deck.count == variant.deckSize else { throw .deckDoesNotFit(deck.count) }
        self.variant = variant
        self.dealer = dealer
        self.deck = deck
    }

    /// A setup whose deck is the shuffle of a seed; the dealer is reduced modulo the seats.
    public init(variant: Variant, dealer: Int, seed: Seed) {
        self.variant = variant
        self.dealer = ((dealer % variant.players) + variant.players) % variant.players
        deck = Deck.shuffled(seed: seed, variant: variant)
    }
}

/// Why a setup was refused.
public enum SetupError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownDealer(Int)
    case deckDoesNotFit(Int)

    public var description: String {
        switch self {
        case let .unknownDealer(seat): "dealer seat \(seat) is not at this table"
        case let .deckDoesNotFit(count): "a deck of \(count) cards does not fit this variant"
        }
    }
}
