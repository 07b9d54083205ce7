/// The number of players, which fixes the deck, the deal and how points are grouped into sides.
public enum Variant: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case two = 2, three = 3, four = 4

    /// Seats at the table.
    public var players: Int { rawValue }

    /// Cards left out of the deck: the 2 of Bastoni with three players, so 39 deal evenly.
    public var removedCards: CardSet {
        self == .three ? CardSet([Card(.due, .bastoni)]) : CardSet()
    }

    /// Scoring sides: one per seat, except two teams (seats 0+2 and 1+3) with four players.
    public var sides: Int { self == .four ? 2 : players }

    /// The side a seat scores for.
    @inlinable public func side(of seat: Int) -> Int { self == .four ? seat & 1 : seat }

    /// Cards in the deck: 40, or 39 with three players.
    public var deckSize: Int { 40 - removedCards.count }

    /// Tricks in a whole game.
    public var tricks: Int { deckSize / players }

    public var description: String { "\(players)p" }
}
