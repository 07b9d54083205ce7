/// The card played for a seat whose time to play ran out (Protocol.md §10, turn timer): the
/// lowest card of its hand — fewest points, then the weakest, a trump only if every card is one,
/// and between equals the lowest card index. Every seat can check it, so all agree on it.
public enum TimeLimit {
    /// The card played for the seat whose hand this is, when its time runs out.
    public static func card(in hand: [Card], trump: Suit) -> Card? {
        hand.min { a, b in key(a, trump) < key(b, trump) }
    }

    private static func key(_ card: Card, _ trump: Suit) -> (Int, Int, Int, Int) {
        (card.suit == trump ? 1 : 0, card.points, card.strength, Int(card.index))
    }
}
