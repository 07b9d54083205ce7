/// The two passes every seat makes over the encrypted deck, and the opening of one position
/// (Protocol.md §16.2–§16.3). Multiplying by keys commutes, so the order the seats' keys were
/// applied in does not matter when a position is opened.
public enum DeckSteps {
    /// Shuffle pass: `out[k] = key · deck[permutation[k]]`.
    public static func shuffle(_ deck: [GroupElement], with secrets: SeatSecrets) -> [GroupElement] {
        precondition(deck.count == secrets.permutation.count, "the permutation fits the deck")
        return secrets.permutation.map { Ristretto.multiply(deck[$0], by: secrets.shuffleKey) }
    }

    /// Lock pass: the shuffle key taken off, a key per position put on:
    /// `out[k] = positionKey[k] · shuffleKey⁻¹ · deck[k]`.
    public static func lock(_ deck: [GroupElement], with secrets: SeatSecrets) -> [GroupElement] {
        precondition(deck.count == secrets.positionKeys.count, "a key for every position")
        let inverse = secrets.shuffleKey.inverse
        return deck.indices.map { Ristretto.multiply(deck[$0], by: secrets.positionKeys[$0] * inverse) }
    }

    /// The element under every seat's key for one position: `(key₀ · key₁ · …)⁻¹ · element`.
    public static func open(_ element: GroupElement, keys: [Scalar]) -> GroupElement {
        precondition(!keys.isEmpty, "opening takes every seat's key")
        let product = keys.dropFirst().reduce(keys[0]) { $0 * $1 }
        return Ristretto.multiply(element, by: product.inverse)
    }
}
