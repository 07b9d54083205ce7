import BriscolaTestSupport
import BriscolaCore
import Testing

/// Invariants over 10,000 seeded random games per variant.
@Suite(.cpuBound) struct PropertyTests {
    @Test(arguments: Variant.classic)
    func invariantsHoldOverTenThousandGames(_ variant: Variant) throws {
        var master = SplitMix64(seed: UInt64(variant.players) * 1000)
        var draws = 0
        for game in 0..<10_000 {
            let setup = GameSetup(variant: variant, dealer: game, seed: Seed(master.next()))
            var handSizesOK = true
            var previous: GameState?
            var trumpDrawnLastOK = true
            let (state, actions) = try randomGame(setup, generatorSeed: master.next()) { state in
                // Hands: everyone holds 3 while the stock lasts; afterwards they shrink together.
                let expected = state.stockCount > 0 ? 3 : variant.tricks - state.tricksPlayed
                for seat in 0..<variant.players {
                    let onTable = (seat - state.leader + variant.players) % variant.players < state.table.count
                    if state.hands[seat].count != expected - (onTable ? 1 : 0) { handSizesOK = false }
                }
                // The trump card is drawn by the very last draw and by nobody earlier.
                if let before = previous, before.stockCount > 0, state.stockCount == 0 {
                    let lastDrawer = (state.leader + variant.players - 1) % variant.players
                    if !state.hands[lastDrawer].contains(state.trumpCard) { trumpDrawnLastOK = false }
                }
                if state.stockCount > 0, state.trumpDrawn { trumpDrawnLastOK = false }
                previous = state
            }
            #expect(handSizesOK, "hand sizes wrong in game \(game)")
            #expect(trumpDrawnLastOK, "trump not drawn last in game \(game)")
            #expect(actions.count == variant.deckSize)
            #expect(Set(actions.map(\.card)).count == variant.deckSize, "a card was played twice")
            #expect(state.played == CardSet.full.subtracting(variant.removedCards))
            #expect(state.scores.reduce(0, +) == 120)
            #expect(state.tricksPlayed == variant.tricks && state.stockCount == 0 && state.table.isEmpty)
            let outcome = try GameLog.replaying(setup, actions).get()
            #expect(outcome.tricks.reduce(0) { $0 + $1.points } == 120)
            #expect(outcome.tricks.count == variant.tricks)
            if game % 10 == 0 { #expect(outcome.state.stateHash == state.stateHash) }
            #expect(outcome.state == state)
            if case .tied = state.result { draws += 1 }
        }
        #expect(draws > 0, "10,000 games with no draw at all would point at a scoring bug")
    }

    @Test func stateHashIsStableAndSensitive() throws {
        let setup = GameSetup(variant: .two, dealer: 0, seed: Seed(11))
        let a = GameState(setup: setup), b = GameState(setup: setup)
        #expect(a.stateHash == b.stateHash && a.stateHash.count == 64)
        var c = a
        try c.apply(Action(seat: c.turn, card: c.hands[c.turn][0]))
        #expect(c.stateHash != a.stateHash)
        let other = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(11)))
        #expect(other.stateHash != a.stateHash)
    }
}
