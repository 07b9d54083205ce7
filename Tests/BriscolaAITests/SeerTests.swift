@testable import BriscolaAI
import BriscolaTestSupport
import BriscolaCore
import Testing

/// The seer is the expert's search told the other seat's hand, and nothing else.
@Suite(.cpuBound) struct SeerTests {
    /// Two-player positions after `tricksPlayed` tricks of random play, seat to move included.
    func positions(_ count: Int, tricksPlayed: Int) throws -> [GameState] {
        var generator = Xoshiro256(seed: Seed(UInt64(71 + tricksPlayed)))
        return try (0..<count).map { game in
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(UInt64(game + 500))))
            for _ in 0..<(2 * tricksPlayed + game % 2) {
                let hand = state.hands[state.turn]
                try state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
            }
            return state
        }
    }

    @Test func onceTheStockIsEmptyTheSeerPlaysAsTheExpert() throws {
        // Nothing is hidden then: the unseen cards are the other hand, so telling it changes nothing.
        let expert = ExpertStrategy(scaledTo: 50)
        for state in try positions(12, tricksPlayed: 17) {
            #expect(state.stockCount == 0)
            var mine = Xoshiro256(seed: Seed(7)), theirs = Xoshiro256(seed: Seed(7))
            let seen = Seer(expert: expert).choose(state, using: &mine)
            #expect(seen == expert.choose(state.view(for: state.turn), using: &theirs))
        }
    }

    @Test func whileCardsAreHiddenItDealsEveryWorldTheTrueHand() throws {
        // Early, the expert draws the other hand from its belief; the seer's worlds all hold the
        // true one, so two deals the seat cannot tell apart may get different cards from it.
        let expert = ExpertStrategy(scaledTo: 50)
        var differs = 0
        for state in try positions(8, tricksPlayed: 4) {
            let view = state.view(for: state.turn)
            let truth = state.hands[1 - state.turn].set
            var mine = Xoshiro256(seed: Seed(9)), told = Xoshiro256(seed: Seed(9)), guessing = Xoshiro256(seed: Seed(9))
            let seen = Seer(expert: expert).choose(state, using: &mine)
            #expect(state.hands[state.turn].position(of: seen) != nil)
            #expect(seen == expert.choose(view, otherHand: truth, using: &told))
            if seen != expert.choose(view, using: &guessing) { differs += 1 }
        }
        #expect(differs > 0, "knowing the other hand changes some early cards")
    }

    @Test func aSeriesWithTheSeerIsReproducibleAndItsGamesAreWhole() {
        func games() -> [GameLog] {
            var series = SimSeries(variant: .two, a: .seer(Seer(expert: ExpertStrategy(scaledTo: 20))), b: Opponent.normal.seat(),
                                   games: 2, seed: 12)
            var logs: [GameLog] = []
            while let game = series.playNext() { logs.append(game.log) }
            return logs
        }
        let first = games()
        #expect(first.count == 2 && first.allSatisfy { $0.state.isFinished && $0.state.scores.reduce(0, +) == 120 })
        #expect(first == games())
    }
}
