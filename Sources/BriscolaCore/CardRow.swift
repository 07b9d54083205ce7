/// Up to eight cards in the order they arrived (a hand, or the cards on the table), packed one
/// byte each in a 64-bit word — card k in byte k — beside their count, so states copy cheaply.
/// Eight is the five-player hand; the 2–4 player games hold at most four.
public struct CardRow: Hashable, Sendable, RandomAccessCollection {
    @usableFromInline var packed: UInt64 = 0
    @usableFromInline var storedCount: Int = 0

    /// The most cards a row holds.
    public static let capacity = 8

    /// How many cards the row holds (0…8).
    @inlinable public var count: Int { storedCount }

    /// An empty row.
    public init() {}

    /// A row holding the given cards in order (at most eight are kept).
    public init<S: Sequence>(_ cards: S) where S.Element == Card {
        for card in cards.prefix(Self.capacity) { append(card) }
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storedCount }

    /// The card at a position (0 ..< count); any other position is a bug.
    @inlinable public subscript(position: Int) -> Card {
        precondition(position >= 0 && position < storedCount, "CardRow position \(position) out of 0..<\(storedCount)")
        return Card(unchecked: UInt8(truncatingIfNeeded: packed &>> (UInt64(position) &* 8)))
    }

    /// Adds a card at the end; callers keep the row within eight cards.
    @inlinable public mutating func append(_ card: Card) {
        precondition(storedCount < Self.capacity, "a CardRow holds at most eight cards")
        packed |= UInt64(card.index) &<< (UInt64(storedCount) &* 8)
        storedCount &+= 1
    }

    /// Removes the card at a position, keeping the order of the rest.
    @inlinable public mutating func remove(at position: Int) {
        precondition(position >= 0 && position < storedCount, "CardRow position out of range")
        let shift = UInt64(position) &* 8 // 0 … 56
        let low = packed & ((1 &<< shift) &- 1)
        let high = ((packed &>> 8) &>> shift) &<< shift
        packed = low | high
        storedCount &-= 1
    }

    /// The position of a card, or nil when the row does not hold it.
    @inlinable @inline(__always) public func position(of card: Card) -> Int? {
        // Branch-free byte search: a byte equal to the card's index becomes zero after the xor,
        // and the classic has-zero-byte trick marks it (the lowest mark is exact). Bytes past
        // `count` are masked off.
        let valid = storedCount == 8 ? UInt64.max : (UInt64(1) &<< (UInt64(storedCount) &* 8)) &- 1
        let x = packed ^ (UInt64(card.index) &* 0x0101_0101_0101_0101)
        let zeros = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 & valid
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

    /// Equal when the same cards are held in the same order.
    public static func == (lhs: CardRow, rhs: CardRow) -> Bool {
        lhs.storedCount == rhs.storedCount && lhs.packed == rhs.packed
    }

    /// Hashes the cards and their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(packed)
        hasher.combine(storedCount)
    }
}

extension CardRow: Codable {
    /// A row travels as a list of card codes.
    public init(from decoder: any Decoder) throws {
        let cards = try [Card](from: decoder)
        guard cards.count <= Self.capacity else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "more than 8 cards"))
        }
        self.init(cards)
    }

    /// Writes the row as an array of card codes.
    public func encode(to encoder: any Encoder) throws { try Array(self).encode(to: encoder) }
}
