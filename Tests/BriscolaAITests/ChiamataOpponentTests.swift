import BriscolaAI
import BriscolaCore
import Testing

/// The opponents at a table of five: legal whole deals at every level, the emulator's bidding
/// from its hand, and the partner inferred from the play.
@Suite struct ChiamataOpponentTests {
    @Test func everyLevelPlaysWholeLegalDeals() throws {
        for level in Level.allCases {
            let sim = ChiamataSim(a: level, b: .normal, deals: 5, seed: 11, worlds: 4)
            for index in 0..<5 {
                let (log, _) = sim.play(index: index)
                #expect(log.state.isFinished)
                #expect(try log.record.verify().get().state == log.state)
            }
        }
    }

    @Test func aStrongHandBidsDeepAndCallsACardItLacks() throws {
        // Asso, 3, Re, Cavallo of Denari and three other Assi: strength far above the average.
        let hand = CardRow(try ["1D", "3D", "10D", "9D", "1C", "1S", "1B", "4C"].map { try #require(Card($0)) })
        #expect(ChiamataBidding.bestSuit(of: hand) == .denari)
        #expect(ChiamataBidding.limit(of: hand) >= 5)
        let weak = CardRow(try ["2C", "4C", "5D", "6D", "2S", "4S", "5B", "6B"].map { try #require(Card($0)) })
        #expect(ChiamataBidding.limit(of: weak) < 0)
    }

    @Test func theEmulatorNeverCallsItsOwnCardWhenItCanAvoidIt() throws {
        let tally = (0..<100).reduce(into: ChiamataTally()) { tally, index in
            let (log, seatA) = ChiamataSim(a: .normal, b: .normal, deals: 100, seed: 3).play(index: index)
            tally.add(log.state, seatA: seatA)
        }
        #expect(tally.aloneA == 0)
        #expect(tally.callsA + tally.callsB + tally.thrownIn == 100)
    }

    @Test func expertWeighsUpASeatThatLoadsPointsOnTheCallersTrick() throws {
        // Seat 1 calls the Re di Denari after the canonical deal (dealer 4); seat 0 leads the 6 of
        // Coppe, seat 1 takes with the 7, seat 2 loads the 3 of Spade on it: evidence for seat 2.
        var log = GameLog(setup: try GameSetup(variant: .five, dealer: 4, deck: Deck(canonicalFor: .five)), seed: nil)
        for (seat, step) in [(0, AuctionStep.pass), (1, .bid(.rank(.re))), (2, .pass), (3, .pass), (4, .pass), (1, .call(.denari))] {
            _ = try log.append(AuctionAction(seat: seat, step: step)).get()
        }
        for (seat, code) in [(0, "6C"), (1, "7C"), (2, "3S")] {
            _ = try log.append(Action(seat: seat, card: try #require(Card(code)))).get()
        }
        let view = log.state.view(for: 3)
        let plain = PartnerInference.weights(view, readPlay: false), read = PartnerInference.weights(view, readPlay: true)
        #expect(plain[2] == plain[4] && plain[3] == 0)
        #expect(read[2] > read[4])
    }
}
