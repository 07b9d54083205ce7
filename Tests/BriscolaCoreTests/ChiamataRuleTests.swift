import BriscolaCore
import Testing

/// The auction's refusals (§4.1): each leaves the state exactly as it was.
@Suite struct ChiamataRuleTests {
    func fresh() -> GameState { GameState(setup: GameSetup(variant: .five, dealer: 0, seed: Seed(7))) }

    func refused(_ state: GameState, _ seat: Int, _ step: AuctionStep) -> AuctionError? {
        if case let .failure(error) = state.applying(AuctionAction(seat: seat, step: step)) { return error }
        return nil
    }

    func after(_ steps: [(Int, AuctionStep)]) throws -> GameState {
        var state = fresh()
        for (seat, step) in steps { try state.apply(AuctionAction(seat: seat, step: step)) }
        return state
    }

    @Test func outOfTurnAndUnknownSeatsAreRefused() {
        #expect(refused(fresh(), 2, .pass) == .notYourTurn(expected: 1, got: 2))
        #expect(refused(fresh(), 5, .pass) == .unknownSeat(5))
        #expect(refused(fresh(), 1, .call(.denari)) == .notWonYet)
    }

    @Test func bidsMustGoLowerInRankThenHigherInPoints() throws {
        let state = try after([(1, .bid(.rank(.re)))])
        #expect(refused(state, 2, .bid(.rank(.tre))) == .bidTooLow(.rank(.tre), standing: .rank(.re)))
        #expect(refused(state, 2, .bid(.rank(.re))) != nil)
        #expect(refused(state, 2, .bid(.points(61))) != nil) // points only after the 2
        #expect(refused(state, 2, .bid(.rank(.cavallo))) == nil)
        let two = try after([(1, .bid(.rank(.due)))])
        #expect(refused(two, 2, .bid(.points(61))) == nil)
        #expect(refused(two, 2, .bid(.points(121))) != nil)
        let points = try after([(1, .bid(.rank(.due))), (2, .bid(.points(75)))])
        #expect(refused(points, 3, .bid(.points(75))) != nil)
        #expect(refused(points, 3, .bid(.points(76))) == nil)
        #expect(refused(fresh(), 1, .bid(.points(61))) != nil)
    }

    @Test func passedSeatsAreSkippedAndTheWinnerMustCall() throws {
        let state = try after([(1, .bid(.rank(.asso))), (2, .pass), (3, .bid(.rank(.tre))), (4, .pass), (0, .pass)])
        #expect(state.turn == 1) // seat 2 passed: after seat 1 comes seat 3
        let won = try after([(1, .bid(.rank(.asso))), (2, .pass), (3, .bid(.rank(.tre))), (4, .pass), (0, .pass), (1, .pass)])
        #expect(won.phase == .awaitingCall(seat: 3))
        #expect(refused(won, 3, .pass) == .callExpected)
        #expect(refused(won, 3, .bid(.rank(.re))) == .callExpected)
        if case let .failure(error) = won.applying(Action(seat: 2, card: won.hands[2][0])) {
            #expect(error == .auctionUnderWay)
        } else {
            Issue.record("a card was accepted during the call")
        }
        var called = won
        try called.apply(AuctionAction(seat: 3, step: .call(.spade)))
        #expect(called.phase == .awaitingPlay(seat: 1)) // the seat after the dealer leads
        #expect(refused(called, 1, .pass) == .auctionOver)
    }

    @Test func theLastSeatAfterFourPassesMayStillBid() throws {
        let state = try after([(1, .pass), (2, .pass), (3, .pass), (4, .pass)])
        #expect(state.phase == .awaitingBid(seat: 0))
        #expect(refused(state, 0, .bid(.rank(.due))) == nil)
    }

    @Test func otherGamesHaveNoAuction() {
        let two = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(1)))
        #expect(refused(two, 1, .pass) == .noAuction)
    }

    @Test func bidCodesReadBack() {
        for code in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 61, 90, 120] { #expect(Bid(code: code)?.code == code) }
        for code in [0, 11, 60, 121] { #expect(Bid(code: code) == nil) }
        #expect(Bid.rankOrder.map { Bid.rank($0).height } == Array(0...9))
    }
}
