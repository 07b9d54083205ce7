/// Up to four cards in the order they arrived (a hand, or the cards on the table), packed in
/// one 64-bit word — card k in byte k, the count in byte 7 — so states copy cheaply.
public struct CardRow: Hashable, Sendable, RandomAccessCollection {
    @usableFromInline var packed: UInt64 = 0

    @usableFromInline var storedCount: Int { Int(truncatingIfNeeded: packed &>> 56) }

    /// How many cards the row holds (0…4).
    @inlinable public var count: Int { storedCount }

    /// An empty row.
    public init() {}

    /// A row holding the given cards in order (at most four are kept).
    public init<S: Sequence>(_ cards: S) where S.Element == Card {
        for card in cards.prefix(4) { append(card) }
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storedCount }

    /// The card at a position (0 ..< count); any other position is a bug.
    @inlinable public subscript(position: Int) -> Card {
        precondition(position >= 0 && position < storedCount, "CardRow position \(position) out of 0..<\(storedCount)")
        return Card(unchecked: UInt8(truncatingIfNeeded: packed &>> (UInt64(position) &* 8)))
    }

    /// Adds a card at the end; callers keep the row within four cards.
    @inlinable public mutating func append(_ card: Card) {
        precondition(storedCount < 4, "a CardRow holds at most four cards")
        packed |= UInt64(card.index) &<< (UInt64(storedCount) &* 8)
        packed &+= 1 &<< 56
    }

    /// Removes the card at a position, keeping the order of the rest.
    @inlinable public mutating func remove(at position: Int) {
        precondition(position >= 0 && position < storedCount, "CardRow position out of range")
        let shift = UInt64(position) &* 8
        let cards = packed & 0xFFFF_FFFF
        let low = cards & ((1 &<< shift) &- 1) // shift is 0, 8, 16 or 24
        let high = (cards &>> (shift &+ 8)) &<< shift
        packed = (packed & 0xFF00_0000_0000_0000 &- (1 &<< 56)) | low | high
    }

    /// The position of a card, or nil when the row does not hold it.
    @inlinable @inline(__always) public func position(of card: Card) -> Int? {
        // Branch-free byte search: a byte equal to the card's index becomes zero after the xor,
        // and the classic has-zero-byte trick marks it. Bytes past `count` are masked off.
        let valid = (UInt64(1) &<< (UInt64(storedCount) &* 8)) &- 1
        let x = (packed & 0xFFFF_FFFF) ^ (UInt64(card.index) &* 0x0101_0101)
        let zeros = (x &- 0x0101_0101) & ~x & 0x8080_8080 & valid
        return zeros == 0 ? nil : zeros.trailingZeroBitCount / 8
    }

    /// Total capture value of the row's cards.
    @inlinable public var points: Int {
        var total = 0
        for position in 0..<storedCount { total &+= self[position].points }
        return total
    }

    /// The cards as a set.
    @inlinable public var set: CardSet {
        var set = CardSet()
        for position in 0..<storedCount { set.insert(self[position]) }
        return set
    }
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

    /// Writes the row as an array of card codes.
    public func encode(to encoder: any Encoder) throws { try Array(self).encode(to: encoder) }
}
