/// A deck in stock order (index 0 is dealt first), stored inline so it lives inside the game
/// state without touching the heap.
public struct Deck: Hashable, Sendable, RandomAccessCollection {
    @usableFromInline var cards: InlineArray<40, Card> = .init(repeating: Card(unchecked: 0))
    @usableFromInline var storedCount: Int = 0

    /// Number of cards: 40, or 39 for three players.
    @inlinable public var count: Int { storedCount }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storedCount }

    /// The canonical, unshuffled deck for a variant (the 2 of Bastoni left out for three players).
    @inlinable public init(canonicalFor variant: Variant) {
        self = variant == .three ? Deck.canonicalThirtyNine : Deck.canonicalForty
    }

    @usableFromInline static let canonicalForty = Deck(leavingOut: CardSet())
    @usableFromInline static let canonicalThirtyNine = Deck(leavingOut: Variant.three.removedCards)

    init(leavingOut removed: CardSet) {
        for index in 0..<40 where !removed.contains(Card(unchecked: UInt8(index))) { append(Card(unchecked: UInt8(index))) }
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

    /// The card at `position` in the deck's order, as any collection of cards reads it.
    @inlinable public subscript(position: Int) -> Card {
        get { cards[position] }
        set { cards[position] = newValue }
    }

    /// Exchanges two positions (the Fisher–Yates step).
    @inlinable public mutating func swapAt(_ i: Int, _ j: Int) {
        let a = cards[i]
        cards[i] = cards[j]
        cards[j] = a
    }

    mutating func append(_ card: Card) {
        cards[storedCount] = card
        storedCount += 1
    }

    /// Decks are equal when their cards are, in order.
    public static func == (lhs: Deck, rhs: Deck) -> Bool { lhs.elementsEqual(rhs) }

    /// Hashes the cards in order.
    public func hash(into hasher: inout Hasher) {
        for card in self { hasher.combine(card) }
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
