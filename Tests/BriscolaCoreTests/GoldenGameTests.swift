import BriscolaCore
import Foundation
import Testing

/// Whole games checked into Golden/games.jsonl: written by `briscola sim --log` and verified by the
/// independent reference (Tests/Reference/briscola_ref.py). Each must replay to the recorded
/// tricks, scores, result and state hash.
@Suite struct GoldenGameTests {
    func records() throws -> [GameRecord] {
        let text = String(decoding: try golden("games.jsonl"), as: UTF8.self)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(GameRecord.self, from: Data($0.utf8)) }
    }

    @Test func everyGoldenGameReplaysExactly() throws {
        let all = try records()
        #expect(all.count >= 8)
        for record in all {
            let outcome = try record.verify().get()
            #expect(outcome.tricks == record.tricks)
            #expect(outcome.state.scores == record.scores)
            #expect(RecordedResult.finished(outcome.state.result) == record.result)
            if let hex = record.seed, let variant = Variant(rawValue: record.variant) {
                let seed = try #require(Seed(hex: hex))
                #expect(Array(Deck.shuffled(seed: seed, variant: variant)) == record.deck)
            }
        }
    }

    @Test func goldenSetCoversDrawsAndEveryVariant() throws {
        let all = try records()
        #expect(all.contains { $0.variant == 2 && $0.scores == [60, 60] && $0.result == .finished(.tied(sides: [0, 1])) })
        #expect(Set(all.map(\.variant)) == [2, 3, 4])
    }

    @Test func tamperedRecordsAreCaught() throws {
        let original = try #require(try records().first)
        var wrongHash = original
        wrongHash.stateHash = String(repeating: "0", count: 64)
        #expect(throws: RecordError.self) { try wrongHash.verify().get() }
        var swapped = original
        swapped.actions.swapAt(0, 1)
        #expect(throws: RecordError.self) { try swapped.verify().get() }
        var shortDeck = original
        shortDeck.deck.removeLast()
        #expect(throws: RecordError.self) { try shortDeck.verify().get() }
    }
}
