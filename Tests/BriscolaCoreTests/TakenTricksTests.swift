import BriscolaCore
import Testing

/// `PlayerView.takenTricks` rebuilds, from the public history alone, exactly the tricks the game
/// recorded — who led, the cards, who took each and its points — at every moment, from every seat.
@Suite struct TakenTricksTests {
    @Test(arguments: [Variant.two, .three, .four])
    func theTricksRebuiltFromTheHistoryAreTheGamesOwn(_ variant: Variant) throws {
        for (dealer, seed) in [(0, UInt64(1)), (1, 2), (variant.players - 1, 3)] {
            var taken: [CompletedTrick] = []
            let setup = GameSetup(variant: variant, dealer: dealer, seed: Seed(seed))
            let (final, _) = try randomGame(setup, generatorSeed: seed &* 31) { state in
                if let last = state.lastTrick, taken.last != last { taken.append(last) }
                for seat in 0..<variant.players {
                    #expect(state.view(for: seat).takenTricks == taken, "seat \(seat) after \(state.tricksPlayed) tricks")
                }
            }
            if let last = final.lastTrick, taken.last != last { taken.append(last) }
            #expect(taken.count == variant.tricks)
            #expect(final.view(for: 0).takenTricks == taken)
            #expect(taken.map(\.points).reduce(0, +) == 120)
        }
    }

    @Test func aViewWithoutItsHistoryHasNoTricksToShow() throws {
        var state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)))
        try state.apply(Action(seat: state.turn, card: state.hands[state.turn][0]))
        try state.apply(Action(seat: state.turn, card: state.hands[state.turn][0]))
        let real = state.view(for: 0)
        #expect(real.takenTricks?.count == 1)
        let byHand = PlayerView(variant: real.variant, seat: 0, hand: real.hand, table: real.table, leader: real.leader, turn: real.turn,
                                trumpCard: real.trumpCard, stockCount: real.stockCount, played: real.played, ownPoints: real.ownPoints,
                                handCounts: real.handCounts, tricksPlayed: real.tricksPlayed, lastTrick: real.lastTrick)
        #expect(byHand.takenTricks == nil)
        #expect(GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5))).view(for: 1).takenTricks == [])
    }
}
