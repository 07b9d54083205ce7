import BriscolaTestSupport
import BriscolaCore
import Foundation
import Testing

/// Differential test: 300 fresh games per variant (five players: a random auction and call first) from this engine, replayed by the independent
/// Python reference implementation of Protocol.md. Needs python3 (CI installs it).
@Suite struct ReferenceCrossCheckTests {
    @Test(.enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed, so the reference implementation cannot run"))
    func pythonReferenceAgreesOnFreshGames() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-ref-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("games.jsonl")
        var lines = ""
        let encoder = JSONEncoder()
        for variant in Variant.allCases {
            for game in 0..<300 {
                let seed = Seed(UInt64(game * 7 + variant.players))
                let setup = GameSetup(variant: variant, dealer: game, seed: seed)
                var generator = Xoshiro256(seed: Seed(UInt64(game)))
                var log = auctioned(setup, using: &generator)
                log = try GameLog.replaying(setup, seed: seed, auction: log.auction, []).get() // keeps the seed
                while !log.state.isFinished {
                    let hand = log.state.hands[log.state.turn]
                    _ = try log.append(Action(seat: log.state.turn, card: hand[generator.bounded(hand.count)])).get()
                }
                let record = log.record
                lines += String(decoding: try encoder.encode(record), as: UTF8.self) + "\n"
            }
        }
        try lines.write(to: log, atomically: true, encoding: .utf8)
        let script = TestTools.referenceScript
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TestTools.python, "python3 is not installed"))
        process.arguments = [script.path, "verify", log.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "reference disagrees: \(said)")
        #expect(said.contains("1200 games verified"))
    }
}
