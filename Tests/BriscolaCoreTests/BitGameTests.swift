import BriscolaCore
import Testing

/// The bit-mask engine against the reference `GameState`, play for play, over seeded games.
@Suite struct BitGameTests {
    @Test(arguments: Variant.allCases)
    func bitGamesReplayThroughGameStateToTheSameResult(_ variant: Variant) throws {
        var master = SplitMix64(seed: UInt64(variant.players) * 77)
        for game in 0..<300 {
            let setup = GameSetup(variant: variant, dealer: game, seed: Seed(master.next()))
            var generator = Xoshiro256(seed: Seed(master.next()))
            let opening = auctioned(setup, using: &generator)
            var state = opening.state
            if state.isFinished { continue } // a five-player deal thrown in
            var fast = BitGame(state)
            var actions: [Action] = []
            var agree = true
            while !fast.isFinished {
                let hand = fast.handToPlay
                let index = BitPlayout.card(at: generator.bounded(hand.nonzeroBitCount), of: hand)
                let card = try #require(Card(index: Int(index)))
                let action = Action(seat: fast.seatToPlay, card: card)
                fast.play(index)
                try state.apply(action)
                actions.append(action)
                // Both engines stand in the same position after every play.
                for seat in 0..<variant.players where fast.hand(of: seat) != state.hands[seat].set.bits
                    || fast.points(of: seat) != state.points(of: seat) { agree = false }
                if fast.seatToPlay != state.turn || fast.tableCards != state.table || fast.stockCount != state.stockCount
                    || fast.playedCards != state.played.bits { agree = false }
            }
            #expect(agree, "engines diverged in game \(game)")
            #expect(state.isFinished)
            #expect(Set(actions.map(\.card)).count == variant.deckSize, "a card was played twice")
            #expect((0..<variant.players).reduce(0) { $0 + fast.points(of: $1) } == 120)
            let replayed = variant.hasAuction ? try GameLog.replaying(setup, auction: opening.auction, actions).get()
                : try GameLog.replaying(setup, actions).get()
            #expect(replayed.state.stateHash == state.stateHash)
            #expect(replayed.state.scores == (0..<variant.sides).map { fast.sidePoints($0) })
        }
    }

    @Test func specialisedTwoPlayerPathPlaysTheSameGamesAsBitGame() {
        var master = SplitMix64(seed: 2024)
        var totals = 0
        for game in 0..<500 {
            let setup = GameSetup(variant: .two, dealer: game % 2, seed: Seed(master.next()))
            let playSeed = master.next()
            var a = Xoshiro256(seed: Seed(playSeed)), b = Xoshiro256(seed: Seed(playSeed))
            let fastPoints = BitPlayout.twoPlayerGame(deck: setup.deck, dealer: setup.dealer, using: &a)
            var reference = BitGame(GameState(setup: setup))
            BitPlayout.finishRandom(&reference, using: &b)
            #expect(fastPoints == reference.points(of: 0), "game \(game)")
            #expect(a.next() == b.next(), "the two paths drew differently in game \(game)")
            totals += fastPoints
        }
        // Seat 0 takes about half of the 120 points on average over random play.
        #expect(abs(totals / 500 - 60) < 6)
    }

    @Test func aMidGameStateCarriesItsStockAndPiles() throws {
        var state = GameState(setup: GameSetup(variant: .three, dealer: 1, seed: Seed(8)))
        for _ in 0..<10 { try state.apply(Action(seat: state.turn, card: state.hands[state.turn][0])) }
        let fast = BitGame(state)
        #expect(fast.stockCount == state.stockCount && fast.tricksRemaining == 13 - state.tricksPlayed)
        #expect(fast.tableCards == state.table && fast.trickLeader == state.leader)
        for seat in 0..<3 { #expect(fast.points(of: seat) == state.points(of: seat)) }
    }
}
