import BriscolaAI
import BriscolaCore
@testable import BriscolaHistory
import BriscolaText
import Foundation
import Testing

/// Games of five in the history: saved with their auction, call and deal scores, read back
/// whole, shown with them, and counted by the saver's role.
@Suite struct FiveHistoryTests {
    /// A deal of five played by normal computer players, from the first seed (in a bounded
    /// search) where it was not thrown in and `mine` holds `role`.
    static func deal(where wanted: (ChiamataRoles) -> Bool) throws -> GameRecord {
        for seed in UInt64(1)...200 {
            var generator = Xoshiro256(seed: Seed(seed))
            let setup = GameSetup(variant: .five, dealer: 4, seed: Seed(seed))
            let log = ChiamataMatch.play(setup, seed: Seed(seed), seats: Array(repeating: ChiamataPlayer(.normal), count: 5), using: &generator)
            if let roles = ChiamataRoles(log.record), wanted(roles) { return log.record }
        }
        throw CancellationError()
    }

    static func info(_ time: Double = 0) -> MatchInfo {
        MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000 + time), mode: .local,
                  seats: [("Ada", .human)] + ["Computer A", "Computer B", "Computer C", "Computer D"].map { ($0, .emulator(.normal)) }, mySeat: 0)
    }

    @Test func aGameOfFiveComesBackWithItsAuctionCallAndDealScores() throws {
        let record = try Self.deal { $0.role(of: 0) == .partner }
        let dir = TempDirectory()
        let store = try HistoryStore(path: dir.path("history.sqlite"))
        let id = try #require(try store.save(record, info: Self.info()))
        let back = try store.match(id)
        #expect(back.record == record && back.record.auction == record.auction && back.record.dealScores == record.dealScores)
        #expect(try back.record.verify().get().state.stateHash == record.stateHash)
        let shown = MatchText.full(back)
        #expect(shown.contains("Auction: ") && shown.contains("Called ") && shown.contains("partner Ada"), "\(shown)")
        #expect(shown.contains("Deal scores: Ada +1") || shown.contains("Deal scores: Ada -1"), "\(shown)")
        let italian = MatchText.full(back, Text(.italian))
        #expect(italian.contains("Asta: ") && italian.contains("Punti di mano: "), "\(italian)")
        #expect(MatchText.outcome(back) == ((record.dealScores?[0] ?? 0) > 0 ? "won" : "lost"))
    }

    @Test func statsCountGamesOfFiveByTheSaversRole() throws {
        let asCaller = try Self.deal { $0.role(of: 0) == .caller && $0.auction.partner != 0 }
        let asOther = try Self.deal { $0.role(of: 0) == .defender }
        let matches = [asCaller, asOther, asOther].enumerated().map { StoredMatch(id: Int64($0.offset + 1), record: $0.element, info: Self.info(Double($0.offset))) }
        let stats = HistoryStats(matches)
        #expect(stats.byOpponent.isEmpty && stats.byLevel.isEmpty)
        #expect(stats.byRole.map(\.label) == ["caller", "defender"])
        let caller = try #require(stats.byRole.first), other = try #require(stats.byRole.last)
        let callerScore = asCaller.dealScores?[0] ?? 0, otherScore = asOther.dealScores?[0] ?? 0
        #expect(caller.games == 1 && caller.averagePoints == Double(callerScore) && abs(callerScore) == 2)
        #expect(other.games == 2 && other.averagePoints == Double(otherScore) && (otherScore > 0 ? other.wins : other.losses) == 2)
        let text = stats.text()
        #expect(text.contains("Briscola a cinque, by role:") && text.contains("  caller") && text.contains("  other"), "\(text)")
    }
}
