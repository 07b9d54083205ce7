/// The number of players, which fixes the deck, the deal and how points are grouped into sides.
public enum Variant: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case two = 2, three = 3, four = 4

    /// Seats at the table.
    @inlinable public var players: Int { rawValue }

    /// Cards left out of the deck: the 2 of Bastoni with three players, so 39 deal evenly.
    public var removedCards: CardSet {
        self == .three ? CardSet(bits: 1 << 31) : CardSet() // index 31 = 2 of Bastoni
    }

    /// Scoring sides: one per seat, except two teams (seats 0+2 and 1+3) with four players.
    public var sides: Int { self == .four ? 2 : players }

    /// The next seat in play order (without a division: this runs on every play).
    @inlinable public func seat(after seat: Int) -> Int { seat + 1 == rawValue ? 0 : seat + 1 }

    /// The side a seat scores for.
    @inlinable public func side(of seat: Int) -> Int { self == .four ? seat & 1 : seat }

    /// Cards in the deck: 40, or 39 with three players.
    @inlinable public var deckSize: Int { self == .three ? 39 : 40 }

    /// Tricks in a whole game: 20, 13 or 10.
    @inlinable public var tricks: Int {
        switch self {
        case .two: 20
        case .three: 13
        case .four: 10
        }
    }

    public var description: String { "\(players)p" }
}
