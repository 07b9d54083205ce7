import BriscolaCore
import Testing

@Suite struct WorldSamplingTests {
    /// A sampled world agrees with the view: same hands for this seat, the same number of cards
    /// in every other hand and in the stock, every card once, and it plays to the end.
    @Test(arguments: [Variant.two, .three, .four])
    func sampledWorldsMatchTheViewAndPlayToTheEnd(_ variant: Variant) throws {
        var generator = Xoshiro256(seed: Seed(77))
        for game in 0..<30 {
            var state = GameState(setup: GameSetup(variant: variant, dealer: game % variant.players, seed: Seed(UInt64(game))))
            while !state.isFinished {
                let view = state.view(for: state.turn)
                var world = view.sampleWorld(using: &generator)
                for seat in 0..<variant.players {
                    #expect(world.hands[seat].count == view.handCounts[seat], "seat \(seat) of \(view.seat), trick \(view.tricksPlayed)")
                }
                #expect(world.hands[view.seat] == view.hand && world.stockCount == view.stockCount && world.turn == view.turn)
                while !world.isFinished {
                    let hand = world.hands[world.turn]
                    try #require(!hand.isEmpty, "the seat to move has a card in a sampled world")
                    try world.apply(Action(seat: world.turn, card: hand[generator.bounded(hand.count)]))
                }
                let hand = state.hands[state.turn]
                try state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
            }
        }
    }
}
