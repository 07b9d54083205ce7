/// The number of players, which fixes the deck, the deal and how points are grouped into sides.
public enum Variant: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case two = 2, three = 3, four = 4
    /// Briscola chiamata: five players, an auction, a called card and a hidden partner (§4.1).
    case five = 5

    /// The games dealt with a turned-up trump and a stock, played without an auction (2–4 players):
    /// what network tables seat and what every screen before five players knows.
    public static let classic: [Variant] = [.two, .three, .four]

    /// Seats at the table.
    @inlinable public var players: Int { rawValue }

    /// Cards left out of the deck: the 2 of Bastoni with three players, so 39 deal evenly.
    public var removedCards: CardSet {
        self == .three ? CardSet(bits: 1 << 31) : CardSet() // index 31 = 2 of Bastoni
    }

    /// Scoring piles: one per seat, except two teams (seats 0+2 and 1+3) with four players. With
    /// five the sides are made by the call (`GameState.callerSide`), so the piles stay per seat.
    public var sides: Int { self == .four ? 2 : players }

    /// The next seat in play order (without a division: this runs on every play).
    @inlinable public func seat(after seat: Int) -> Int { seat + 1 == rawValue ? 0 : seat + 1 }

    /// The pile a seat scores into (its team's with four players, its own otherwise).
    @inlinable public func side(of seat: Int) -> Int { self == .four ? seat & 1 : seat }

    /// Cards in the deck: 40, or 39 with three players.
    @inlinable public var deckSize: Int { self == .three ? 39 : 40 }

    /// Whether the deal opens with an auction and a call instead of a turned-up trump (five players).
    @inlinable public var hasAuction: Bool { self == .five }

    /// Cards dealt to each hand before the first trick: 3, or 8 with five players (no stock).
    @inlinable public var handSize: Int { self == .five ? 8 : 3 }

    /// Tricks in a whole game: 20, 13, 10 or 8.
    @inlinable public var tricks: Int {
        switch self {
        case .two: 20
        case .three: 13
        case .four: 10
        case .five: 8
        }
    }

    public var description: String { "\(players)p" }
}
