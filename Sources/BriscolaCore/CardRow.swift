/// Up to four cards in the order they arrived (a hand, or the cards on the table), packed in
/// one word so game states copy without touching the heap.
public struct CardRow: Hashable, Sendable, RandomAccessCollection {
    @usableFromInline var packed: UInt32 = 0
    @usableFromInline var storedCount: Int = 0
    /// How many cards the row holds (0…4).
    @inlinable public var count: Int { storedCount }

    /// An empty row.
    public init() {}

    /// A row holding the given cards in order (at most four are kept).
    public init<S: Sequence>(_ cards: S) where S.Element == Card {
        for card in cards.prefix(4) { append(card) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Card {
        Card(unchecked: UInt8(truncatingIfNeeded: packed >> (UInt32(position) &* 8)))
    }

    /// Adds a card at the end; callers keep the row within four cards.
    @inlinable public mutating func append(_ card: Card) {
        packed |= UInt32(card.index) << (UInt32(count) &* 8)
        storedCount &+= 1
    }

    /// Removes the card at a position, keeping the order of the rest.
    public mutating func remove(at position: Int) {
        let shift = UInt32(position) &* 8
        let low = shift == 0 ? 0 : packed & ((1 << shift) &- 1)
        let high = shift >= 24 ? 0 : (packed >> (shift &+ 8)) << shift
        packed = low | high
        storedCount &-= 1
    }

    /// The position of a card, or nil when the row does not hold it.
    public func position(of card: Card) -> Int? {
        for position in 0..<count where self[position] == card { return position }
        return nil
    }

    /// The cards as a set.
    public var set: CardSet { CardSet(self) }
}

extension CardRow: Codable {
    /// A row travels as a list of card codes.
    public init(from decoder: any Decoder) throws {
        let cards = try [Card](from: decoder)
        guard cards.count <= 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "more than 4 cards"))
        }
        self.init(cards)
    }

    public func encode(to encoder: any Encoder) throws { try Array(self).encode(to: encoder) }
}
