import BriscolaCore
import Testing

/// Every kind of illegal action is refused with its own error and leaves the state untouched.
@Suite struct ApplyErrorTests {
    let start: GameState

    init() throws { start = GameState(setup: try GameSetup(variant: .two, dealer: 0, deck: Deck(canonicalFor: .two))) }

    func refused(_ action: Action, from state: GameState, _ expected: RuleError) {
        var copy = state
        #expect(throws: expected) { try copy.apply(action) }
        #expect(copy == state, "a refused action changed the state")
        #expect(copy.stateHash == state.stateHash)
        #expect(state.applying(action) == .failure(expected))
    }

    @Test func outOfTurn() throws {
        refused(Action(seat: 0, card: try card("2C")), from: start, .notYourTurn(expected: 1, got: 0))
    }

    @Test func cardNotInHand() throws {
        refused(Action(seat: 1, card: try card("2C")), from: start, .cardNotInHand(seat: 1, card: try card("2C")))
        refused(Action(seat: 1, card: try card("10B")), from: start, .cardNotInHand(seat: 1, card: try card("10B")))
    }

    @Test(arguments: [-1, 2, 3, 99])
    func unknownSeat(_ seat: Int) throws {
        refused(Action(seat: seat, card: try card("1C")), from: start, .unknownSeat(seat))
    }

    @Test func cardAlreadyPlayed() throws {
        var state = start
        try state.apply(Action(seat: 1, card: card("1C")))
        refused(Action(seat: 0, card: try card("1C")), from: state, .cardNotInHand(seat: 0, card: try card("1C")))
    }

    @Test func gameOver() throws {
        let (finished, _) = try randomGame(GameSetup(variant: .two, dealer: 1, seed: Seed(3)), generatorSeed: 4)
        #expect(finished.isFinished)
        refused(Action(seat: finished.turn, card: try card("1C")), from: finished, .gameOver)
    }

    @Test func replayReportsTheFirstIllegalActionWithItsIndex() throws {
        let setup = try GameSetup(variant: .two, dealer: 0, deck: Deck(canonicalFor: .two))
        let actions = [Action(seat: 1, card: try card("1C")), Action(seat: 0, card: try card("2C")),
                       Action(seat: 0, card: try card("4C"))]
        guard case let .failure(error) = GameLog.replaying(setup, actions) else {
            Issue.record("replay accepted an out-of-turn play")
            return
        }
        #expect(error.index == 2 && error.error == .notYourTurn(expected: 1, got: 0))
    }
}
