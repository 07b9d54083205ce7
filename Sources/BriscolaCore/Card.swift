/// One of the 40 cards, stored as its canonical index (suit × 10 + rank − 1) so sets fit a UInt64.
public struct Card: Hashable, Sendable, Comparable {
    /// Canonical index 0..<40; the byte that stands for this card in the state encoding.
    public let index: UInt8

    /// Builds a card from an index already known to be in range (internal hot path).
    @inlinable init(unchecked index: UInt8) { self.index = index }

    /// Builds a card from a canonical index, refusing anything outside 0..<40.
    public init?(index: Int) {
        guard (0..<40).contains(index) else { return nil }
        self.index = UInt8(index)
    }

    /// Builds a card from its rank and suit.
    public init(_ rank: Rank, _ suit: Suit) {
        index = suit.rawValue &* 10 &+ rank.rawValue &- 1
    }

    @inlinable public var suit: Suit { Suit(rawValue: index / 10) ?? .coppe }
    @inlinable public var rank: Rank { Rank(rawValue: index % 10 + 1) ?? .asso }
    /// Capture value, read from a packed nibble table (see `CardTables`).
    @inlinable public var points: Int { Int(truncatingIfNeeded: (CardTables.points &>> (UInt64(index % 10) &* 4)) & 0xF) }
    /// Taking strength within a suit, read from a packed nibble table (see `CardTables`).
    @inlinable public var strength: Int { Int(truncatingIfNeeded: (CardTables.strength &>> (UInt64(index % 10) &* 4)) & 0xF) }

    /// Orders by canonical index, which makes sorted output stable and portable.
    public static func < (lhs: Card, rhs: Card) -> Bool { lhs.index < rhs.index }

    /// Every card of the full deck in canonical order (Asso di Coppe first, Re di Bastoni last).
    public static let all: [Card] = (0..<40).map { Card(unchecked: UInt8($0)) }
}

/// Per-rank tables packed one nibble per rank (rank − 1 selects the nibble), so the hot path
/// neither switches nor touches memory. Tests check them against `Rank.points` and `Rank.strength`.
@usableFromInline enum CardTables {
    /// Nibbles, rank 1 first: 11, 0, 10, 0, 0, 0, 0, 2, 3, 4.
    @usableFromInline static let points: UInt64 = 0x43_2000_0A0B
    /// Nibbles, rank 1 first: 9, 0, 8, 1, 2, 3, 4, 5, 6, 7.
    @usableFromInline static let strength: UInt64 = 0x76_5432_1809
}
