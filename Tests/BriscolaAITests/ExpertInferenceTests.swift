@testable import BriscolaAI
import BriscolaTestSupport
import BriscolaCore
import Testing

@Suite(.cpuBound) struct ExpertInferenceTests {
    /// Views of seat 0 at every one of its turns in seeded emulator-vs-emulator games, with the
    /// opponent's true hand (the emulator is the model the inference assumes).
    func emulatorGameViews(games: Int) throws -> [(view: PlayerView, truth: UInt64)] {
        var out: [(view: PlayerView, truth: UInt64)] = []
        let emulator = EmulatorStrategy()
        for game in 0..<games {
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(UInt64(100 + game))))
            while !state.isFinished {
                let view = state.view(for: state.turn)
                if state.turn == 0 { out.append((view, state.hands[1].set.bits)) }
                try state.apply(Action(seat: state.turn, card: emulator.decide(view).card))
            }
        }
        return out
    }

    @Test func theHistoryHoldsEveryPlayInOrder() throws {
        var state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(5)))
        var plays: [Card] = []
        while !state.isFinished {
            let card = state.hands[state.turn][0]
            plays.append(card)
            try state.apply(Action(seat: state.turn, card: card))
            let history = state.view(for: 0).history
            #expect(history.count == plays.count && (0..<plays.count).allSatisfy { history[$0] == plays[$0] })
        }
        #expect(PlayHistory(plays) == state.history)
    }

    @Test(arguments: [4, ExpertStrategy.defaultInferenceDepth])
    func theEmulatorsTrueHandAlwaysExplainsItsPlays(depth: Int) throws {
        var informative = 0
        for (view, truth) in try emulatorGameViews(games: 40) {
            guard var inference = HandInference(view, depth: depth, randomOdds: 0) else { continue }
            #expect(inference.likelihood(of: truth) > 0, "trick \(view.tricksPlayed)")
            informative += 1
        }
        #expect(informative > 300)
    }

    /// The chance that the opponent plays like the emulator, read from seat 0's views late in
    /// seeded games against `opponent` (its mean over those views).
    func meanEmulatorShare(against opponent: AnyStrategy, depth: Int, games: Int) throws -> Double {
        var generator = Xoshiro256(seed: Seed(21))
        var total = 0.0, views = 0
        let emulator = AnyStrategy(EmulatorStrategy())
        for game in 0..<games {
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(UInt64(300 + game))))
            while !state.isFinished {
                let view = state.view(for: state.turn)
                if state.turn == 0, (8...14).contains(view.tricksPlayed) {
                    let inference = HandInference(view, depth: depth, randomOdds: 1)
                    total += HandBelief(view, inference: inference).emulatorShare
                    views += 1
                }
                let seat = state.turn == 0 ? emulator : opponent
                try state.apply(Action(seat: state.turn, card: seat.choose(view, using: &generator)))
            }
        }
        return total / Double(max(1, views))
    }

    @Test func readingEveryPlayTellsTheEmulatorFromASearchingOpponent() throws {
        let hard = AnyStrategy(HardStrategy(iterations: 30))
        let depth = ExpertStrategy.defaultInferenceDepth
        let emulatorShare = try meanEmulatorShare(against: AnyStrategy(EmulatorStrategy()), depth: depth, games: 5)
        let hardShare = try meanEmulatorShare(against: hard, depth: depth, games: 5)
        let hardShareRecent = try meanEmulatorShare(against: hard, depth: 4, games: 5)
        #expect(emulatorShare > 0.9, "an emulator is known for one")
        #expect(hardShare < 0.2, "a searching opponent is known not to be the emulator")
        print("mean chance of playing like the emulator: emulator \(emulatorShare), hard \(hardShare), hard read 4 plays back \(hardShareRecent)")
        // Reading only the last four plays, the same opponent still passes for the emulator often.
        #expect(hardShareRecent > hardShare + 0.1)
    }

    @Test func theBeliefFavoursHandsThatExplainThePlays() throws {
        var generator = Xoshiro256(seed: Seed(3))
        var truthShare = 0.0, uniformShare = 0.0, views = 0
        for (view, truth) in try emulatorGameViews(games: 10) where view.stockCount > 6 {
            let inference = HandInference(view, depth: 4, randomOdds: 1)
            let belief = HandBelief(view, inference: inference)
            let draws = 200
            // How often a sampled hand shares a card with the truth, against the uniform belief.
            for (b, counter) in [(belief, 0), (HandBelief(view, inference: nil), 1)] {
                var hits = 0
                for _ in 0..<draws where b.sample(using: &generator).bits & truth != 0 { hits += 1 }
                if counter == 0 { truthShare += Double(hits) / Double(draws) } else { uniformShare += Double(hits) / Double(draws) }
            }
            views += 1
        }
        #expect(views > 50)
        #expect(truthShare > uniformShare * 1.2)
    }

    @Test func sampledWorldsDealTheChosenOpponentHand() throws {
        var generator = Xoshiro256(seed: Seed(4))
        for (view, truth) in try emulatorGameViews(games: 3) {
            let world = view.sampleWorld(firstOtherHolding: CardSet(bits: truth), using: &generator)
            #expect(world.hands[1].set.bits == truth && world.hands[0] == view.hand)
            #expect(world.stockCount == view.stockCount && world.history == view.history)
        }
    }

    @Test func theExpertIsReproducibleAndPlaysOnlyItsCards() throws {
        let expert = ExpertStrategy(scaledTo: 40)
        for (view, _) in try emulatorGameViews(games: 3) {
            var first = Xoshiro256(seed: Seed(11)), second = Xoshiro256(seed: Seed(11))
            let card = expert.choose(view, using: &first)
            #expect(view.hand.contains(card))
            #expect(card == expert.choose(view, using: &second))
        }
    }
}
