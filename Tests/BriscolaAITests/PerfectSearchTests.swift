@testable import BriscolaAI
import BriscolaTestSupport
import BriscolaCore
import Testing

/// The exact search against plain minimax over `GameState`, and the players built on it.
@Suite(.cpuBound) struct PerfectSearchTests {
    /// Points seat 0 takes from here under best play by both, by trying every line.
    func minimax(_ state: GameState) throws -> Int {
        guard !state.isFinished else { return 0 }
        var best: Int?
        for card in state.hands[state.turn] {
            var next = state
            try next.apply(Action(seat: state.turn, card: card))
            let value = next.points(of: 0) - state.points(of: 0) + (try minimax(next))
            best = best.map { state.turn == 0 ? max($0, value) : min($0, value) } ?? value
        }
        return try #require(best)
    }

    /// Late two-player positions (some mid-trick, some with cards still in the stock) from seeded games.
    func latePositions(_ count: Int, tricksPlayed: Int) throws -> [GameState] {
        var generator = Xoshiro256(seed: Seed(UInt64(31 + tricksPlayed)))
        return try (0..<count).map { game in
            var state = GameState(setup: GameSetup(variant: .two, dealer: game, seed: Seed(UInt64(game + 100))))
            let plays = 2 * tricksPlayed + game % 2
            for _ in 0..<plays {
                let hand = state.hands[state.turn]
                try state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
            }
            return state
        }
    }

    @Test(arguments: [16, 17, 18])
    func solverValuesEqualMinimax(tricksPlayed: Int) throws {
        var solver = PerfectSolver(log2Size: 12)
        for state in try latePositions(12, tricksPlayed: tricksPlayed) {
            solver.newSearch()
            let values = solver.values(BitGame(state))
            #expect(values.count == state.hands[state.turn].count)
            for (index, value) in values {
                var next = state
                try next.apply(Action(seat: state.turn, card: try #require(Card(index: Int(index)))))
                #expect(value == next.points(of: 0) - state.points(of: 0) + (try minimax(next)))
            }
        }
    }

    @Test func expertPlaysTheExactBestCardOnceTheStockIsEmpty() throws {
        var generator = Xoshiro256(seed: Seed(4))
        for state in try latePositions(12, tricksPlayed: 17) {
            let view = state.view(for: state.turn)
            let card = ExpertStrategy(worlds: 25, solvedWorlds: 1, replyWeight: 0).choose(view, using: &generator)
            func mine(_ card: Card) throws -> Int {
                var next = state
                try next.apply(Action(seat: state.turn, card: card))
                let seatZero = next.points(of: 0) - state.points(of: 0) + (try minimax(next))
                let remaining = 120 - state.points(of: 0) - state.points(of: 1)
                return state.turn == 0 ? seatZero : remaining - seatZero
            }
            let best = try state.hands[state.turn].map(mine).max()
            #expect(try mine(card) == best)
        }
    }

    @Test func oracleTakesTheExactBestCardInTheEndgame() throws {
        var memory = Oracle.Memory()
        for state in try latePositions(12, tricksPlayed: 16) {
            let card = Oracle(exactTricks: 4, lookaheadTricks: 2).choose(state, memory: &memory)
            var next = state
            try next.apply(Action(seat: state.turn, card: card))
            let value = next.points(of: 0) - state.points(of: 0) + (try minimax(next))
            #expect(value == (try minimax(state)))
        }
    }

    @Test func seriesWithoutTheOracleReplaysTheTournament() throws {
        let config = TournamentConfig(variant: .two, a: .normal, b: .easy, games: 6, seed: 99)
        var tournament = Tournament(config)
        var series = SimSeries(variant: .two, a: Opponent.normal.seat(), b: Opponent.easy.seat(), games: 6, seed: 99)
        while let game = tournament.playNext() {
            let next = series.playNext()
            let other = try #require(next)
            #expect(other.log == game.log)
        }
        #expect(series.playNext()?.index == nil)
    }

    @Test func aShortSightedOracleStillBeatsRandomPlay() {
        var series = SimSeries(variant: .two, a: .oracle(Oracle(exactTricks: 4, lookaheadTricks: 2)),
                               b: Opponent.easy.seat(), games: 30, seed: 5)
        var wins = 0, losses = 0
        while let game = series.playNext() {
            if case let .won(side) = game.state.result { if side == 0 { wins += 1 } else { losses += 1 } }
        }
        // Seeing every card is worth a clear majority even with a two-trick look-ahead.
        #expect(wins > 2 * losses)
    }
}
