import BriscolaCore
import Testing

/// Builds the view of the seat about to play, from card codes, for rule-by-rule tests.
/// The table was played by the seats before `seat`; trump defaults to the 5 of Bastoni.
func view(hand: String, table: String = "", trump: String = "5B", variant: Variant = .two,
          seat: Int? = nil, stock: Int = 20) throws -> PlayerView {
    let handCards = try codes(hand), tableCards = try codes(table)
    let me = seat ?? tableCards.count % variant.players
    let leader = (me - tableCards.count + variant.players) % variant.players
    var counts = PerSeat(repeating: 0)
    for s in 0..<variant.players { counts[s] = 3 }
    return PlayerView(
        variant: variant, seat: me, hand: CardRow(handCards), table: CardRow(tableCards), leader: leader,
        turn: me, trumpCard: try #require(Card(trump)), stockCount: stock, played: CardSet(tableCards),
        ownPoints: 0, handCounts: counts, tricksPlayed: 0, lastTrick: nil
    )
}

func codes(_ text: String) throws -> [Card] {
    try text.split(separator: " ").map { try #require(Card(String($0)), "bad card code \($0)") }
}
