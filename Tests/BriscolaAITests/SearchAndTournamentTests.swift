import BriscolaTestSupport
import BriscolaAI
import BriscolaCore
import Testing

@Suite(.cpuBound) struct SampleWorldTests {
    @Test func sampledWorldsAgreeWithEverythingTheSeatKnows() throws {
        var generator = Xoshiro256(seed: Seed(9))
        for game in 0..<50 {
            for variant in Variant.classic {
                var state = GameState(setup: GameSetup(variant: variant, dealer: game, seed: Seed(UInt64(game))))
                for _ in 0..<(game % 30) where !state.isFinished {
                    try state.apply(Action(seat: state.turn, card: state.hands[state.turn][0]))
                }
                guard !state.isFinished else { continue }
                let view = state.view(for: state.turn)
                let world = view.sampleWorld(using: &generator)
                #expect(world.hands[view.seat] == view.hand)
                #expect(world.table == view.table && world.turn == view.turn && world.trumpCard == view.trumpCard)
                #expect(world.stockCount == view.stockCount && world.tricksPlayed == view.tricksPlayed)
                var all = world.played
                for seat in 0..<variant.players {
                    #expect(world.hands[seat].count == view.handCounts[seat])
                    all = all.union(world.hands[seat].set)
                }
                // Every card is somewhere exactly once: played, in a hand, or still to be drawn.
                var stock = CardSet()
                for position in world.stockNext..<world.deck.count { stock.insert(world.deck[position]) }
                if !world.trumpDrawn { stock.insert(world.trumpCard) }
                #expect(all.count + stock.count == variant.deckSize)
                #expect(all.union(stock) == CardSet.full.subtracting(variant.removedCards))
            }
        }
    }
}

@Suite(.cpuBound) struct StrategyTests {
    @Test(arguments: Level.allCases)
    func everyLevelPlaysOnlyCardsFromItsHand(_ level: Level) throws {
        let strategy = level.strategy(hardIterations: 5)
        var generator = Xoshiro256(seed: Seed(3))
        for variant in Variant.classic {
            var state = GameState(setup: GameSetup(variant: variant, dealer: 0, seed: Seed(4)))
            while !state.isFinished {
                let view = state.view(for: state.turn)
                let card = strategy.choose(view, using: &generator)
                #expect(view.hand.contains(card))
                try state.apply(Action(seat: state.turn, card: card))
            }
        }
    }

    @Test func hardLevelIsReproducibleFromItsSeed() throws {
        let v = try view(hand: "1C 9D 8S", table: "4B")
        var a = Xoshiro256(seed: Seed(5)), b = Xoshiro256(seed: Seed(5))
        let hard = HardStrategy(iterations: 30)
        #expect(hard.choose(v, using: &a) == hard.choose(v, using: &b))
    }

    @Test func strongerLevelsWinMoreOftenThanRandom() {
        // Seeded, so the result is fixed for this code; a broken emulator or search falls well short.
        var emulator = Tournament(TournamentConfig(variant: .two, a: .normal, b: .easy, games: 400, seed: 1))
        var stats = TournamentStats(config: emulator.config)
        while let game = emulator.playNext() { stats.add(game.state) }
        #expect(stats.winRateA > 0.6, "emulator vs easy: \(stats.winRateA)")
        var hard = Tournament(TournamentConfig(variant: .two, a: .hard, b: .easy, games: 40, seed: 2, hardIterations: 20))
        var hardStats = TournamentStats(config: hard.config)
        while let game = hard.playNext() { hardStats.add(game.state) }
        #expect(hardStats.winRateA > 0.6, "hard vs easy: \(hardStats.winRateA)")
    }
}

@Suite(.cpuBound) struct TournamentTests {
    @Test func sameSeedSameGamesDifferentSeedDifferentGames() {
        let config = TournamentConfig(variant: .three, a: .normal, b: .easy, games: 30, seed: 77)
        var first = Tournament(config), second = Tournament(config)
        var other = Tournament(TournamentConfig(variant: .three, a: .normal, b: .easy, games: 30, seed: 78))
        var differs = false
        while let a = first.playNext(), let b = second.playNext(), let c = other.playNext() {
            #expect(a.log == b.log)
            #expect(a.log.setup.dealer == a.index % 3)
            #expect(a.log.setup.deck == Deck.shuffled(seed: SeriesRule.deckSeed(ofGame: a.index + 1, seriesSeed: 77), variant: .three))
            if c.log.actions != a.log.actions { differs = true }
        }
        #expect(differs)
    }

    @Test func statsCountWinsDrawsAndPointsFromAsSide() throws {
        let config = TournamentConfig(variant: .four, a: .easy, b: .easy, games: 200, seed: 5)
        var tournament = Tournament(config)
        var stats = TournamentStats(config: config)
        var pointsA = 0
        while let game = tournament.playNext() {
            stats.add(game.state)
            pointsA += game.state.scores[0]
        }
        #expect(stats.games == 200 && stats.winsA + stats.winsB + stats.draws == 200)
        #expect(stats.winsPerSide.reduce(0, +) == stats.winsA + stats.winsB)
        #expect(abs(stats.averagePointsA - Double(pointsA) / 200) < 1e-9)
        #expect(abs(stats.averagePointsA + stats.averagePointsB - 120) < 1e-9)
    }

    @Test func wilsonIntervalMatchesKnownValues() {
        let half = Wilson.interval(successes: 50, trials: 100)
        #expect(abs(half.low - 0.4038) < 0.0005 && abs(half.high - 0.5962) < 0.0005)
        let none = Wilson.interval(successes: 0, trials: 10)
        #expect(none.low == 0 && abs(none.high - 0.2775) < 0.0005)
    }
}
