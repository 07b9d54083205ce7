import BriscolaAI
import BriscolaApp
import BriscolaCore
import Foundation
import Testing

/// `briscola sim --players 5`: deals of briscola chiamata between two levels, reported as JSON or
/// text, zero-sum, the same whatever the number of jobs.
@Suite struct ChiamataSimTests {
    static func json(jobs: Int) async throws -> [String: Any] {
        let text = try await SimSummary.report(players: .five, a: .normal, b: .easy, games: 40, seed: 9, hardIterations: 20,
                                               log: nil, duplicate: false, jobs: jobs, json: true)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func fiveSeatsDealsAreReportedAndDoNotDependOnTheJobs() async throws {
        let one = try await Self.json(jobs: 1), two = try await Self.json(jobs: 2)
        #expect(one["players"] as? Int == 5 && one["deals"] as? Int == 40 && one["a"] as? String == "normal", "\(one)")
        let meanA = try #require(one["mean_deal_score_a"] as? Double, "\(one)")
        let meanB = try #require(one["mean_deal_score_b"] as? Double, "\(one)")
        // Every deal's scores sum to zero: A's seat against the four B seats.
        #expect(abs(meanA + 4 * meanB) < 1e-9 && abs(meanA) <= 4, "\(meanA), \(meanB)")
        for key in one.keys where !key.lowercased().contains("second") && !key.lowercased().contains("decision") {
            #expect("\(one[key] ?? "")" == "\(two[key] ?? "")", "\(key) differs with two jobs")
        }
        let words = try await SimSummary.report(players: .five, a: .normal, b: .easy, games: 10, seed: 9, hardIterations: 20,
                                                log: nil, duplicate: false, jobs: 1, json: false)
        #expect(words.contains("normal") && words.contains("easy"), "\(words)")
    }
}
