/// A deck in stock order (index 0 is dealt first), packed eight cards to a word so it lives
/// inline in the game state.
public struct Deck: Hashable, Sendable, RandomAccessCollection {
    @usableFromInline var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0, w4: UInt64 = 0
    /// Number of cards: 40, or 39 for three players.
    public private(set) var count: Int = 0

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The canonical, unshuffled deck for a variant (the 2 of Bastoni left out for three players).
    public init(canonicalFor variant: Variant) {
        for card in Card.all where !variant.removedCards.contains(card) { append(card) }
    }

    /// A deck from explicit cards in stock order; it must be exactly the variant's cards, once each.
    public init(cards: [Card], variant: Variant) throws(DeckError) {
        let expected = CardSet.full.subtracting(variant.removedCards)
        guard cards.count == expected.count else {
            throw .wrongCount(expected: expected.count, got: cards.count)
        }
        var seen = CardSet()
        for card in cards {
            guard expected.contains(card) else { throw .cardNotInVariant(card) }
            guard !seen.contains(card) else { throw .duplicate(card) }
            seen.insert(card)
            append(card)
        }
    }

    public subscript(position: Int) -> Card {
        get {
            let shift = UInt64(position & 7) &* 8
            return Card(unchecked: UInt8(truncatingIfNeeded: word(position >> 3) >> shift))
        }
        set {
            let shift = UInt64(position & 7) &* 8
            let cleared = word(position >> 3) & ~(0xFF << shift)
            setWord(position >> 3, cleared | (UInt64(newValue.index) << shift))
        }
    }

    /// Exchanges two positions (the Fisher–Yates step).
    public mutating func swapAt(_ i: Int, _ j: Int) {
        let a = self[i]
        self[i] = self[j]
        self[j] = a
    }

    mutating func append(_ card: Card) {
        count += 1
        self[count - 1] = card
    }

    @inline(__always) func word(_ k: Int) -> UInt64 {
        switch k {
        case 0: w0
        case 1: w1
        case 2: w2
        case 3: w3
        default: w4
        }
    }

    @inline(__always) mutating func setWord(_ k: Int, _ value: UInt64) {
        switch k {
        case 0: w0 = value
        case 1: w1 = value
        case 2: w2 = value
        case 3: w3 = value
        default: w4 = value
        }
    }
}

/// Why a deck received from a file or a peer is not a valid deck for the variant.
public enum DeckError: Error, Hashable, Sendable, CustomStringConvertible {
    case wrongCount(expected: Int, got: Int)
    case duplicate(Card)
    case cardNotInVariant(Card)

    public var description: String {
        switch self {
        case let .wrongCount(expected, got): "deck has \(got) cards, expected \(expected)"
        case let .duplicate(card): "deck holds \(card) twice"
        case let .cardNotInVariant(card): "deck holds \(card), which this variant does not use"
        }
    }
}
