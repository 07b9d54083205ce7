import BriscolaCore
import Testing

@Suite struct TrickRuleTests {
    /// (cards in play order, trump suit letter, position expected to take the trick)
    static let cases: [(String, Suit, Int)] = [
        ("1C 3C", .denari, 0),   // Asso beats 3 of the same suit
        ("2C 4C", .denari, 1),   // 4 beats 2
        ("7C 1D", .spade, 0),    // off-suit Asso loses: no trump, the suit led wins
        ("1C 2S", .spade, 1),    // any trump beats a non-trump
        ("2S 1C", .spade, 0),    // a trump lead holds against a non-trump Asso
        ("3S 1S", .spade, 1),    // highest trump wins
        ("10C 9C 8C", .bastoni, 0),
        ("5C 6D 2B", .bastoni, 2),  // three players: the only trump wins
        ("5C 6C 7D 4C", .bastoni, 1),  // four players: highest of the suit led
        ("5C 2B 7D 4B", .bastoni, 3),  // four players: highest of two trumps
    ]

    @Test(arguments: cases)
    func winnerIsTheHighestTrumpElseTheHighestOfTheSuitLed(_ codes: String, _ trump: Suit, _ expected: Int) throws {
        #expect(TrickRule.winningPosition(CardRow(try cards(codes)), trump: trump) == expected)
    }
}
