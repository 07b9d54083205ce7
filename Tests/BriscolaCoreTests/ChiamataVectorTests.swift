import BriscolaCore
import Testing

/// Protocol.md Appendix A's five-player vector, computed by the independent reference
/// (Tests/Reference/briscola_ref.py) from §4.1 and §5.
@Suite struct ChiamataVectorTests {
    @Test func theSeededDealItsAuctionAndItsPlayHashAsPublished() throws {
        var log = GameLog(setup: GameSetup(variant: .five, dealer: 0, seed: Seed(42)), seed: Seed(42))
        #expect(log.state.canonicalBytes.count == 158)
        #expect(log.state.stateHash == "1072aa691cfea226fac4f12e16d50305454b8ae37c4831f027a01f8652866292")
        let auction: [(Int, AuctionStep)] = [(1, .bid(.rank(.asso))), (2, .pass), (3, .bid(.rank(.tre))), (4, .pass),
                                             (0, .pass), (1, .bid(.rank(.re))), (3, .pass), (1, .call(.denari))]
        for (seat, step) in auction { _ = try log.append(AuctionAction(seat: seat, step: step)).get() }
        #expect(log.state.auction.called == Card(.re, .denari) && log.state.auction.partner == 3)
        #expect(log.state.stateHash == "be753b927278188b37b921bc0655fd55de6a99202000f06fba35324d894d9e3a")
        while !log.state.isFinished {
            let seat = log.state.turn
            _ = try log.append(Action(seat: seat, card: log.state.hands[seat][0])).get()
        }
        #expect(log.state.scores == [61, 6, 42, 7, 4])
        #expect(log.state.result.code == "win:0,2,4")
        #expect(ChiamataScore.dealScores(of: log.state) == [1, -2, 1, -1, 1])
        #expect(log.state.stateHash == "576dd91f8ab4dfa20800b8eec0df016ca238d1362aa5b753b6716379eb072c61")
    }
}
