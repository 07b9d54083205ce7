import BriscolaCore
import Crypto

/// The public map from cards to group elements (Protocol.md §16.1): the element of card `c` is
/// libsodium's `from_hash` of SHA-512 over the ASCII text `briscola-card-3 ` and `c`'s code. Anyone
/// can compute it, and nobody knows a key relating two cards' elements.
public struct CardElements: Sendable {
    /// The variant's cards in canonical order, and their elements in the same order.
    public let cards: [Card]
    public let elements: [GroupElement]
    private let lookup: [GroupElement: Card]

    /// The map for one variant's deck (39 or 40 cards).
    public init(variant: Variant) {
        cards = Array(Deck(canonicalFor: variant))
        elements = cards.map(Self.element)
        lookup = Dictionary(uniqueKeysWithValues: zip(elements, cards))
    }

    /// The element of one card.
    public static func element(of card: Card) -> GroupElement {
        Ristretto.element(fromHash: Array(SHA512.hash(data: Array("briscola-card-3 \(card.code)".utf8))))
    }

    /// The card an opened element stands for, nil when it is none of this deck's.
    public func card(of element: GroupElement) -> Card? { lookup[element] }
}
