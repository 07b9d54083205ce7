@testable import BriscolaAI
import BriscolaTestSupport
import BriscolaCore
import Testing

/// The expert's early look-ahead against an opponent unlike the emulator.
@Suite(.cpuBound) struct ExpertLookaheadTests {
    /// Early positions (stock well above the exact phase) with `seat`'s opponent to have moved or not.
    func earlyPositions(_ count: Int, seed: UInt64) throws -> [GameState] {
        var generator = Xoshiro256(seed: Seed(seed))
        return try (0..<count).map { game in
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(seed &+ UInt64(game))))
            for _ in 0..<(2 * (2 + game % 5) + game % 2) {
                let hand = state.hands[state.turn]
                try state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
            }
            return state
        }
    }

    @Test(arguments: [3, 5])
    func givenTheTrueDealItPlaysTheOraclesBestLookAheadCardForEitherSeat(tricks: Int) throws {
        let expert = ExpertStrategy(lookaheadTricks: tricks)
        var solver = PerfectSolver(log2Size: 16)
        var seats = Set<Int>()
        for state in try earlyPositions(24, seed: 90) {
            let view = state.view(for: state.turn)
            let card = expert.lookahead(view, worlds: [state])
            let game = BitGame(state)
            solver.newSearch(horizon: game.tricksRemaining - tricks)
            // From the mover's side: seat 0 wants the most of its points, seat 1 the fewest.
            let values = solver.values(game).map { (card: $0.card, mine: state.turn == 0 ? $0.value : -$0.value) }
            let best = try #require(values.map(\.mine).max())
            let chosen = try #require(values.first { $0.card == UInt8(card.index) })
            #expect(chosen.mine == best, "seat \(state.turn) chose \(card) worth \(chosen.mine), best \(best)")
            seats.insert(state.turn)
        }
        #expect(seats == [0, 1])
    }

    @Test func itCountsEveryWorldItIsGiven() throws {
        // Two worlds that disagree: the card best over both is the one whose summed value is highest.
        let expert = ExpertStrategy(lookaheadTricks: 2)
        var solver = PerfectSolver(log2Size: 12)
        for state in try earlyPositions(10, seed: 7) {
            var generator = Xoshiro256(seed: Seed(3))
            let view = state.view(for: state.turn)
            let worlds = (0..<2).map { _ in view.sampleWorld(using: &generator) }
            var totals: [UInt8: Int] = [:]
            for world in worlds {
                let game = BitGame(world)
                solver.newSearch(horizon: game.tricksRemaining - 2)
                for (card, value) in solver.values(game) { totals[card, default: 0] += state.turn == 0 ? value : -value }
            }
            let card = expert.lookahead(view, worlds: worlds)
            #expect(totals[UInt8(card.index)] == totals.values.max())
        }
    }
}
