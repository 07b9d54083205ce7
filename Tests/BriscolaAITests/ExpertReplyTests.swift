@testable import BriscolaAI
import BriscolaTestSupport
import BriscolaCore
import Testing

/// The search against the emulator's replies, and how emulator-like the expert judges its opponent.
@Suite(.cpuBound) struct ExpertReplyTests {
    /// Points `seat` takes from here when it tries every line and the other seat plays the emulator's
    /// card (its hand in index order, as the search assumes), by walking every line on `GameState`.
    func bestAgainstEmulator(_ state: GameState, seat: Int) throws -> Int {
        guard !state.isFinished else { return 0 }
        if state.turn != seat {
            let hand = CardRow(Array(state.hands[state.turn].set))
            let mover = state.view(for: state.turn)
            let view = PlayerView(
                variant: .two, seat: mover.seat, hand: hand, table: mover.table, leader: mover.leader,
                turn: mover.turn, trumpCard: mover.trumpCard, stockCount: mover.stockCount, played: mover.played,
                ownPoints: mover.ownPoints, handCounts: mover.handCounts, tricksPlayed: mover.tricksPlayed,
                lastTrick: mover.lastTrick)
            var next = state
            try next.apply(Action(seat: state.turn, card: EmulatorStrategy().decide(view).card))
            return next.points(of: seat) - state.points(of: seat) + (try bestAgainstEmulator(next, seat: seat))
        }
        var best = 0
        for card in state.hands[seat] {
            var next = state
            try next.apply(Action(seat: seat, card: card))
            best = max(best, next.points(of: seat) - state.points(of: seat) + (try bestAgainstEmulator(next, seat: seat)))
        }
        return best
    }

    /// Positions where `turn` is to play, late enough to walk every line.
    func latePositions(_ count: Int, tricksPlayed: Int) throws -> [GameState] {
        var generator = Xoshiro256(seed: Seed(UInt64(61 + tricksPlayed)))
        return try (0..<count).map { game in
            var state = GameState(setup: GameSetup(variant: .two, dealer: game, seed: Seed(UInt64(game + 300))))
            for _ in 0..<(2 * tricksPlayed + game % 2) {
                let hand = state.hands[state.turn]
                try state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
            }
            return state
        }
    }

    @Test(arguments: [15, 17])
    func replyValuesEqualEveryLineWalked(tricksPlayed: Int) throws {
        for state in try latePositions(10, tricksPlayed: tricksPlayed) {
            var search = EmulatorReplySearch(seat: state.turn, trumpCard: state.trumpCard)
            let values = search.values(BitGame(state))
            #expect(values.count == state.hands[state.turn].count)
            for (index, value) in values {
                var next = state
                try next.apply(Action(seat: state.turn, card: try #require(Card(index: Int(index)))))
                let walked = next.points(of: state.turn) - state.points(of: state.turn)
                    + (try bestAgainstEmulator(next, seat: state.turn))
                #expect(value == walked)
            }
        }
    }

    @Test func beatingTheEmulatorNeverScoresLessThanBeatingAPerfectOpponent() throws {
        var solver = PerfectSolver(log2Size: 12)
        var better = 0
        for state in try latePositions(20, tricksPlayed: 15) {
            var search = EmulatorReplySearch(seat: state.turn, trumpCard: state.trumpCard)
            solver.newSearch()
            let remaining = 120 - state.points(of: 0) - state.points(of: 1)
            let perfect = solver.values(BitGame(state)).map { state.turn == 0 ? $0.value : remaining - $0.value }
            let reply = search.values(BitGame(state)).map(\.value)
            #expect(reply.max() ?? 0 >= perfect.max() ?? 0)
            if reply.max() ?? 0 > perfect.max() ?? 0 { better += 1 }
        }
        #expect(better > 0)
    }

    @Test func anExpertSureOfAnEmulatorPlaysTheBestCardAgainstItOnceTheStockIsEmpty() throws {
        var generator = Xoshiro256(seed: Seed(5))
        for state in try latePositions(12, tricksPlayed: 17) {
            let view = state.view(for: state.turn)
            let card = ExpertStrategy(worlds: 25, solvedWorlds: 1, replyWeight: 1).choose(view, using: &generator)
            func mine(_ card: Card) throws -> Int {
                var next = state
                try next.apply(Action(seat: state.turn, card: card))
                return next.points(of: state.turn) - state.points(of: state.turn)
                    + (try bestAgainstEmulator(next, seat: state.turn))
            }
            let best = try state.hands[state.turn].map(mine).max()
            #expect(try mine(card) == best)
        }
    }

    /// The expert's judged chance that its opponent is the emulator, averaged over seat 0's turns in
    /// seeded games against `opponent`.
    func meanEmulatorShare<S: Strategy>(against opponent: S, games: Int) throws -> Double {
        var generator = Xoshiro256(seed: Seed(9))
        var total = 0.0, views = 0
        for game in 0..<games {
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(UInt64(700 + game))))
            while !state.isFinished {
                let view = state.view(for: state.turn)
                if state.turn == 0, view.tricksPlayed >= 4 {
                    let inference = HandInference(view, depth: 4, randomOdds: 1)
                    total += HandBelief(view, inference: inference).emulatorShare
                    views += 1
                }
                let card = state.turn == 0 ? EmulatorStrategy().decide(view).card : opponent.choose(view, using: &generator)
                try state.apply(Action(seat: state.turn, card: card))
            }
        }
        return total / Double(max(1, views))
    }

    @Test func anEmulatorLooksMoreLikeTheEmulatorThanARandomPlayer() throws {
        let emulator = try meanEmulatorShare(against: EmulatorStrategy(), games: 6)
        let random = try meanEmulatorShare(against: RandomStrategy(), games: 6)
        #expect(emulator > 0.7)
        #expect(random < emulator - 0.3)
    }
}
