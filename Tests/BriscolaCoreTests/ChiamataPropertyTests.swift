import BriscolaTestSupport
import BriscolaCore
import Foundation
import Testing

/// Invariants over 5,000 random five-player deals: random auctions and calls, random cards.
@Suite(.cpuBound) struct ChiamataPropertyTests {
    @Test func everyDealPlaysEachCardOnceFor120PointsAndScoresSumToZero() throws {
        var master = SplitMix64(seed: 5005)
        var thrownIn = 0, alone = 0, callerWins = 0
        var standings = Series(variant: .five)
        for game in 0..<5_000 {
            let setup = GameSetup(variant: .five, dealer: game, seed: Seed(master.next()))
            var generator = Xoshiro256(seed: Seed(master.next()))
            var log = auctioned(setup, using: &generator)
            var hidden = true
            while !log.state.isFinished {
                let state = log.state
                // Before the called card is played, only its holder's view names the partner.
                if let called = state.auction.called, !state.played.contains(called) {
                    for seat in 0..<5 where seat != state.auction.partner && state.view(for: seat).auction.partner != nil { hidden = false }
                }
                let hand = state.hands[state.turn]
                _ = try log.append(Action(seat: state.turn, card: hand[generator.bounded(hand.count)])).get()
            }
            #expect(hidden, "the partner was shown early in deal \(game)")
            let state = log.state
            let scores = ChiamataScore.dealScores(of: state)
            #expect(scores.reduce(0, +) == 0)
            standings.finish(state)
            if state.auction.stage == .thrownIn {
                thrownIn += 1
                #expect(log.actions.isEmpty && state.scores == [0, 0, 0, 0, 0])
                continue
            }
            #expect(log.actions.count == 40 && Set(log.actions.map(\.card)).count == 40)
            #expect(state.played == CardSet.full && state.scores.reduce(0, +) == 120)
            #expect(log.tricks.count == 8 && log.tricks.reduce(0) { $0 + $1.points } == 120)
            #expect(Set(scores.map(abs)).isSubset(of: [1, 2, 4]))
            alone += state.auction.isAlone ? 1 : 0
            callerWins += ChiamataScore.callerWins(state) ? 1 : 0
            let record = try JSONDecoder().decode(GameRecord.self, from: JSONEncoder().encode(log.record))
            #expect(try record.verify().get().state.stateHash == state.stateHash)
        }
        #expect(standings.standings.reduce(0, +) == 0)
        #expect(thrownIn > 0 && thrownIn < 500, "\(thrownIn) deals thrown in")
        #expect(alone > 0 && callerWins > 0)
    }

    @Test func aTamperedAuctionIsCaught() throws {
        var generator = Xoshiro256(seed: Seed(3))
        var log = auctioned(GameSetup(variant: .five, dealer: 1, seed: Seed(9)), using: &generator)
        while !log.state.isFinished {
            let hand = log.state.hands[log.state.turn]
            _ = try log.append(Action(seat: log.state.turn, card: hand[0])).get()
        }
        var record = log.record
        #expect(throws: Never.self) { try record.verify().get() }
        record.auction = Array((record.auction ?? []).dropLast())
        #expect(throws: RecordError.self) { try record.verify().get() }
        record = log.record
        record.dealScores = record.dealScores.map { $0.map { -$0 } }
        #expect(throws: RecordError.self) { try record.verify().get() }
    }
}
