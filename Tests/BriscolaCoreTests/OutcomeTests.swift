import BriscolaCore
import Testing

@Suite struct OutcomeTests {
    @Test func outcomeFromEachSide() {
        #expect(GameResult(scores: [61, 59]).outcome(for: 0) == .won)
        #expect(GameResult(scores: [61, 59]).outcome(for: 1) == .lost)
        #expect(GameResult(scores: [60, 60]).outcome(for: 1) == .draw)
        // Three players: a tie at the top between the other two is a loss for the third.
        let topTie = GameResult(scores: [20, 50, 50])
        #expect(topTie.outcome(for: 1) == .draw && topTie.outcome(for: 2) == .draw)
        #expect(topTie.outcome(for: 0) == .lost)
    }

    @Test func recordTalliesAgreeWithTheReplay() throws {
        let setup = GameSetup(variant: .four, dealer: 1, seed: Seed(5))
        let (state, actions) = try randomGame(setup, generatorSeed: 6)
        let record = try GameLog.replaying(setup, seed: Seed(5), actions).get().record
        #expect((0..<4).map(record.tricksWon(by:)).reduce(0, +) == 10)
        for seat in 0..<4 { #expect(record.pointsWon(by: seat) == state.points(of: seat)) }
        #expect(record.tricksPerSide == [record.tricksWon(by: 0) + record.tricksWon(by: 2), record.tricksWon(by: 1) + record.tricksWon(by: 3)])
    }
}
