import BriscolaCore

/// One seat's secrets for one game (Protocol.md §16.2): the key it shuffles with, the order it
/// shuffles into, and a key for every deck position. They never leave the seat until the audit,
/// except a position's key when that card is opened.
public struct SeatSecrets: Sendable, Equatable {
    public let shuffleKey: Scalar
    /// `permutation[k]` is the position of the incoming deck that goes to position `k`.
    public let permutation: [Int]
    public let positionKeys: [Scalar]

    /// Secrets given part by part (tests, and decks shorter than a variant's): `permutation` a
    /// permutation of the positions of `positionKeys`.
    init(shuffleKey: Scalar, permutation: [Int], positionKeys: [Scalar]) {
        precondition(permutation.sorted() == Array(positionKeys.indices), "a permutation of the positions")
        (self.shuffleKey, self.permutation, self.positionKeys) = (shuffleKey, permutation, positionKeys)
    }

    /// How many random bytes a seat's secrets take for a deck of `count` cards.
    public static func byteCount(cards count: Int) -> Int { 32 + 64 * (count + 1) }

    /// Secrets from fresh random bytes (`byteCount`): 32 for the order, then 64 per key, reduced.
    /// Nil in the negligible case that a key reduces to zero.
    public init?(random bytes: [UInt8], variant: Variant) {
        let count = variant.deckSize
        precondition(bytes.count == Self.byteCount(cards: count), "secrets need their byte count")
        guard let seed = Seed(bytes: Array(bytes[0..<32])) else { return nil }
        let canonical = Array(Deck(canonicalFor: variant))
        let order = Deck.shuffled(seed: seed, variant: variant)
        var slot = [Int](repeating: 0, count: 40)
        for (index, card) in canonical.enumerated() { slot[Int(card.index)] = index }
        permutation = order.map { slot[Int($0.index)] }
        var keys: [Scalar] = []
        for k in 0...count {
            let start = 32 + 64 * k
            guard let key = Scalar(wide: Array(bytes[start..<(start + 64)])) else { return nil }
            keys.append(key)
        }
        shuffleKey = keys[0]
        positionKeys = Array(keys.dropFirst())
    }
}
