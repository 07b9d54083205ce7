/// A set of cards as a 64-bit mask (bit i = card index i): cheap to copy, union and count.
public struct CardSet: Hashable, Sendable, Sequence {
    /// The mask; bits 40…63 are always zero.
    @usableFromInline var storage: UInt64

    /// The mask, bit i standing for card index i.
    @inlinable public var bits: UInt64 { storage }

    /// Builds a set from a raw mask, dropping bits that are not cards.
    @inlinable public init(bits: UInt64 = 0) { storage = bits & 0xFF_FFFF_FFFF }

    /// Builds a set from any cards.
    public init<S: Sequence>(_ cards: S) where S.Element == Card {
        storage = 0
        for card in cards { insert(card) }
    }

    
    /// All 40 cards.
    public static let full = CardSet(bits: 0xFF_FFFF_FFFF)

    @inlinable public var count: Int { bits.nonzeroBitCount }
    @inlinable public var isEmpty: Bool { bits == 0 }
    /// Whether the card is in the set: one bit test.
    @inlinable public func contains(_ card: Card) -> Bool { storage & (1 &<< UInt64(card.index)) != 0 }
    /// Adds a card.
    @inlinable public mutating func insert(_ card: Card) { storage |= 1 &<< UInt64(card.index) }
    /// Removes a card.
    @inlinable public mutating func remove(_ card: Card) { storage &= ~(1 &<< UInt64(card.index)) }
    /// The cards in either set.
    @inlinable public func union(_ other: CardSet) -> CardSet { CardSet(bits: bits | other.bits) }
    /// The cards in this set and not in `other`.
    @inlinable public func subtracting(_ other: CardSet) -> CardSet { CardSet(bits: bits & ~other.bits) }

    /// Total capture value of the cards in the set.
    @inlinable public var points: Int {
        var total = 0
        var rest = storage
        while rest != 0 {
            total &+= Card(unchecked: UInt8(rest.trailingZeroBitCount)).points
            rest &= rest &- 1
        }
        return total
    }

    /// Visits cards in canonical index order without allocating.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var remaining: UInt64
        @inlinable init(remaining: UInt64) { self.remaining = remaining }
        /// The next card by index, lowest first (a stable order for peers).
        @inlinable public mutating func next() -> Card? {
            guard remaining != 0 else { return nil }
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            return Card(unchecked: UInt8(index))
        }
    }

    /// Iterates the cards by index, lowest first.
    @inlinable public func makeIterator() -> Iterator { Iterator(remaining: bits) }
}
