import BriscolaCore
import Testing

/// Builds the view of the seat about to play, from card codes, for rule-by-rule tests.
/// The table was played by the seats before `seat`; trump defaults to the 5 of Bastoni. The view
/// is consistent, so a search can play it out: the seats that played to the table hold one card
/// fewer, and the tricks already played are those the stock's size implies.
func view(hand: String, table: String = "", trump: String = "5B", variant: Variant = .two,
          seat: Int? = nil, stock: Int = 20) throws -> PlayerView {
    let handCards = try codes(hand), tableCards = try codes(table)
    let me = seat ?? tableCards.count % variant.players
    let leader = (me - tableCards.count + variant.players) % variant.players
    var counts = PerSeat(repeating: 0)
    for s in 0..<variant.players {
        let hasPlayed = (0..<tableCards.count).contains { (leader + $0) % variant.players == s }
        counts[s] = s == me ? handCards.count : (hasPlayed ? handCards.count - 1 : handCards.count)
    }
    let tricks = (variant.deckSize - 3 * variant.players - stock) / variant.players
    return PlayerView(
        variant: variant, seat: me, hand: CardRow(handCards), table: CardRow(tableCards), leader: leader,
        turn: me, trumpCard: try #require(Card(trump)), stockCount: stock, played: CardSet(tableCards),
        ownPoints: 0, handCounts: counts, tricksPlayed: tricks, lastTrick: nil
    )
}

func codes(_ text: String) throws -> [Card] {
    try text.split(separator: " ").map { try #require(Card(String($0)), "bad card code \($0)") }
}
